import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents } from '../../db/schema/index.ts';
import { createTestApp, serviceUser, type TestContext } from '../../test/app.ts';
import { createJob } from '../../test/factories.ts';
import { listTimeline } from './timeline.service.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const firstPage = { page: 1, pageSize: 25, offset: 0 };

describe('timeline', () => {
  it("lists a job's events newest first with who made them", async () => {
    const admin = await t.login('admin');
    const job = await createJob(t.database.db);
    const other = await createJob(t.database.db);
    const actor = { id: admin.user.id, full_name: admin.user.full_name };
    await t.database.db.transaction(async (tx) => {
      await t.spine.events.record(tx, {
        type: 'job.status_changed',
        actor: null,
        jobId: job.id,
        data: { from_status: 'open', to_status: 'paused' },
      });
    });
    await t.database.db.transaction(async (tx) => {
      await t.spine.events.record(tx, {
        type: 'job.status_changed',
        actor,
        jobId: job.id,
        data: { from_status: 'paused', to_status: 'open' },
      });
      await t.spine.events.record(tx, {
        type: 'note.added',
        actor,
        jobId: other.id,
        data: { text: 'Elsewhere' },
      });
    });

    const { total, results } = await listTimeline(
      { db: t.database.db, user: serviceUser('admin') },
      { scope: { jobId: job.id }, page: firstPage },
    );
    expect(total).toBe(2);
    expect(results.map((event) => event.title)).toEqual(['Job resumed', 'Job paused']);
    expect(results[0]).toMatchObject({
      type: 'status_change',
      created_by: admin.user.full_name,
      metadata: { fromStatus: 'paused', toStatus: 'open' },
    });
  });

  it('keeps neither the event nor its timeline entry when the change fails', async () => {
    const job = await createJob(t.database.db);
    await expect(
      t.database.db.transaction(async (tx) => {
        await t.spine.events.record(tx, {
          type: 'note.added',
          actor: null,
          jobId: job.id,
          data: { text: 'Never written' },
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const { total } = await listTimeline(
      { db: t.database.db, user: serviceUser('admin') },
      { scope: { jobId: job.id }, page: firstPage },
    );
    expect(total).toBe(0);
    const outbox = await t.database.db.select().from(domainEvents).where(eq(domainEvents.jobId, job.id));
    expect(outbox).toEqual([]);
  });

  it('records a stage move as a red status_change with its stages and the automated flag', async () => {
    const job = await createJob(t.database.db);
    await t.database.db.transaction(async (tx) => {
      await t.spine.events.record(tx, {
        type: 'application.stage_changed',
        actor: null,
        jobId: job.id,
        data: {
          from_stage: 'applied',
          to_stage: 'screening',
          from_label: 'Applied',
          to_label: 'CV Review',
          automated: true,
        },
      });
    });
    const { results } = await listTimeline(
      { db: t.database.db, user: serviceUser('admin') },
      { scope: { jobId: job.id }, page: firstPage },
    );
    expect(results).toEqual([
      expect.objectContaining({
        type: 'status_change',
        title: 'Moved from Applied to CV Review',
        metadata: { fromStage: 'applied', toStage: 'screening', automated: true },
      }),
    ]);
  });
});
