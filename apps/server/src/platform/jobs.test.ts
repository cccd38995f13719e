import type { BackgroundJobs, FailedJob } from '@shortlist/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestContext } from '../test/app.ts';
import { createJob } from '../test/factories.ts';

let t: TestContext;
const runs: number[] = [];
let failing = true;

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      beforeStart: ({ events }) =>
        events.subscribe({
          name: 'test-mailer',
          types: ['note.added'],
          retryLimit: 1,
          retryDelaySeconds: 1,
          handle: async (event) => {
            runs.push(event.id);
            if (failing) throw new Error('mailbox unreachable');
          },
        }),
    },
  );
});
afterAll(async () => t.close());

describe('a background job whose handler throws', () => {
  it('is retried, then dead-lettered where an administrator sees it and can run it again', async () => {
    const admin = await t.login('admin');
    const recruiter = await t.login('recruiter');
    const job = await createJob(t.database.db);
    const noted = await t.app.inject({
      method: 'POST',
      url: `/api/v1/jobs/${job.id}/notes/`,
      headers: bearer(admin),
      payload: { text: 'Kick-off on Monday' },
    });
    expect(noted.statusCode).toBe(204);
    await t.settle();
    // the first run and one retry
    expect(runs).toHaveLength(2);
    expect(new Set(runs).size).toBe(1);

    const overview = await t.app.inject({
      method: 'GET',
      url: '/api/v1/background-jobs/',
      headers: bearer(admin),
    });
    expect(overview.statusCode).toBe(200);
    const body = overview.json<BackgroundJobs>();
    expect(body.queues).toContainEqual({ name: 'event.test-mailer', queued: 0, active: 0, failed: 1 });
    const failed = body.failed.find((item: FailedJob) => item.queue === 'event.test-mailer');
    expect(failed).toMatchObject({
      error: 'mailbox unreachable',
      retry_count: 1,
      data: { event_id: runs[0] },
    });
    expect(failed?.failed_at).not.toBeNull();

    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/v1/background-jobs/',
      headers: bearer(recruiter),
    });
    expect(refused.statusCode).toBe(403);

    failing = false;
    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/v1/background-jobs/event.test-mailer/${failed?.id}/retry/`,
      headers: bearer(admin),
    });
    expect(retried.statusCode).toBe(202);
    await t.settle();
    expect(runs).toHaveLength(3);
    const after = (
      await t.app.inject({ method: 'GET', url: '/api/v1/background-jobs/', headers: bearer(admin) })
    ).json<BackgroundJobs>();
    expect(after.failed.filter((item) => item.queue === 'event.test-mailer')).toEqual([]);
  });

  it('answers 404 for a job that is not a failed one', async () => {
    const admin = await t.login('admin');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/background-jobs/event.notifications/00000000-0000-4000-8000-000000000000/retry/',
      headers: bearer(admin),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'No failed job with that id in that queue.' });
  });
});
