import { APPLICATION_FILTER_MESSAGES, type Session } from '@shortlist/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workflowStages } from '../../db/schema/index.ts';
import { bearer, createTestApp, type TestContext } from '../../test/app.ts';
import { createApplicationRow, createCandidateRow } from '../../test/candidate-factories.ts';
import { createJob } from '../../test/factories.ts';
import { recomputeJobMatchScores } from './match-scores.service.ts';

let t: TestContext;
let session: Session;
let ids: { backend: number; sales: number; ada: number; bob: number };
beforeAll(async () => {
  t = await createTestApp();
  session = await t.login('hiring_manager');
  const db = t.database.db;
  const backend = await createJob(db, { title: 'Backend Engineer', department: 'Engineering' });
  const sales = await createJob(db, { title: 'Account Executive', department: 'Sales' });
  const ada = await createCandidateRow(db, {
    fullName: 'Ada Apps',
    emails: ['ada@apps.test', 'ada2@apps.test'],
  });
  const bob = await createCandidateRow(db, { fullName: 'Bob Apps', emails: [] });
  await createApplicationRow(db, {
    candidateId: ada.id,
    jobId: backend.id,
    status: 'active',
    stageKey: 'deep_dive',
    matchScore: 85,
  });
  await createApplicationRow(db, { candidateId: ada.id, jobId: sales.id, status: 'rejected' });
  await createApplicationRow(db, {
    candidateId: bob.id,
    jobId: backend.id,
    status: 'hired',
    stageKey: 'decision',
  });
  ids = { backend: backend.id, sales: sales.id, ada: ada.id, bob: bob.id };
});
afterAll(async () => t.close());

