import {
  ANALYTICS_MESSAGES,
  type AnalyticsReport,
  type Offer,
  type Role,
  type Session,
} from '@shortlist/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, interviews, offers, timelineEvents } from '../../db/schema/index.ts';
import { bearer, createTestApp, type TestContext } from '../../test/app.ts';
import { createApplication, createJobWithWorkflow } from '../../test/pipeline-factories.ts';

/**
 * Issue 15: each series of the analytics report on a dataset this file builds — two jobs, a
 * month of applications, moves, a hire, interviews and offers — and the filters that cut it.
 */
let t: TestContext;
const sessions = {} as Record<Role, Session>;
const DAY = 86_400_000;
const today = new Date(new Date().toISOString().slice(0, 10));
const daysAgo = (days: number, hours = 12) => new Date(today.getTime() - days * DAY + hours * 3_600_000);
const dayString = (date: Date) => date.toISOString().slice(0, 10);
const RANGE = `from=${dayString(daysAgo(30))}&to=${dayString(today)}`;
let engineering: { id: number };
let sales: { id: number };

const get = (url: string, role: Role = 'recruiter') =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(sessions[role]) });

async function report(query: string): Promise<AnalyticsReport> {
  const response = await get(`/analytics/report/?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AnalyticsReport>();
}

async function anApplication(jobId: number, options: Parameters<typeof createApplication>[2] = {}) {
  return (await createApplication(t.database.db, jobId, options)).application;
}

async function aMove(
  application: { id: number; jobId: number; candidateId: number },
  metadata: Record<string, unknown>,
  at: Date,
) {
  await t.database.db.insert(timelineEvents).values({
    applicationId: application.id,
    candidateId: application.candidateId,
    jobId: application.jobId,
    type: 'status_change',
    title: 'Moved',
    metadata,
    createdAt: at,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['admin', 'hiring_manager', 'recruiter', 'finance'] as const)
    sessions[role] = await t.login(role);
  const { db } = t.database;
  engineering = await createJobWithWorkflow(db, {
    title: 'Reported Engineer',
    department: 'Engineering',
    recruiterId: sessions.recruiter.user.id,
    salaryMin: 80_000,
  });
  sales = await createJobWithWorkflow(db, { title: 'Reported Seller', department: 'Sales' });

  // engineering, in the range: two new, one at CV review, one at facet, one hired at decision, one
  // rejected at CV review; one at facet from long before the range
  await anApplication(engineering.id, { appliedAt: daysAgo(3) });
  await anApplication(engineering.id, { appliedAt: daysAgo(4), source: 'email' });
  const screened = await anApplication(engineering.id, { stageKey: 'screening', appliedAt: daysAgo(20) });
  const faceted = await anApplication(engineering.id, {
    stageKey: 'facet',
    appliedAt: daysAgo(25),
    source: 'referral',
  });
  const hired = await anApplication(engineering.id, {
    stageKey: 'decision',
    status: 'hired',
    appliedAt: daysAgo(28),
    decidedAt: daysAgo(18),
  });
  await anApplication(engineering.id, { stageKey: 'screening', status: 'rejected', appliedAt: daysAgo(10) });
  await anApplication(engineering.id, { stageKey: 'facet', appliedAt: daysAgo(200) });
  // sales: one referral in the range
  await anApplication(sales.id, {
    name: 'Sasha Seller',
    appliedAt: daysAgo(5),
    stageEnteredAt: daysAgo(4),
    source: 'referral',
  });

  // the faceted one: 2 days applied, 3 days at CV review, then facet (a move before the range counts for entry only)
  await aMove(faceted, { fromStage: 'applied', toStage: 'screening' }, daysAgo(23));
  await aMove(faceted, { fromStage: 'screening', toStage: 'facet' }, daysAgo(20));
  // the hire: 10 days after applying; its move out of the bar raiser has no recorded start
  await aMove(hired, { fromStage: 'bar_raiser', toStage: 'decision' }, daysAgo(19));
  await aMove(hired, { fromStatus: 'active', toStatus: 'hired' }, daysAgo(18));

  // interviews: the faceted one twice (one application interviewed), a cancelled one for the screened
  const interview = (applicationId: number, candidateId: number, status: string, uid: string) => ({
    applicationId,
    candidateId,
    jobId: engineering.id,
    interviewType: 'facet',
    scheduledAt: daysAgo(2),
    durationMinutes: 45,
    status,
    uid,
  });
  await db
    .insert(interviews)
    .values([
      interview(faceted.id, faceted.candidateId, 'scheduled', 'report-1'),
      interview(faceted.id, faceted.candidateId, 'scheduled', 'report-2'),
      interview(screened.id, screened.candidateId, 'cancelled', 'report-3'),
    ]);
});
afterAll(async () => {
  await t?.close();
});

describe('the analytics report', () => {
  it('counts the funnel, sources and weeks of the range’s applications', async () => {
    const result = await report(`${RANGE}&job_id=${engineering.id}`);
    expect(result.range).toEqual({ from: dayString(daysAgo(30)), to: dayString(today) });
    expect(result.summary.applications).toBe(6);
    expect(result.funnel.map((row) => [row.stage_key, row.reached, row.current, row.conversion])).toEqual([
      ['applied', 6, 2, null],
      // CV review: at it or past it, the rejected one included
      ['screening', 4, 1, 66.7],
      ['prospector', 2, 0, 50],
      ['deep_dive', 2, 0, 100],
      ['facet', 2, 1, 100],
      ['work_sample', 1, 0, 50],
      ['reference', 1, 0, 100],
      ['bar_raiser', 1, 0, 100],
      // hired at decision: reached, but no longer there
      ['decision', 1, 0, 100],
    ]);
    expect(result.sources.find((row) => row.source === 'referral')).toMatchObject({
      label: 'Referral',
      applications: 1,
      interviews: 1,
      offers: 0,
      hires: 0,
    });
    expect(result.sources.find((row) => row.source === 'form')).toMatchObject({
      applications: 4,
      interviews: 0,
      hires: 1,
    });
    expect(result.over_time.reduce((sum, week) => sum + week.applications, 0)).toBe(6);
    expect(result.over_time.reduce((sum, week) => sum + week.hires, 0)).toBe(1);
    // Monday-to-Sunday weeks covering the 31 days
    expect(result.over_time.length).toBeGreaterThanOrEqual(5);
    for (const week of result.over_time) expect(new Date(week.week_start).getUTCDay()).toBe(1);
  });

  it('measures time in each stage and time to hire from the timeline', async () => {
    const result = await report(`${RANGE}&job_id=${engineering.id}`);
    expect(result.time_in_stage).toEqual([
      { stage_key: 'applied', label: 'Applied', stays: 1, median_days: 2, p90_days: 2 },
      { stage_key: 'screening', label: 'CV Review', stays: 1, median_days: 3, p90_days: 3 },
    ]);
    expect(result.time_to_hire).toEqual({ hires: 1, median_days: 10, p90_days: 10, average_days: 10 });
    expect(result.summary).toMatchObject({ hires: 1, median_days_to_hire: 10 });
  });

  it('counts offers made in the range by where they stand, and the acceptance rate', async () => {
    const [application] = await t.database.db
      .select()
      .from(applications)
      .where(and(eq(applications.jobId, engineering.id), eq(applications.source, 'referral')));
    const statuses = ['accepted', 'declined', 'sent', 'draft'];
    for (const status of statuses) {
      const draft = await t.app.inject({
        method: 'POST',
        url: '/api/v1/offers/',
        payload: { application_id: application!.id },
        headers: bearer(sessions.recruiter),
      });
      expect(draft.statusCode, draft.body).toBe(201);
      // where each stands now (the offers' own tests walk them there through the API)
      await t.database.db.update(offers).set({ status }).where(eq(offers.id, draft.json<Offer>().id));
    }

    const result = await report(`${RANGE}&job_id=${engineering.id}`);
    expect(result.offers).toEqual({
      made: 4,
      sent: 3,
      accepted: 1,
      declined: 1,
      expired: 0,
      awaiting: 1,
      acceptance_rate: 50,
    });
    expect(result.summary).toMatchObject({ offers_sent: 3, offer_acceptance_rate: 50 });
    expect(result.sources.find((row) => row.source === 'referral')!.offers).toBe(1);
  });

  it('gives each recruiter’s workload, and cuts everything by sector and recruiter', async () => {
    const all = await report(RANGE);
    expect(all.summary.applications).toBe(7);
    const riley = all.recruiters.find((row) => row.recruiter_id === sessions.recruiter.user.id);
    // active now: new ×2, CV review, facet, and the facet from before the range
    expect(riley).toMatchObject({ open_jobs: 1, active_applications: 5, interviews: 2, hires: 1 });
    expect(all.recruiters.find((row) => row.recruiter_id === null)).toMatchObject({
      recruiter_name: 'Unassigned',
      open_jobs: 1,
      active_applications: 1,
    });

    const bySector = await report(`${RANGE}&sector=Sales`);
    expect(bySector.summary.applications).toBe(1);
    expect(bySector.funnel[0]).toMatchObject({ stage_key: 'applied', reached: 1 });
    const byRecruiter = await report(`${RANGE}&recruiter_id=${sessions.recruiter.user.id}`);
    expect(byRecruiter.summary.applications).toBe(6);
    // the last 90 days without a range: the one from 200 days ago is still out
    expect((await report(`job_id=${engineering.id}`)).summary.applications).toBe(6);
  });

  it('reads the same numbers across every job from the maintained rollups as job by job', async () => {
    const all = await report(RANGE);
    const [engineers, sellers] = [
      await report(`${RANGE}&sector=Engineering`),
      await report(`${RANGE}&sector=Sales`),
    ];
    const added = <T extends Record<string, unknown>>(left: T[], right: T[], fields: (keyof T)[]) =>
      left.map((row, index) =>
        Object.fromEntries(
          fields.map((field) => [field, (row[field] as number) + (right[index]![field] as number)]),
        ),
      );
    const picked = <T extends Record<string, unknown>>(rows: T[], fields: (keyof T)[]) =>
      rows.map((row) => Object.fromEntries(fields.map((field) => [field, row[field]])));
    expect(picked(all.funnel, ['reached', 'current'])).toEqual(
      added(engineers.funnel, sellers.funnel, ['reached', 'current']),
    );
    expect(picked(all.sources, ['applications', 'interviews', 'offers', 'hires'])).toEqual(
      added(engineers.sources, sellers.sources, ['applications', 'interviews', 'offers', 'hires']),
    );
    expect(picked(all.over_time, ['applications', 'hires'])).toEqual(
      added(engineers.over_time, sellers.over_time, ['applications', 'hires']),
    );
    expect(all.time_to_hire).toEqual(engineers.time_to_hire);
    // every stay counted; each percentile is its bucket's middle, within 4% of the stay itself
    expect(all.time_in_stage.map((row) => [row.stage_key, row.stays])).toEqual([
      ['applied', 1],
      ['screening', 1],
    ]);
    for (const [index, exact] of [2, 3].entries()) {
      expect(Math.abs(all.time_in_stage[index]!.median_days! - exact)).toBeLessThanOrEqual(exact * 0.04);
      expect(Math.abs(all.time_in_stage[index]!.p90_days! - exact)).toBeLessThanOrEqual(exact * 0.04);
    }
  });

  it('is the same for every role, and refuses a reversed range, a bad date and an unknown job', async () => {
    const answers = await Promise.all(
      (['admin', 'hiring_manager', 'recruiter', 'finance'] as const).map(async (role) =>
        (await get(`/analytics/report/?${RANGE}`, role)).json(),
      ),
    );
    for (const answer of answers) expect(answer).toEqual(answers[0]);

    const reversed = await get(`/analytics/report/?from=${dayString(today)}&to=${dayString(daysAgo(3))}`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toEqual({ to: [ANALYTICS_MESSAGES.rangeReversed] });
    const badDate = await get('/analytics/report/?from=yesterday');
    expect(badDate.json()).toEqual({ from: [ANALYTICS_MESSAGES.dateInvalid] });
    const tooLong = await get('/analytics/report/?from=2020-01-01&to=2026-01-01');
    expect(tooLong.json()).toEqual({ from: [ANALYTICS_MESSAGES.rangeTooLong] });
    expect((await get('/analytics/report/?job_id=999999')).statusCode).toBe(404);
  });
});

describe('the activity feed', () => {
  it('lists the organisation’s timeline newest first, with names, by type, user, job and day', async () => {
    const [application] = await t.database.db
      .select()
      .from(applications)
      .where(eq(applications.jobId, sales.id));
    await aMove(application!, { fromStage: 'applied', toStage: 'screening' }, new Date());
    const all = await get('/activity/?page_size=100');
    expect(all.statusCode, all.body).toBe(200);
    const page = all.json<{
      count: number;
      results: {
        type: string;
        job_title: string | null;
        candidate_name: string | null;
        created_at: string;
      }[];
    }>();
    expect(page.count).toBeGreaterThanOrEqual(4);
    // the whole organisation's total is the maintained row count: it matches what the page lists
    expect(page.count).toBe(page.results.length);
    expect(page.results[0]).toMatchObject({
      type: 'status_change',
      job_title: 'Reported Seller',
      candidate_name: 'Sasha Seller',
    });
    const times = page.results.map((row) => row.created_at);
    expect(times).toEqual([...times].sort().reverse());

    const forJob = await get(`/activity/?job_id=${sales.id}&type=status_change`);
    expect(forJob.json<{ count: number }>().count).toBe(1);
    const longAgo = await get(`/activity/?to=${dayString(daysAgo(25))}&job_id=${engineering.id}`);
    // the moves of 23 and 20 days ago and the hire of 18 are after it
    expect(longAgo.json<{ count: number }>().count).toBe(0);
    expect((await get('/activity/?from=not-a-day')).json()).toEqual({
      from: [ANALYTICS_MESSAGES.dateInvalid],
    });
  });
});

describe('a decision through the product', () => {
  it('dates a hire when it is made, and a reopened application is no hire', async () => {
    const [sasha] = await t.database.db.select().from(applications).where(eq(applications.jobId, sales.id));
    const decide = (status: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/applications/${sasha!.id}/status/`,
        payload: { status },
        headers: bearer(sessions.admin),
      });
    const hired = await decide('hired');
    expect(hired.statusCode, hired.body).toBe(200);
    const afterHire = await report(`${RANGE}&sector=Sales`);
    expect(afterHire.time_to_hire.hires).toBe(1);
    // applied five days ago at noon, hired now
    const days = (Date.now() - daysAgo(5).getTime()) / DAY;
    expect(afterHire.time_to_hire.median_days).toBeCloseTo(days, 1);
    expect(afterHire.over_time.at(-1)!.hires).toBe(1);
    expect((await report(RANGE)).time_to_hire.hires).toBe(2);

    expect((await decide('active')).statusCode).toBe(200);
    expect((await report(`${RANGE}&sector=Sales`)).time_to_hire.hires).toBe(0);
  });
});
