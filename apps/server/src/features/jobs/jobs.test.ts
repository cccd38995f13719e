import type { JobSummary, Session } from '@shortlist/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestContext } from '../../test/app.ts';
import { createApplication, createJob, ensureSectors } from '../../test/factories.ts';

const DAY = 24 * 60 * 60 * 1000;
let t: TestContext;
let session: Session;
let recruiterId: number;
let remoteId: number;

beforeAll(async () => {
  t = await createTestApp();
  session = await t.login('hiring_manager');
  recruiterId = (await t.login('recruiter')).user.id;
  await ensureSectors(t.database.db);
  const now = Date.now();
  const remote = await createJob(
    t.database.db,
    {
      title: 'Remote Engineer',
      location: 'Remote (EU)',
      priority: 'critical',
      roleType: 'Engineering',
      recruiterId,
      department: 'Pharma & Life Sciences',
      createdAt: new Date(now - 10 * DAY - 3600_000),
      isReady: true,
    },
    { sectors: [{ name: 'Pharma & Life Sciences', positions: 3 }] },
  );
  remoteId = remote.id;
  await createJob(
    t.database.db,
    {
      title: 'Anywhere Consultant',
      location: 'Anywhere',
      status: 'paused',
      priority: 'high',
      roleType: 'Consultant',
      department: 'Insurance and Other',
      createdAt: new Date(now - 2 * DAY),
    },
    { sectors: [{ name: 'Insurance and Other', positions: 1 }] },
  );
  await createJob(t.database.db, {
    title: 'London Manager',
    location: 'London, UK',
    status: 'closed',
    roleType: 'Special_Position',
    department: 'Meridian Operations',
    createdAt: new Date(now - 5 * DAY),
  });
  const statuses = [
    { stageKey: 'applied' },
    { stageKey: 'screening' },
    { stageKey: 'deep_dive' },
    { stageKey: 'bar_raiser' },
    { stageKey: 'offer' },
    { stageKey: 'deep_dive', status: 'rejected' as const },
    { stageKey: 'decision', status: 'hired' as const },
    { stageKey: 'screening', status: 'withdrawn' as const },
  ];
  for (const values of statuses) await createApplication(t.database.db, remote.id, values);
});
afterAll(async () => t.close());