const list = async (query = '') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/applications/${query}`,
    headers: bearer(session),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('GET /applications/', () => {
  it('embeds the candidate name and first e-mail and the job title and department', async () => {
    const page = await list(`?candidate_id=${ids.ada}&job_id=${ids.backend}`);
    expect(page.results).toHaveLength(1);
    expect(page.results[0]).toMatchObject({
      candidate: { id: ids.ada, full_name: 'Ada Apps', email: 'ada@apps.test' },
      job: { id: ids.backend, title: 'Backend Engineer', department: 'Engineering' },
      match_score: 85,
      ai_match_score: 0.85,
      stage_key: 'deep_dive',
    });
  });

  it('filters by status, stage and a search over candidate name or job title', async () => {
    expect(
      (await list('?status=hired')).results.map((a: { candidate_id: number }) => a.candidate_id),
    ).toEqual([ids.bob]);
    expect((await list('?stage_key=deep_dive')).count).toBe(1);
    expect((await list('?search=account')).results[0].job.title).toBe('Account Executive');
    expect((await list('?search=bob')).count).toBe(1);
  });

  it('counts total, active, hired and rejected in the same answer, across statuses', async () => {
    expect((await list('?status=hired')).counters).toEqual({
      total: 3,
      active: 1,
      hired: 1,
      rejected: 1,
    });
    expect((await list(`?job_id=${ids.backend}`)).counters).toEqual({
      total: 2,
      active: 1,
      hired: 1,
      rejected: 0,
    });
  });

  it('counts by stage across jobs and within a job, and what a search by e-mail finds', async () => {
    const none = { total: 0, active: 0, hired: 0, rejected: 0 };
    expect((await list('?stage_key=deep_dive')).counters).toEqual({ ...none, total: 1, active: 1 });
    expect((await list(`?job_id=${ids.backend}&stage_key=decision`)).counters).toEqual({
      ...none,
      total: 1,
      hired: 1,
    });
    const found = await list('?search=ada2@apps');
    expect(found.counters).toEqual({ ...none, total: 2, active: 1, rejected: 1 });
    expect(found.count).toBe(2);
    expect((await list('?search=nobody-by-that-name')).counters).toEqual(none);
  });

  it('counts once an application whose candidate and job a search both find', async () => {
    const zephyrJob = await createJob(t.database.db, { title: 'Zephyr Engineer' });
    const zephyr = await createCandidateRow(t.database.db, { fullName: 'Zephyr Person', emails: [] });
    const other = await createCandidateRow(t.database.db, { fullName: 'Other Person', emails: [] });
    await createApplicationRow(t.database.db, {
      candidateId: zephyr.id,
      jobId: zephyrJob.id,
      status: 'active',
    });
    await createApplicationRow(t.database.db, { candidateId: zephyr.id, jobId: ids.sales, status: 'hired' });
    await createApplicationRow(t.database.db, {
      candidateId: other.id,
      jobId: zephyrJob.id,
      status: 'rejected',
    });
    const found = await list('?search=zephyr');
    expect(found.count).toBe(3);
    expect(found.counters).toEqual({ total: 3, active: 1, hired: 1, rejected: 1 });
    // the counters stay across statuses while the list narrows to one
    const hired = await list('?search=zephyr&status=hired');
    expect(hired.count).toBe(1);
    expect(hired.counters).toEqual(found.counters);
    // a change of status moves the counters at once
    await t.database.db.execute(
      sql`update applications set status = 'withdrawn' where candidate_id = ${other.id}`,
    );
    expect((await list('?search=zephyr')).counters).toEqual({
      total: 3,
      active: 1,
      hired: 1,
      rejected: 0,
    });
  });

  it('refuses an unknown status', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/applications/?status=lost',
      headers: bearer(session),
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /applications/ advanced filters', () => {
  // One job's applications across sources, score bands and days (UTC); the names share a term a
  // search finds, so every counting path is exercised with the new filters.
  let job: number;
  let applied: Record<string, number>;
  beforeAll(async () => {
    const db = t.database.db;
    job = (await createJob(db, { title: 'Lighthouse Keeper' })).id;
    const rows = [
      ['high', 'referral', 92, '2026-03-01T10:00:00Z', 'active', 'applied'],
      ['edgeOfDay', 'linkedin', 70, '2026-03-05T23:59:59Z', 'hired', 'decision'],
      ['nextDay', 'referral', 40, '2026-03-06T00:00:00Z', 'rejected', 'applied'],
      ['unscored', 'email', null, '2026-02-20T12:00:00Z', 'active', 'applied'],
      ['eighty', 'referral', 80, '2026-03-05T00:00:00Z', 'withdrawn', 'applied'],
      ['sixty', 'form', 60, '2026-03-03T09:00:00Z', 'active', 'decision'],
      ['fiftyNine', 'form', 59, '2026-03-04T09:00:00Z', 'active', 'applied'],
    ] as const;
    applied = {};
    for (const [name, source, matchScore, appliedAt, status, stageKey] of rows) {
      const person = await createCandidateRow(db, { fullName: `Vega Filter ${name}`, emails: [] });
      const row = await createApplicationRow(db, {
        candidateId: person.id,
        jobId: job,
        source,
        matchScore,
        appliedAt: new Date(appliedAt),
        status,
        stageKey,
      });
      applied[name] = row.id;
    }
  });

  const found = async (query: string) =>
    ((await list(`?job_id=${job}&${query}`)).results as { id: number }[])
      .map(({ id }) => Object.entries(applied).find(([, applicationId]) => applicationId === id)?.[0])
      .sort();

  it('narrows the list to a source', async () => {
    expect(await found('source=referral')).toEqual(['eighty', 'high', 'nextDay']);
    expect(await found('source=other')).toEqual([]);
  });

  it('narrows the list to a match score band, leaving unscored applications out of every band', async () => {
    expect(await found('score=high')).toEqual(['eighty', 'high']);
    expect(await found('score=medium')).toEqual(['edgeOfDay', 'sixty']);
    expect(await found('score=low')).toEqual(['fiftyNine', 'nextDay']);
  });

  it('narrows the list to the days applied on, both days included whole', async () => {
    expect(await found('applied_from=2026-03-05')).toEqual(['edgeOfDay', 'eighty', 'nextDay']);
    expect(await found('applied_to=2026-03-05')).toEqual([
      'edgeOfDay',
      'eighty',
      'fiftyNine',
      'high',
      'sixty',
      'unscored',
    ]);
    expect(await found('applied_from=2026-03-05&applied_to=2026-03-05')).toEqual(['edgeOfDay', 'eighty']);
    // the first and last days a date can name, which a database timestamp cannot hold
    expect(await found('applied_from=0000-01-01&applied_to=9999-12-31')).toHaveLength(7);
    expect(await found('applied_to=0000-12-30')).toEqual([]);
  });

  it('combines the advanced filters with each other and with status and stage', async () => {
    expect(await found('source=referral&score=high&applied_to=2026-03-04')).toEqual(['high']);
    expect(await found('stage_key=decision&score=medium')).toEqual(['edgeOfDay', 'sixty']);
    const hired = await list(`?job_id=${job}&score=medium&status=hired`);
    expect(hired.count).toBe(1);
    expect(hired.counters).toEqual({ total: 2, active: 1, hired: 1, rejected: 0 });
  });

  it('counts only what the filters let through, on every counting path', async () => {
    const none = { total: 0, active: 0, hired: 0, rejected: 0 };
    // by job (the per-job counts' path without the new filter)
    expect((await list(`?job_id=${job}&source=referral`)).counters).toEqual({
      ...none,
      total: 3,
      active: 1,
      rejected: 1,
    });
    // across every job (the maintained totals' path): no other test's application is in March 2026
    expect((await list('?applied_from=2026-03-01&applied_to=2026-03-05')).counters).toEqual({
      total: 5,
      active: 3,
      hired: 1,
      rejected: 0,
    });
    // a search (the found people's counts' path)
    expect((await list('?search=vega%20filter&score=low')).counters).toEqual({
      ...none,
      total: 2,
      active: 1,
      rejected: 1,
    });
    // a stage across jobs
    expect((await list('?stage_key=decision&source=linkedin')).counters).toEqual({
      ...none,
      total: 1,
      hired: 1,
    });
  });

  it('answers counters equal to counting the filtered rows', async () => {
    const queries = [
      'source=referral',
      'source=form&stage_key=applied',
      'score=high',
      'score=low&search=vega',
      `score=medium&job_id=${job}`,
      'applied_from=2026-03-04',
      'applied_to=2026-03-04&stage_key=decision',
      'search=filter&applied_from=2026-03-02&applied_to=2026-03-05',
    ];
    for (const query of queries) {
      const page = await list(`?${query}&page_size=100`);
      const rows = page.results as { status: string }[];
      const counted = (status: string) => rows.filter((row) => row.status === status).length;
      expect(page.count).toBe(rows.length);
      expect(page.counters, query).toEqual({
        total: rows.length,
        active: counted('active'),
        hired: counted('hired'),
        rejected: counted('rejected'),
      });
    }
  });

  it('refuses a bad source, band or day with the field and its message', async () => {
    const refused = async (query: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/applications/?${query}`,
        headers: bearer(session),
      });
      expect(response.statusCode, query).toBe(400);
      return response.json();
    };
    expect(await refused('source=fax')).toEqual({ source: [APPLICATION_FILTER_MESSAGES.source] });
    expect(await refused('score=great')).toEqual({ score: [APPLICATION_FILTER_MESSAGES.score] });
    expect(await refused('applied_from=2026-13-01')).toEqual({
      applied_from: [APPLICATION_FILTER_MESSAGES.appliedDate],
    });
    expect(await refused('applied_to=yesterday')).toEqual({
      applied_to: [APPLICATION_FILTER_MESSAGES.appliedDate],
    });
    expect(await refused('applied_from=2026-03-06&applied_to=2026-03-05')).toEqual({
      applied_to: [APPLICATION_FILTER_MESSAGES.appliedRangeReversed],
    });
  });

  it('lets every role filter, as it lets every role list', async () => {
    for (const role of ['admin', 'recruiter', 'finance'] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/applications/?job_id=${job}&source=referral&score=high&applied_from=2026-03-01`,
        headers: bearer(await t.login(role)),
      });
      expect(response.statusCode, role).toBe(200);
      expect(response.json().count).toBe(2);
    }
  });
});

describe('match scores', () => {
  it('recomputes a candidate’s scores when their skills change', async () => {
    const db = t.database.db;
    const job = await createJob(db, {
      skillsRequired: ['Rust', 'Kafka'],
      skillsNice: [],
      location: 'Remote',
    });
    const candidate = await createCandidateRow(db, { skillsExtracted: [], yearsExperience: null });
    await createApplicationRow(db, { candidateId: candidate.id, jobId: job.id });
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/candidates/${candidate.id}/`,
      headers: bearer(session),
      payload: { skills_extracted: ['rust'] },
    });
    const [low] = (await list(`?candidate_id=${candidate.id}`)).results;
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/candidates/${candidate.id}/`,
      headers: bearer(session),
      payload: { skills_extracted: ['Rust', 'Kafka Streams'] },
    });
    const [high] = (await list(`?candidate_id=${candidate.id}`)).results;
    expect(high.match_score).toBeGreaterThan(low.match_score);
    expect(high.match_breakdown.matched_required).toEqual(['Rust', 'Kafka']);
  });

  it('recomputes a job’s scores on demand for the jobs feature', async () => {
    const db = t.database.db;
    const job = await createJob(db, { skillsRequired: ['Elixir'], location: 'Remote' });
    const candidate = await createCandidateRow(db, { skillsExtracted: ['Elixir'] });
    await createApplicationRow(db, { candidateId: candidate.id, jobId: job.id });
    await recomputeJobMatchScores(db, { events: t.spine.events, actor: null }, job.id);
    const [application] = (await list(`?candidate_id=${candidate.id}`)).results;
    expect(application.match_score).toBeGreaterThanOrEqual(80);
  });
});

describe('GET /applications/stages/', () => {
  it('lists the stages that hold applications, labelled by the workflow, in its order', async () => {
    const db = t.database.db;
    const job = await createJob(db);
    await db.insert(workflowStages).values([
      { jobId: job.id, key: 'applied', label: 'Applied', order: 1 },
      { jobId: job.id, key: 'deep_dive', label: 'Deep Dive', order: 4 },
      { jobId: job.id, key: 'decision', label: 'Decision', order: 9 },
    ]);
    const candidate = await createCandidateRow(db);
    const other = await createCandidateRow(db);
    await createApplicationRow(db, { candidateId: candidate.id, jobId: job.id, stageKey: 'decision' });
    await createApplicationRow(db, { candidateId: other.id, jobId: job.id, stageKey: 'applied' });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/applications/stages/',
      headers: bearer(session),
    });
    expect(response.json()).toEqual([
      { key: 'applied', label: 'Applied' },
      { key: 'decision', label: 'Decision' },
    ]);
  });
});
