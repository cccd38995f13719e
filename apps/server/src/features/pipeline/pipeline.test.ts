import { describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/index.ts';
import { serviceUser, testApp } from '../../test/app.ts';
import { createApplication, createJobWithWorkflow } from '../../test/pipeline-factories.ts';
import { listTimeline } from '../timeline/timeline.service.ts';

const t = testApp();

const call = t.call;

const keysOf = (response: { json(): { key: string }[] }) => response.json().map((stage) => stage.key);

describe('the stage editor', () => {
  it("lists a job's stages in order with how many applications each holds", async () => {
    const job = await createJobWithWorkflow(t.database.db);
    await createApplication(t.database.db, job.id, { stageKey: 'screening' });
    await createApplication(t.database.db, job.id, { stageKey: 'screening', status: 'rejected' });
    const response = await call('finance', 'GET', `/jobs/${job.id}/stages/`);
    expect(response.statusCode).toBe(200);
    expect(keysOf(response)).toEqual([
      'applied',
      'screening',
      'prospector',
      'deep_dive',
      'facet',
      'work_sample',
      'reference',
      'bar_raiser',
      'decision',
    ]);
    expect(response.json()[1]).toMatchObject({ label: 'CV Review', order: 2, application_count: 2 });
  });

  it("counts only the job's own applications in each stage, whatever other jobs hold (issue 11)", async () => {
    const job = await createJobWithWorkflow(t.database.db);
    const other = await createJobWithWorkflow(t.database.db);
    await createApplication(t.database.db, job.id, { stageKey: 'facet' });
    for (let i = 0; i < 3; i++) await createApplication(t.database.db, other.id, { stageKey: 'facet' });
    await createApplication(t.database.db, other.id, { stageKey: 'applied' });
    const counts = Object.fromEntries(
      (await call('admin', 'GET', `/jobs/${job.id}/stages/`))
        .json()
        .map((stage: { key: string; application_count: number }) => [stage.key, stage.application_count]),
    );
    expect(counts).toMatchObject({ facet: 1, applied: 0, screening: 0 });
  });

  it('refuses an update that changes nothing, naming why', async () => {
    const job = await createJobWithWorkflow(t.database.db);
    const response = await call('recruiter', 'PATCH', `/jobs/${job.id}/stages/screening/`, {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ non_field_errors: ['Send at least one field to change.'] });
  });

  it('adds a stage at a position, with a unique key, and records it on the job timeline', async () => {
    const job = await createJobWithWorkflow(t.database.db);
    const first = await call('recruiter', 'POST', `/jobs/${job.id}/stages/`, {
      label: 'Culture Fit',
      order: 3,
    });
    expect(first.statusCode).toBe(201);
    expect(keysOf(first).slice(0, 4)).toEqual(['applied', 'screening', 'culture_fit', 'prospector']);
    expect(first.json().map((stage: { order: number }) => stage.order)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);

    const second = await call('recruiter', 'POST', `/jobs/${job.id}/stages/`, {
      label: 'Culture fit',
      actions: ['schedule_meet'],
    });
    expect(keysOf(second).at(-1)).toBe('culture_fit_2');
    expect(second.json().at(-1)).toMatchObject({ actions: ['schedule_meet'], order: 11 });

    const timeline = await listTimeline(
      { db: t.database.db, user: serviceUser('admin') },
      { scope: { jobId: job.id }, page: { page: 1, pageSize: 10, offset: 0 } },
    );
    expect(timeline.results.map((event) => event.title)).toContain('Stage "Culture Fit" added');
  });

  it('renames a stage and keeps its key, so applications in it stay put', async () => {
    const job = await createJobWithWorkflow(t.database.db);
    const response = await call('admin', 'PATCH', `/jobs/${job.id}/stages/facet/`, {
      label: 'Panel Interview',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()[4]).toMatchObject({ key: 'facet', label: 'Panel Interview' });
  });

  it('refuses an empty stage name with the field message', async () => {
    const job = await createJobWithWorkflow(t.database.db);
    const response = await call('admin', 'PATCH', `/jobs/${job.id}/stages/facet/`, { label: '  ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ label: ['Stage name is required'] });
  });

  it('reorders the stages, and refuses an order that drops or repeats a stage', async () => {
    const job = await createJobWithWorkflow(t.database.db);
    const keys = keysOf(await call('admin', 'GET', `/jobs/${job.id}/stages/`));
    const reversed = [...keys].reverse();
    const response = await call('admin', 'PUT', `/jobs/${job.id}/stages/order/`, { keys: reversed });
    expect(keysOf(response)).toEqual(reversed);

    const missing = await call('admin', 'PUT', `/jobs/${job.id}/stages/order/`, { keys: keys.slice(1) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toHaveProperty('keys');
    const repeated = await call('admin', 'PUT', `/jobs/${job.id}/stages/order/`, {
      keys: [...keys.slice(1), keys[1]],
    });
    expect(repeated.statusCode).toBe(400);
  });

  it('refuses to remove a stage that still holds applications, naming how many', async () => {
    const job = await createJobWithWorkflow(t.database.db);
    await createApplication(t.database.db, job.id, { stageKey: 'prospector' });
    await createApplication(t.database.db, job.id, { stageKey: 'prospector', status: 'withdrawn' });
    const response = await call('recruiter', 'DELETE', `/jobs/${job.id}/stages/prospector/`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      detail: 'Cannot remove "Prospector": 2 applications are still in this stage. Move them first.',
      application_count: 2,
    });
  });

  it('removes an empty stage and closes the gap in the order', async () => {
    const job = await createJobWithWorkflow(t.database.db);
    const response = await call('recruiter', 'DELETE', `/jobs/${job.id}/stages/deep_dive/`);
    expect(response.statusCode).toBe(200);
    expect(keysOf(response)).not.toContain('deep_dive');
    expect(response.json().map((stage: { order: number }) => stage.order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('keeps at least three stages', async () => {
    const job = await createJobWithWorkflow(t.database.db);
    for (const key of ['prospector', 'deep_dive', 'facet', 'work_sample', 'reference', 'bar_raiser']) {
      expect((await call('admin', 'DELETE', `/jobs/${job.id}/stages/${key}/`)).statusCode).toBe(200);
    }
    const response = await call('admin', 'DELETE', `/jobs/${job.id}/stages/decision/`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'A workflow needs at least 3 stages.' });
  });

  it('answers 404 for a job or stage that does not exist', async () => {
    const job = await createJobWithWorkflow(t.database.db);
    expect((await call('admin', 'GET', '/jobs/999999/stages/')).statusCode).toBe(404);
    // a job without a workflow (written straight in SQL) has none to list, and is no 404
    const [bare] = await t.database.db.insert(jobs).values({ title: 'No Workflow Job' }).returning();
    const none = await call('admin', 'GET', `/jobs/${bare!.id}/stages/`);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);
    expect((await call('admin', 'PATCH', `/jobs/${job.id}/stages/nope/`, { label: 'X' })).statusCode).toBe(
      404,
    );
  });

  describe('who may edit', () => {
    it.each([
      ['admin', 201],
      ['recruiter', 201],
      ['hiring_manager', 403],
      ['finance', 403],
    ] as const)('%s on a job they are not on → %i', async (role, status) => {
      const job = await createJobWithWorkflow(t.database.db);
      expect((await call(role, 'POST', `/jobs/${job.id}/stages/`, { label: 'Extra' })).statusCode).toBe(
        status,
      );
    });

    it('lets a hiring manager edit the jobs they created or are on the hiring team of', async () => {
      const created = await createJobWithWorkflow(t.database.db, {
        createdBy: t.session('hiring_manager').user.id,
      });
      const onTeam = await createJobWithWorkflow(t.database.db, {
        hiringTeam: [{ email: t.session('hiring_manager').user.email.toUpperCase(), role: 'hiring_manager' }],
      });
      for (const job of [created, onTeam]) {
        expect(
          (await call('hiring_manager', 'POST', `/jobs/${job.id}/stages/`, { label: 'Extra' })).statusCode,
        ).toBe(201);
      }
    });

    it('answers 401 to an anonymous caller', async () => {
      const job = await createJobWithWorkflow(t.database.db);
      expect((await t.app.inject({ method: 'GET', url: `/api/v1/jobs/${job.id}/stages/` })).statusCode).toBe(
        401,
      );
    });
  });
});
