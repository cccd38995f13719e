import type { Session } from '@shortlist/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestContext } from '../../test/app.ts';
import { createJob } from '../../test/factories.ts';

let t: TestContext;
let session: Session;
beforeAll(async () => {
  t = await createTestApp();
  session = await t.login('hiring_manager');
  await createJob(t.database.db, { title: 'Remote Engineer', location: 'Remote (EU)' });
  await createJob(t.database.db, { title: 'Anywhere Consultant', location: 'Anywhere', status: 'paused' });
  await createJob(t.database.db, { title: 'London Manager', location: 'London, UK' });
});
afterAll(async () => t.close());

const titles = async (query: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/jobs/${query}`,
    headers: bearer(session),
  });
  expect(response.statusCode).toBe(200);
  return response
    .json()
    .results.map((job: { title: string }) => job.title)
    .sort();
};

describe('GET /jobs/', () => {
  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/jobs/' })).statusCode).toBe(401);
  });

  it('lists every job for any role', async () => {
    expect(await titles('')).toEqual(['Anywhere Consultant', 'London Manager', 'Remote Engineer']);
  });

  it('keeps only remote or anywhere locations with location=remote, case-insensitively', async () => {
    expect(await titles('?location=remote')).toEqual(['Anywhere Consultant', 'Remote Engineer']);
  });

  it('combines the status and location filters', async () => {
    expect(await titles('?location=remote&status=open')).toEqual(['Remote Engineer']);
  });
});
