import { CAREERS_MESSAGES, type PublicJob } from '@shortlist/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createJob } from '../../test/factories.ts';

/**
 * Issue 16: what anyone may read of the jobs without signing in — the careers list and one job,
 * with only the fields a job advertises.
 */
let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('the public job', () => {
  it('shows what the job advertises and nothing internal', async () => {
    const job = await createJob(t.database.db, {
      title: 'Compiler Engineer',
      location: 'Berlin, Germany',
      description: '<p>Build <strong>compilers</strong>.</p>',
      skillsRequired: ['Rust'],
      salaryMin: 90_000,
      salaryMax: 120_000,
      businessCase: 'Confidential: we are replacing a team member who is leaving.',
      interviewGuidance: 'Ask about the outage of last spring.',
      idealProfile: 'Someone from our competitor.',
    });
    const response = await t.app.inject({ url: `/api/v1/public/jobs/${job.id}/` });
    expect(response.statusCode).toBe(200);
    const body = response.json<PublicJob>();
    expect(body).toMatchObject({
      id: job.id,
      title: 'Compiler Engineer',
      location: 'Berlin, Germany',
      remote: false,
      description: '<p>Build <strong>compilers</strong>.</p>',
      skills_required: ['Rust'],
      accepting_applications: true,
      salary: null,
    });
    for (const secret of [
      'Confidential',
      'outage',
      'competitor',
      '90000',
      'quality_threshold',
      'application_count',
    ])
      expect(response.body).not.toContain(secret);
  });

  it('shows the salary range only when the job publishes it', async () => {
    const job = await createJob(t.database.db, {
      salaryMin: 90_000,
      salaryMax: 120_000,
      publishSalary: true,
    });
    const body = (await t.app.inject({ url: `/api/v1/public/jobs/${job.id}/` })).json<PublicJob>();
    expect(body.salary).toEqual({ min: 90_000, max: 120_000, currency: 'USD' });
  });

  it('says a paused, closed or expired job takes no applications, and 404s a missing one', async () => {
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const today = new Date().toISOString().slice(0, 10);
    const cases = [
      [{ status: 'paused' as const }, false],
      [{ status: 'closed' as const }, false],
      [{ applicationsCloseOn: yesterday }, false],
      [{ applicationsCloseOn: today }, true],
    ] as const;
    for (const [overrides, accepting] of cases) {
      const job = await createJob(t.database.db, overrides);
      const body = (await t.app.inject({ url: `/api/v1/public/jobs/${job.id}/` })).json<PublicJob>();
      expect(body.accepting_applications, JSON.stringify(overrides)).toBe(accepting);
    }
    const missing = await t.app.inject({ url: '/api/v1/public/jobs/999999/' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: CAREERS_MESSAGES.jobNotFound });
  });
});

describe('the careers list', () => {
  it('lists only jobs taking applications, newest first, with search and sector filters', async () => {
    const tag = `Lighthouse${Date.now()}`;
    const older = await createJob(
      t.database.db,
      { title: `${tag} Keeper`, createdAt: new Date(Date.now() - 3_600_000) },
      { sectors: [{ name: 'Pharma & Life Sciences', positions: 1 }] },
    );
    const newer = await createJob(t.database.db, { title: `${tag} Engineer`, location: 'Remote (EU)' });
    await createJob(t.database.db, { title: `${tag} Paused`, status: 'paused' });
    await createJob(t.database.db, { title: `${tag} Expired`, applicationsCloseOn: '2020-01-01' });

    const list = await t.app.inject({ url: `/api/v1/public/jobs/?search=${tag}` });
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.count).toBe(2);
    expect(body.results.map((row: { id: number }) => row.id)).toEqual([newer.id, older.id]);
    expect(body.results[0]).toMatchObject({ remote: true, sectors: [] });
    expect(body.results[1]).toMatchObject({ sectors: ['Pharma & Life Sciences'] });

    const bySector = await t.app.inject({
      url: `/api/v1/public/jobs/?search=${tag}&sector=${encodeURIComponent('Pharma & Life Sciences')}`,
    });
    expect(bySector.json().results.map((row: { id: number }) => row.id)).toEqual([older.id]);
  });

  it('refuses a search longer than a search can be, in the DRF shape', async () => {
    const response = await t.app.inject({ url: `/api/v1/public/jobs/?search=${'x'.repeat(201)}` });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['search']);
  });
});
