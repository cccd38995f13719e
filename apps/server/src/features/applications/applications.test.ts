import type { Session } from '@shortlist/contracts';
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
    expect((await list('?status=hired')).counters).toEqual({ total: 3, active: 1, hired: 1, rejected: 1 });
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
    expect((await list('?search=zephyr')).counters).toEqual({ total: 3, active: 1, hired: 1, rejected: 0 });
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
