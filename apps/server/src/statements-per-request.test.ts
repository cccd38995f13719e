import type { Session } from '@shortlist/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestContext } from './test/app.ts';
import { createApplication, createJobWithWorkflow } from './test/pipeline-factories.ts';

/**
 * Issue 11: how many SQL statements each list, board and search request runs. The number is a
 * budget, and it does not grow with the data: a request that reads once per row (N + 1), or per
 * stage, fails here at 30 applications where it passed at 3.
 */
let t: TestContext;
let session: Session;
let jobId: number;

const STAGES = ['applied', 'screening', 'deep_dive', 'facet', 'decision'];

async function addApplications(count: number) {
  for (let index = 0; index < count; index += 1) {
    await createApplication(t.database.db, jobId, {
      name: `Counted Person ${index}`,
      stageKey: STAGES[index % STAGES.length],
      matchScore: 40 + index,
      tags: index % 2 ? ['referral'] : [],
      status: index % 7 === 6 ? 'rejected' : 'active',
    });
  }
}

/**
 * The candidate search index's read of the people changed since it last looked
 * (candidate-search-index.ts). It reads from the oldest transaction still running at its last
 * look, cluster-wide on PostgreSQL: while another test file's transaction, in another database of
 * the same server, is older than a change, each look reads that change again (read twice, never
 * missed). Whether a request makes it depends on what else runs, so it is counted apart.
 */
const READS_CHANGED_PEOPLE = /c\.search_stamp >= /;

/** The statements one request runs, as the database's query hook sees them. */
async function requestStatements(url: string): Promise<{ statements: number; changedPeopleReads: number }> {
  let statements = 0;
  let changedPeopleReads = 0;
  t.database.stats.onQuery = (query) => {
    if (READS_CHANGED_PEOPLE.test(query)) changedPeopleReads += 1;
    else statements += 1;
  };
  try {
    const response = await t.app.inject({ method: 'GET', url, headers: bearer(session) });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  } finally {
    t.database.stats.onQuery = undefined;
  }
  return { statements, changedPeopleReads };
}

/** The statements one request runs, but for the candidate index's read of changed people. */
async function statementsOf(url: string): Promise<number> {
  return (await requestStatements(url)).statements;
}

// route → its budget: the session check is the first statement of each. The board's is for one
// built whole; rebuilt on the board kept after a change it is three, served from its cache
// (docs/decisions/020, 033) two. A search first asks the candidate
// and job search indexes to look for changes (docs/decisions/034, 035): one statement each, and
// one more for the candidate index when people changed since it last looked (counted apart). A term
// that names a job also reads that job's counts (the applications page) or ranks the jobs found
// (global search): one more.
const budgets = (job: number): [string, number][] => [
  [`/api/v1/kanban/${job}/board/`, 5],
  // the job with its board settings (and, for a stage, whether the workflow has it), then the cards
  [`/api/v1/kanban/${job}/stage/applied/cards/?offset=1&limit=5`, 3],
  [`/api/v1/kanban/${job}/metrics/`, 5],
  // the job with its board settings and number, the candidate index's look, the board's cards in
  // order when the board changed since they were kept (board-search.ts), then the shown cards
  [`/api/v1/kanban/${job}/search/?q=Counted`, 5],
  // a job with stages needs no look-up of its own
  [`/api/v1/jobs/${job}/stages/`, 2],
  ['/api/v1/applications/', 3],
  [`/api/v1/applications/?job_id=${job}&stage_key=applied`, 3],
  ['/api/v1/applications/?search=Counted', 4],
  ['/api/v1/applications/?search=Pipeline', 5],
  ['/api/v1/candidates/', 3],
  ['/api/v1/candidates/?search=Counted', 3],
  ['/api/v1/jobs/', 2],
  // the job search index's look, then the page
  ['/api/v1/jobs/?search=Pipeline', 3],
  ['/api/v1/search/?q=Counted', 4],
  ['/api/v1/search/?q=Pipeline', 5],
];

beforeAll(async () => {
  t = await createTestApp();
  session = await t.login('recruiter');
  jobId = (await createJobWithWorkflow(t.database.db)).id;
});
afterAll(async () => t.close());

describe('SQL statements per request', () => {
  it('stay within each route’s budget and do not grow from 3 to 30 applications', async () => {
    await addApplications(3);
    const few = new Map<string, number>();
    for (const [url, budget] of budgets(jobId)) {
      const statements = await statementsOf(url);
      expect(statements, url).toBeLessThanOrEqual(budget);
      few.set(url, statements);
    }
    await addApplications(27);
    // the first search after 27 new people reads them, in one statement more
    const search = '/api/v1/candidates/?search=Counted';
    expect(await requestStatements(search), search).toEqual({
      statements: few.get(search),
      changedPeopleReads: 1,
    });
    // no more than with 3 (the board: fewer, rebuilt on the one kept)
    for (const [url] of budgets(jobId))
      expect(await statementsOf(url), url).toBeLessThanOrEqual(few.get(url)!);
  });

  it('reads a board that has not changed in the session check and one statement', async () => {
    const url = `/api/v1/kanban/${jobId}/board/`;
    await statementsOf(url);
    expect(await statementsOf(url)).toBe(2);
  });

  it("searches a board that has not changed without reading its cards' order again", async () => {
    const url = `/api/v1/kanban/${jobId}/search/?q=Counted`;
    await statementsOf(url);
    expect(await statementsOf(url)).toBe(4);
  });

  it('rebuilds a board after a change to its cards in the session check, its standing and one statement', async () => {
    const url = `/api/v1/kanban/${jobId}/board/`;
    await statementsOf(url);
    await addApplications(1);
    expect(await statementsOf(url)).toBe(3);
  });
});

describe('the search indexes read ahead', () => {
  /** Whether a search of people reads every candidate (the index's first read) or only changes. */
  async function readsEveryCandidate(context: TestContext, login: Session): Promise<boolean> {
    const statements: string[] = [];
    context.database.stats.onQuery = (query) => statements.push(query);
    try {
      const response = await context.app.inject({
        method: 'GET',
        url: '/api/v1/candidates/?search=counted',
        headers: bearer(login),
      });
      expect(response.statusCode).toBe(200);
    } finally {
      context.database.stats.onQuery = undefined;
    }
    return statements.some((statement) =>
      /order by c\.created_at desc, c\.id desc\), '\[\]'\)/.test(statement),
    );
  }

  it('spare the first search from reading every candidate, once the server has read them', async () => {
    for (const readAhead of [false, true]) {
      const fresh = await createTestApp();
      try {
        const login = await fresh.login('recruiter');
        if (readAhead) await fresh.app.readSearchIndexes();
        expect(await readsEveryCandidate(fresh, login), `read ahead: ${readAhead}`).toBe(!readAhead);
      } finally {
        await fresh.close();
      }
    }
  });
});
