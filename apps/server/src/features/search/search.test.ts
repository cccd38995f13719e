import { type Role, SEARCH_MESSAGES, type SearchResults, type Session } from '@shortlist/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, candidates } from '../../db/schema/index.ts';
import { bearer, createTestApp, type TestContext } from '../../test/app.ts';
import { createJobWithWorkflow } from '../../test/pipeline-factories.ts';
import { PEOPLE_RANKED } from './search.read-model.ts';

/** Issue 15: the top bar's global search — what it finds, in what order, and for whom. */
let t: TestContext;
const sessions = {} as Record<Role, Session>;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['admin', 'hiring_manager', 'recruiter', 'finance'] as const)
    sessions[role] = await t.login(role);
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, role: Role = 'recruiter') =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(sessions[role]) });

async function search(q: string, extra = '', role: Role = 'recruiter'): Promise<SearchResults> {
  const response = await get(`/search/?q=${encodeURIComponent(q)}${extra}`, role);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchResults>();
}

async function aCandidate(fullName: string, values: Partial<typeof candidates.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(candidates)
    .values({ fullName, emails: [`${fullName.toLowerCase().replace(/\W+/g, '.')}@example.com`], ...values })
    .returning();
  return row!;
}

describe('global search', () => {
  it('ranks candidates: exact, then a name or word starting with it, then anywhere', async () => {
    await aCandidate('Marianne Ortiz');
    await aCandidate('Zed Quill', { currentCompany: 'Annapurna Labs' });
    await aCandidate('Lee Ann Park');
    await aCandidate('Annika Berg');
    await aCandidate('Ann');
    await aCandidate('Xavier Stone', { currentCompany: 'Joanna Designs' });
    await aCandidate('Yusuf Demir', { emails: ['annual.reports@demir.example'] });
    // an e-mail matches from the start of the address or the domain, not anywhere in it
    await aCandidate('Hugo Lange', { emails: ['hugo@hannover.example'] });

    const { candidates: found } = await search('ann', '&limit=20');
    expect(found.map((row) => row.full_name)).toEqual([
      'Ann',
      'Annika Berg',
      'Lee Ann Park',
      // a company starting with it ranks with the names that merely contain it
      'Marianne Ortiz',
      'Zed Quill',
      // a company that merely contains it, then an e-mail that starts with it
      'Xavier Stone',
      'Yusuf Demir',
    ]);
    expect(found[4]).toMatchObject({ current_company: 'Annapurna Labs' });
    expect(found[6]).toMatchObject({ email: 'annual.reports@demir.example' });
  });

  it('finds a candidate by any of their e-mails and shows the one that matched', async () => {
    const candidate = await aCandidate('Beatriz Souza', {
      emails: ['beatriz@souza.example', 'b.souza@oldjob.example'],
    });
    expect((await search('b.souza@oldjob.example')).candidates.map((row) => row.id)).toEqual([candidate.id]);
    const { candidates: found } = await search('oldjob.example');
    expect(found).toEqual([
      {
        id: candidate.id,
        full_name: 'Beatriz Souza',
        email: 'b.souza@oldjob.example',
        current_company: '',
        current_role: '',
      },
    ]);
  });

  it('finds jobs by title or department, open before closed', async () => {
    const closed = await createJobWithWorkflow(t.database.db, {
      title: 'Lighthouse Keeper',
      department: 'Coastal',
      status: 'closed',
    });
    const open = await createJobWithWorkflow(t.database.db, {
      title: 'Lighthouse Keeper',
      department: 'Coastal',
    });
    const byDepartment = await createJobWithWorkflow(t.database.db, {
      title: 'Signal Analyst',
      department: 'Lighthouse Operations',
    });
    const { jobs } = await search('lighthouse keeper');
    expect(jobs.map((job) => [job.id, job.status])).toEqual([
      [open.id, 'open'],
      [closed.id, 'closed'],
    ]);
    expect((await search('lighthouse')).jobs.map((job) => job.id)).toEqual([
      open.id,
      closed.id,
      byDepartment.id,
    ]);
  });

  it('finds applications by candidate name, with the job and the stage, active first', async () => {
    const candidate = await aCandidate('Oluwaseun Adeyemi');
    const [older, newer] = await Promise.all([
      createJobWithWorkflow(t.database.db, { title: 'Backend Engineer' }),
      createJobWithWorkflow(t.database.db, { title: 'Staff Engineer' }),
    ]);
    await t.database.db.insert(applications).values([
      {
        candidateId: candidate.id,
        jobId: older!.id,
        stageKey: 'facet',
        status: 'rejected',
        appliedAt: new Date(Date.now() - 1000),
      },
      {
        candidateId: candidate.id,
        jobId: newer!.id,
        stageKey: 'deep_dive',
        appliedAt: new Date(Date.now() - 5000),
      },
    ]);
    const { applications: found } = await search('adeyemi');
    expect(found).toEqual([
      expect.objectContaining({
        candidate_id: candidate.id,
        candidate_name: 'Oluwaseun Adeyemi',
        job_id: newer!.id,
        job_title: 'Staff Engineer',
        stage_key: 'deep_dive',
        stage_label: 'Deep Dive',
        status: 'active',
      }),
      expect.objectContaining({
        job_title: 'Backend Engineer',
        stage_label: 'Facet Interview',
        status: 'rejected',
      }),
    ]);
    // an application is found by the candidate's name only, not by their company
    await aCandidate('Nameless Person', { currentCompany: 'Adeyemi Holdings' });
    expect((await search('adeyemi')).applications).toHaveLength(2);
  });

  it('gives five of each group unless asked for up to twenty', async () => {
    for (let index = 0; index < 7; index += 1) await aCandidate(`Thorvald Number${index}`);
    expect((await search('thorvald')).candidates).toHaveLength(5);
    expect((await search('thorvald', '&limit=20')).candidates).toHaveLength(7);
    const refused = await get('/search/?q=thorvald&limit=21');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ limit: [SEARCH_MESSAGES.limit] });
  });

  it('finds an exact name however many newer people share the term', async () => {
    await aCandidate('Quenby', { createdAt: new Date('2020-01-01T00:00:00Z') });
    await t.database.db.insert(candidates).values(
      Array.from({ length: PEOPLE_RANKED + 30 }, (_, index) => ({
        fullName: `Quenby Farrow ${index}`,
        currentCompany: `Quenby Labs ${index}`,
      })),
    );
    // the oldest of them all, yet first; the rest start with it, among the newest who do
    const { candidates: found } = await search('quenby');
    expect(found[0]?.full_name).toBe('Quenby');
    expect(found.slice(1).every((row) => row.full_name.startsWith('Quenby Farrow'))).toBe(true);
    expect(found).toHaveLength(5);
  });

  it('takes the characters of a LIKE pattern literally', async () => {
    await aCandidate('Percent 100% Sure');
    expect((await search('0%')).candidates.map((row) => row.full_name)).toEqual(['Percent 100% Sure']);
    expect((await search('__')).candidates).toEqual([]);
  });

  it('asks for at least two characters, and answers an empty query the same way', async () => {
    for (const url of ['/search/?q=a', '/search/?q=%20%20a%20', '/search/']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({ q: [SEARCH_MESSAGES.tooShort] });
    }
    const long = await get(`/search/?q=${'x'.repeat(101)}`);
    expect(long.json()).toEqual({ q: [SEARCH_MESSAGES.tooLong] });
  });

  it('answers every role the same, with no salary in it', async () => {
    await aCandidate('Salaried Person', {
      desiredSalaryMin: 90_000,
      desiredSalaryMax: 120_000,
      offeredSalary: 100_000,
    });
    const answers = await Promise.all(
      (['admin', 'hiring_manager', 'recruiter', 'finance'] as const).map((role) =>
        search('salaried', '', role),
      ),
    );
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(JSON.stringify(answers[0])).not.toMatch(/salary|90000|100000/);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/search/?q=salaried' })).statusCode).toBe(401);
  });
});
