import type { DashboardTiles, DashboardVisit, Offer, Role } from '@shortlist/contracts';
import { INTERVIEW_MESSAGES } from '@shortlist/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  applications,
  interviewInterviewers,
  interviews,
  tasks,
  workflowStages,
} from '../../db/schema/index.ts';
import { calendarBounds } from '../../platform/zoned-calendar.ts';
import { testApp } from '../../test/app.ts';
import { createApplication, createJobWithWorkflow } from '../../test/pipeline-factories.ts';

/**
 * Issue 15: every number of the dashboard against data this file builds, at the boundaries that
 * decide it (this week from Monday, 7 days in a stage, the final stages, closed applications).
 */
const t = testApp();
const MINUTE = 60_000;

/**
 * Today's bounds as the server will see them when the test asks: ten seconds or less before
 * midnight (UTC, the test server's zone), the test waits for the new day first, so what it puts
 * "today" is still today when the server counts it.
 */
async function settledToday() {
  const left = calendarBounds(new Date()).dayEnd.getTime() - Date.now();
  if (left < 10_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
  return calendarBounds(new Date());
}
const DAY = 86_400_000;
let sequence = 0;

const call = t.call;

async function tiles(role: Role, query = ''): Promise<DashboardTiles> {
  const response = await call(role, 'GET', `/analytics/dashboard-tiles/${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DashboardTiles>();
}

/** An application without a score that arrived 10 days ago, unless told otherwise. */
async function anApplication(jobId: number, options: Parameters<typeof createApplication>[2] = {}) {
  const { application } = await createApplication(t.database.db, jobId, {
    matchScore: null,
    appliedAt: new Date(Date.now() - 10 * DAY),
    ...options,
  });
  return application;
}

/** A job whose workflow is these stage keys, in order. */
async function aJobWithStages(keys: string[], overrides: Parameters<typeof createJobWithWorkflow>[1] = {}) {
  const job = await createJobWithWorkflow(t.database.db, overrides);
  await t.database.db.delete(workflowStages).where(eq(workflowStages.jobId, job.id));
  await t.database.db
    .insert(workflowStages)
    .values(keys.map((key, index) => ({ jobId: job.id, key, label: key, order: index + 1 })));
  return job;
}

async function anInterview(
  applicationId: number,
  scheduledAt: Date,
  interviewerId?: number,
  status = 'scheduled',
) {
  const [application] = await t.database.db
    .select()
    .from(applications)
    .where(eq(applications.id, applicationId));
  sequence += 1;
  const [interview] = await t.database.db
    .insert(interviews)
    .values({
      applicationId,
      candidateId: application!.candidateId,
      jobId: application!.jobId,
      interviewType: 'facet',
      scheduledAt,
      durationMinutes: 45,
      status,
      uid: `dashboard-${sequence}@test`,
    })
    .returning();
  if (interviewerId)
    await t.database.db
      .insert(interviewInterviewers)
      .values({ interviewId: interview!.id, userId: interviewerId });
  return interview!;
}

describe('the dashboard tiles', () => {
  it('with nothing in the organisation: zeros and nulls, never sample data', async () => {
    const empty = await tiles('recruiter');
    expect(empty.metrics_summary).toEqual({
      total_open_jobs: 0,
      departments: 0,
      open_jobs_this_week: 0,
      pipeline_candidates: 0,
      pipeline_this_week: 0,
      average_match_score: null,
      final_stage_candidates: 0,
      interviews_this_week: 0,
      interviews_today: 0,
    });
    expect(empty).toMatchObject({
      hire_success_rate: null,
      hires: 0,
      closed_applications: 0,
      stale_candidates: 0,
      recent_applications: [],
      active_jobs: [],
    });
    expect(empty.my_work.open_tasks).toEqual({ total: 0, overdue: 0, items: [] });
  });

  it('counts every number at its boundary', async () => {
    const bounds = await settledToday();
    const now = new Date();
    const { db } = t.database;

    // jobs: three open in two departments (two made this week), one paused, one closed
    const engineering = await createJobWithWorkflow(db, {
      title: 'Platform Engineer',
      department: 'Engineering',
    });
    await createJobWithWorkflow(db, {
      title: 'Account Executive',
      department: 'Sales',
      createdAt: new Date(bounds.weekStart.getTime() - MINUTE),
    });
    await createJobWithWorkflow(db, { title: 'Data Engineer', department: 'Engineering' });
    await createJobWithWorkflow(db, { title: 'Controller', department: 'Finance', status: 'paused' });
    await createJobWithWorkflow(db, { title: 'Old Role', department: 'Legal', status: 'closed' });
    // a bar raiser in the middle: "panel" comes after it; a workflow with none has only offer/decision
    const barRaiserFirst = await aJobWithStages(['applied', 'bar_raiser', 'panel', 'offer'], {
      status: 'paused',
    });
    const noBarRaiser = await aJobWithStages(['applied', 'screening', 'offer'], { status: 'paused' });

    // final stages: decision, after the bar raiser, offer — not the bar raiser itself or before it
    const decision = await anApplication(engineering.id, { stageKey: 'decision', matchScore: 90 });
    await anApplication(engineering.id, { stageKey: 'bar_raiser', matchScore: 70 });
    await anApplication(engineering.id, { stageKey: 'reference' });
    await anApplication(barRaiserFirst.id, { stageKey: 'panel' });
    await anApplication(barRaiserFirst.id, { stageKey: 'offer' });
    await anApplication(noBarRaiser.id, { stageKey: 'screening', matchScore: 50 });
    await anApplication(noBarRaiser.id, { stageKey: 'offer' });
    // the same candidate in a second pipeline
    await t.database.db.insert(applications).values({
      candidateId: decision.candidateId,
      jobId: noBarRaiser.id,
      appliedAt: new Date(Date.now() - 10 * DAY),
    });

    // closed: two hires, one rejection (at a final stage: not counted there), one withdrawal
    await anApplication(engineering.id, { status: 'hired', matchScore: 10 });
    await anApplication(engineering.id, { status: 'hired' });
    await anApplication(engineering.id, { status: 'rejected', stageKey: 'decision', matchScore: 0 });
    await anApplication(engineering.id, {
      status: 'withdrawn',
      stageEnteredAt: new Date(now.getTime() - 30 * DAY),
    });

    // stale: 7 days or more in the stage (a closed application is never stale)
    await anApplication(engineering.id, { stageEnteredAt: new Date(now.getTime() - 7 * DAY) });
    await anApplication(engineering.id, { stageEnteredAt: new Date(now.getTime() - 7 * DAY + 5 * MINUTE) });
    await anApplication(engineering.id, { stageEnteredAt: new Date(now.getTime() - 40 * DAY) });

    // this week: from Monday 00:00
    await anApplication(engineering.id, { appliedAt: new Date(bounds.weekStart.getTime() + MINUTE) });
    await anApplication(engineering.id, { appliedAt: new Date(bounds.weekStart.getTime() - MINUTE) });
    await anApplication(engineering.id, { appliedAt: bounds.weekStart });

    // interviews: this week from Monday to Sunday, not cancelled
    const times = [
      new Date(bounds.weekStart.getTime()),
      new Date(bounds.weekEnd.getTime() - MINUTE),
      new Date(bounds.weekStart.getTime() - MINUTE),
      new Date(bounds.weekEnd.getTime()),
      new Date(bounds.dayStart.getTime() + 30 * MINUTE),
    ];
    for (const time of times) await anInterview(decision.id, time);
    await anInterview(decision.id, new Date(bounds.dayStart.getTime() + 60 * MINUTE), undefined, 'cancelled');
    const inDay = (time: Date) => time >= bounds.dayStart && time < bounds.dayEnd;

    const result = await tiles('recruiter');
    expect(result.metrics_summary).toEqual({
      total_open_jobs: 3,
      departments: 2,
      open_jobs_this_week: 2,
      // 14 active applications (one candidate twice: a card on each board)
      pipeline_candidates: 14,
      pipeline_this_week: 2,
      // (90 + 70 + 50) / 3 — closed applications' scores do not count
      average_match_score: 70,
      final_stage_candidates: 4,
      interviews_this_week: 3,
      interviews_today: times.filter(inDay).length,
    });
    expect(result).toMatchObject({
      hire_success_rate: 50,
      hires: 2,
      closed_applications: 4,
      stale_candidates: 2,
    });

    // the same numbers for every role (spec 01 §6: all of them see every job and candidate)
    for (const role of ['admin', 'hiring_manager', 'finance'] as const)
      expect((await tiles(role)).metrics_summary).toEqual(result.metrics_summary);
  });

  it('lists the six newest applications and up to four open jobs, newest first', async () => {
    const job = await createJobWithWorkflow(t.database.db, { title: 'Newest Opening', department: 'Design' });
    const names = [
      'Ines Alvarez',
      'Jonas Berg',
      'Kemal Demir',
      'Lucia Russo',
      'Mei Tanaka',
      'Noah Smith',
      'Omar Haddad',
    ];
    for (const [index, name] of names.entries())
      await anApplication(job.id, {
        name,
        appliedAt: new Date(Date.now() - (index + 1) * MINUTE),
        matchScore: index === 0 ? 88 : null,
      });

    const result = await tiles('recruiter');
    expect(result.recent_applications.map((row) => row.candidate_name)).toEqual(names.slice(0, 6));
    expect(result.recent_applications[0]).toMatchObject({
      job_id: job.id,
      job_title: 'Newest Opening',
      status: 'active',
      stage_key: 'applied',
      stage_label: 'Applied',
      match_score: 88,
    });
    expect(result.recent_applications[1]!.match_score).toBeNull();
    expect(result.active_jobs).toHaveLength(4);
    expect(result.active_jobs[0]).toMatchObject({
      id: job.id,
      title: 'Newest Opening',
      department: 'Design',
      active_candidates: 7,
    });
  });

  it('takes "today" and "this week" in the viewer’s time zone, and refuses an unknown zone', async () => {
    const now = new Date(Date.now() + 6 * MINUTE);
    const kiritimati = await tiles('recruiter', '?tz=Pacific/Kiritimati');
    const expected = calendarBounds(now, 'Pacific/Kiritimati');
    expect(kiritimati.day_starts_at).toBe(expected.dayStart.toISOString());
    expect(kiritimati.week_starts_at).toBe(expected.weekStart.toISOString());

    const refused = await call('recruiter', 'GET', '/analytics/dashboard-tiles/?tz=Mars/Olympus');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ tz: [INTERVIEW_MESSAGES.timeZoneInvalid] });
  });
});

describe('my work', () => {
  it('lists my interviews today, my open tasks (overdue first flagged) and nobody else’s', async () => {
    const bounds = await settledToday();
    const job = await createJobWithWorkflow(t.database.db, { title: 'Work Job' });
    const application = await anApplication(job.id, { name: 'Priya Raman' });
    await anInterview(
      application.id,
      new Date(bounds.dayStart.getTime() + 20 * MINUTE),
      t.session('recruiter').user.id,
    );
    await anInterview(
      application.id,
      new Date(bounds.dayEnd.getTime() + 20 * MINUTE),
      t.session('recruiter').user.id,
    );
    await t.database.db.insert(tasks).values([
      {
        title: 'Call Priya back',
        assigneeId: t.session('recruiter').user.id,
        applicationId: application.id,
        candidateId: application.candidateId,
        jobId: job.id,
        dueAt: new Date(Date.now() - DAY),
      },
      { title: 'Done already', assigneeId: t.session('recruiter').user.id, completedAt: new Date() },
      { title: 'Not mine', assigneeId: t.session('admin').user.id },
    ]);

    const work = (await tiles('recruiter')).my_work;
    expect(work.interviews_today.total).toBe(1);
    expect(work.interviews_today.items[0]).toMatchObject({
      candidate_id: application.candidateId,
      candidate_name: 'Priya Raman',
      job_title: 'Work Job',
      duration_minutes: 45,
    });
    expect(work.open_tasks).toMatchObject({ total: 1, overdue: 1 });
    expect(work.open_tasks.items).toEqual([
      expect.objectContaining({ title: 'Call Priya back', candidate_name: 'Priya Raman', overdue: true }),
    ]);
    expect((await tiles('finance')).my_work.interviews_today.total).toBe(0);
  });

  it('lists the sign-offs asked of me until they are given', async () => {
    const job = await createJobWithWorkflow(t.database.db, {
      title: 'Sign-off Job',
      createdBy: t.session('recruiter').user.id,
    });
    const asked = await call('recruiter', 'POST', `/jobs/${job.id}/signoff-requests/`, {
      signoff: 'strategy',
      user_id: t.session('hiring_manager').user.id,
    });
    expect(asked.statusCode, asked.body).toBe(202);

    const waiting = (await tiles('hiring_manager')).my_work.signoff_requests;
    expect(waiting.items).toEqual([
      expect.objectContaining({
        job_id: job.id,
        job_title: 'Sign-off Job',
        signoff: 'strategy',
        label: 'Strategy Team',
      }),
    ]);
    expect(waiting.items[0]!.requested_by).toBe(t.session('recruiter').user.full_name);
    expect((await tiles('finance')).my_work.signoff_requests.total).toBe(0);

    await call('hiring_manager', 'PATCH', `/jobs/${job.id}/`, { signoff_strategy: true });
    expect((await tiles('hiring_manager')).my_work.signoff_requests.total).toBe(0);
  });

  it('lists the offers waiting for my approval, for those who may give it', async () => {
    const job = await createJobWithWorkflow(t.database.db, {
      title: 'Offer Job',
      salaryMin: 80_000,
      signoffPeopleOps: true,
      signoffStrategy: true,
    });
    const application = await anApplication(job.id, { name: 'Tomasz Nowak', stageKey: 'decision' });
    const draft = await call('recruiter', 'POST', '/offers/', { application_id: application.id });
    expect(draft.statusCode, draft.body).toBe(201);
    const offer = draft.json<Offer>();
    expect((await call('recruiter', 'POST', `/offers/${offer.id}/submit/`)).statusCode).toBe(200);

    const waiting = (await tiles('hiring_manager')).my_work.offer_approvals;
    expect(waiting.items).toEqual([
      expect.objectContaining({
        offer_id: offer.id,
        application_id: application.id,
        candidate_name: 'Tomasz Nowak',
        job_title: 'Offer Job',
      }),
    ]);
    // a recruiter does not approve hires
    expect((await tiles('recruiter')).my_work.offer_approvals.total).toBe(0);
    // once the hiring manager has approved, it no longer waits for them
    await call('hiring_manager', 'POST', `/offers/${offer.id}/approve/`, {});
    expect((await tiles('hiring_manager')).my_work.offer_approvals.total).toBe(0);
  });
});

describe('NEW in Recent Activity', () => {
  it('marks as NEW what arrived since the previous visit', async () => {
    // an organisation whose applications are only these three
    await t.database.db.delete(applications);
    const job = await createJobWithWorkflow(t.database.db, { title: 'Visit Job' });
    await anApplication(job.id, { name: 'Yesterday Applicant', appliedAt: new Date(Date.now() - 2 * DAY) });
    await anApplication(job.id, {
      name: 'This Morning Applicant',
      appliedAt: new Date(Date.now() - 2 * 3_600_000),
    });

    // a first visit: nothing to compare with, so the last 24 hours are new
    const first = (
      await call('hiring_manager', 'POST', '/analytics/dashboard-visits/')
    ).json<DashboardVisit>();
    expect(first.previous_visit_at).toBeNull();
    const firstTiles = await tiles('hiring_manager');
    const isNew = (result: DashboardTiles, name: string) =>
      result.recent_applications.find((row) => row.candidate_name === name)?.is_new;
    expect(isNew(firstTiles, 'This Morning Applicant')).toBe(true);
    expect(isNew(firstTiles, 'Yesterday Applicant')).toBe(false);

    // a reload within the minute is the same visit
    t.advanceClock(30_000);
    const reload = (
      await call('hiring_manager', 'POST', '/analytics/dashboard-visits/')
    ).json<DashboardVisit>();
    expect(reload.previous_visit_at).toBeNull();

    // someone applies; the next visit marks only them
    await anApplication(job.id, { name: 'Fresh Applicant', appliedAt: new Date(Date.now() + 31_000) });
    t.advanceClock(5 * MINUTE);
    const second = (
      await call('hiring_manager', 'POST', '/analytics/dashboard-visits/')
    ).json<DashboardVisit>();
    expect(second.previous_visit_at).toBe(reload.visited_at);
    const secondTiles = await tiles('hiring_manager');
    expect(secondTiles.previous_visit_at).toBe(reload.visited_at);
    expect(isNew(secondTiles, 'Fresh Applicant')).toBe(true);
    expect(isNew(secondTiles, 'This Morning Applicant')).toBe(false);
    // refreshing the tiles does not move the mark; another user's visits are their own
    expect(isNew(await tiles('hiring_manager'), 'Fresh Applicant')).toBe(true);
    expect((await tiles('finance')).previous_visit_at).toBeNull();
  });
});