async function list(query: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/jobs/${query}`,
    headers: bearer(session),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ count: number; results: JobSummary[] }>();
}
const titles = async (query: string) => (await list(query)).results.map((job) => job.title).sort();

describe('GET /jobs/', () => {
  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/jobs/' })).statusCode).toBe(401);
  });

  it('lists every job for any role, newest first', async () => {
    const page = await list('');
    expect(page.count).toBe(3);
    expect(page.results.map((job) => job.title)).toEqual([
      'Anywhere Consultant',
      'London Manager',
      'Remote Engineer',
    ]);
  });

  it('keeps only remote or anywhere locations with location=remote, case-insensitively', async () => {
    expect(await titles('?location=remote')).toEqual(['Anywhere Consultant', 'Remote Engineer']);
  });

  it('combines the status and location filters', async () => {
    expect(await titles('?location=remote&status=open')).toEqual(['Remote Engineer']);
  });

  it.each([
    ['?status=paused', ['Anywhere Consultant']],
    ['?status=closed', ['London Manager']],
    ['?sector=Insurance%20and%20Other', ['Anywhere Consultant']],
    ['?sector=Meridian%20Operations', ['London Manager']],
    ['?readiness=ready', ['Remote Engineer']],
    ['?readiness=pending', ['Anywhere Consultant', 'London Manager']],
    ['?readiness=engineering', ['Remote Engineer']],
    ['?readiness=consultant', ['Anywhere Consultant']],
    ['?readiness=special', ['London Manager']],
    ['?priority=critical', ['Remote Engineer']],
    ['?priority=normal', ['London Manager']],
    ['?role_type=Consultant', ['Anywhere Consultant']],
    ['?search=london', ['London Manager']],
    ['?search=pharma', ['Remote Engineer']],
    ['?search=insurance', ['Anywhere Consultant']],
    ['?search=engineer', ['Remote Engineer']],
    ['?search=100%25', []],
    ['?status=all&priority=', ['Anywhere Consultant', 'London Manager', 'Remote Engineer']],
  ])('filters with %s', async (query, expected) => {
    expect(await titles(query)).toEqual(expected);
  });

  it('filters by recruiter id', async () => {
    expect(await titles(`?recruiter=${recruiterId}`)).toEqual(['Remote Engineer']);
  });

  it('searches each job as it is now: a title, department or location changed is found at once', async () => {
    const run = (query: ReturnType<typeof sql>) => t.database.db.execute(query);
    try {
      await run(sql`update jobs set title = 'Harbour Pilot' where title = 'London Manager'`);
      expect(await titles('?search=harbour')).toEqual(['Harbour Pilot']);
      expect(await titles('?search=london')).toEqual(['Harbour Pilot']); // by its location still
      await run(sql`update jobs set location = 'Leeds' where title = 'Harbour Pilot'`);
      expect(await titles('?search=london')).toEqual([]);
      await run(sql`update jobs set department = 'Marine' where title = 'Harbour Pilot'`);
      expect(await titles('?search=marine')).toEqual(['Harbour Pilot']);
      // the count is of the jobs found, not of every job
      expect((await list('?search=pilot')).count).toBe(1);
    } finally {
      await run(sql`update jobs set title = 'London Manager', location = 'London, UK', department = 'Meridian Operations'
                    where title = 'Harbour Pilot'`);
    }
  });

  it('rejects an unknown filter value with a field error', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/jobs/?status=archived',
      headers: bearer(session),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('status');
  });

  it.each([
    ['title', ['Anywhere Consultant', 'London Manager', 'Remote Engineer']],
    ['-title', ['Remote Engineer', 'London Manager', 'Anywhere Consultant']],
    ['-days_open', ['Remote Engineer', 'London Manager', 'Anywhere Consultant']],
    ['-application_count', ['Remote Engineer', 'London Manager', 'Anywhere Consultant']],
    ['-priority', ['Remote Engineer', 'Anywhere Consultant', 'London Manager']],
    ['priority', ['London Manager', 'Anywhere Consultant', 'Remote Engineer']],
  ])('orders by %s', async (ordering, expected) => {
    const page = await list(`?ordering=${ordering}`);
    expect(page.results.map((job) => job.title)).toEqual(expected);
  });

  it('carries what a row shows: counts, conversion, distribution, days open, readiness, sectors', async () => {
    const job = (await list('?search=Remote%20Engineer')).results[0]!;
    expect(job).toMatchObject({
      id: remoteId,
      recruiter_name: 'Riley Morgan',
      application_count: 8,
      active_candidates: 5,
      conversion_rate: 63,
      days_open: 10,
      quality_threshold: 7.5,
      sectors: [{ sector: 'Pharma & Life Sciences', positions: 3 }],
      pipeline_distribution: { applied: 1, screening: 1, interview: 1, final: 1, offer: 2, rejected: 1 },
    });
    expect(job.readiness).toEqual({
      is_ready: false,
      completion_percentage: 0,
      missing: [
        'targets_framework',
        'competencies_defined',
        'business_case',
        'compelling_headline',
        'cultural_mantras',
        'bar_raiser_assignment',
        'stakeholder_signoffs',
      ],
    });
  });

  it('answers a page of jobs in at most two SQL statements (and the session check) whatever the page size', async () => {
    for (let index = 0; index < 30; index += 1) {
      const job = await createJob(t.database.db, { title: `Bulk ${index}` });
      await createApplication(t.database.db, job.id);
    }
    const before = t.database.stats.queries;
    const page = await list('?page_size=100');
    expect(page.results.length).toBe(33);
    // one more for the sign-in and account every request confirms (docs/decisions/010)
    expect(t.database.stats.queries - before).toBeLessThanOrEqual(3);
  });

  it('pages with page and page_size, and a page past the end is 404', async () => {
    const page = await list('?page_size=10&page=2');
    expect(page.count).toBe(33);
    expect(page.results).toHaveLength(10);
    const past = await t.app.inject({
      method: 'GET',
      url: '/api/v1/jobs/?page_size=10&page=9',
      headers: bearer(session),
    });
    expect(past.statusCode).toBe(404);
  });

  it("reads a row as the job's own page reads it: timestamps, salary, threshold, readiness", async () => {
    const created = await createJob(t.database.db, {
      title: 'Row Reader Analyst',
      employmentType: 'Contract',
      salaryMin: 52_000,
      salaryMax: 61_500,
      currency: 'EUR',
      qualityThreshold: 8.5,
      recruiterId,
      createdBy: recruiterId,
      businessCase: 'Two markets open in spring.',
      compellingHeadline: 'Own the numbers behind every hire',
      barRaiserId: 'br-7',
      signoffPeopleOps: true,
      signoffStrategy: true,
      createdAt: new Date('2026-10-01T08:30:15.123Z'),
      updatedAt: new Date('2026-10-02T17:45:00.987Z'),
    });
    const [row] = (await list('?search=Row%20Reader')).results;
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/v1/jobs/${created.id}/`,
      headers: bearer(session),
    });
    const summary = Object.fromEntries(
      Object.entries(detail.json<Record<string, unknown>>()).filter(([key]) => key in row!),
    );
    expect(row).toEqual(summary);
    expect(row).toMatchObject({
      created_at: '2026-10-01T08:30:15.123Z',
      updated_at: '2026-10-02T17:45:00.987Z',
      salary_min: 52_000,
      salary_max: 61_500,
      quality_threshold: 8.5,
      employment_type: 'Contract',
    });
    expect(row!.readiness.missing).not.toContain('business_case');
  });
});

describe('GET /jobs/options/', () => {
  it('names the recruiters and the seven sectors for the filters', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/jobs/options/',
      headers: bearer(session),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.recruiters).toEqual([{ id: recruiterId, full_name: 'Riley Morgan' }]);
    expect(body.sectors).toHaveLength(7);
  });
});
