import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createJob } from '../../test/factories.ts';
import { listTimeline, recordTimelineEvent } from './timeline.service.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('timeline', () => {
  it("lists a job's events newest first with who made them", async () => {
    const admin = await t.login('admin');
    const job = await createJob(t.database.db);
    const other = await createJob(t.database.db);
    await recordTimelineEvent(t.database.db, { jobId: job.id, type: 'status_change', title: 'Job paused' });
    await recordTimelineEvent(t.database.db, {
      jobId: job.id,
      type: 'status_change',
      title: 'Job resumed',
      userId: admin.user.id,
      metadata: { fromStatus: 'paused', toStatus: 'open' },
    });
    await recordTimelineEvent(t.database.db, { jobId: other.id, type: 'note', title: 'Elsewhere' });

    const { total, results } = await listTimeline(
      t.database.db,
      { jobId: job.id },
      { page: 1, pageSize: 25, offset: 0 },
    );
    expect(total).toBe(2);
    expect(results.map((event) => event.title)).toEqual(['Job resumed', 'Job paused']);
    expect(results[0]).toMatchObject({ created_by: admin.user.full_name, metadata: { toStatus: 'open' } });
  });

  it('rolls back with the change it belongs to', async () => {
    const job = await createJob(t.database.db);
    await expect(
      t.database.db.transaction(async (tx) => {
        await recordTimelineEvent(tx, { jobId: job.id, type: 'note', title: 'Never written' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const { total } = await listTimeline(
      t.database.db,
      { jobId: job.id },
      { page: 1, pageSize: 25, offset: 0 },
    );
    expect(total).toBe(0);
  });
});
