import {
  JOB_MESSAGES,
  type KanbanBoard,
  type KanbanCard,
  type KanbanConfiguration,
  type Session,
} from '@shortlist/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestContext } from '../../test/app.ts';
import { createApplication, createJobWithWorkflow } from '../../test/pipeline-factories.ts';
import { BoardCache, type Built, type BuiltBoard, boardJson } from './board-cache.ts';

/*
 * Issue 11 (docs/decisions/020): the board is served from a cache while its job's board number
 * stands. Whatever writes what a board shows — through any feature, or straight in SQL as here —
 * must raise that number in the same statement, so the very next read shows the change.
 */
let t: TestContext;
let session: Session;
let jobId: number;
let otherJobId: number;
let applicationId: number;
let candidateId: number;

const DAY_MS = 24 * 3600 * 1000;

async function board(job = jobId): Promise<KanbanBoard> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/kanban/${job}/board/`,
    headers: bearer(session),
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  return response.json();
}

function cardOf(shown: KanbanBoard): KanbanCard {
  const card = Object.values(shown.stages)
    .flatMap((stage) => stage.applications)
    .find((row) => row.id === applicationId);
  if (!card) throw new Error(`application ${applicationId} is not on the board`);
  return card;
}

async function statementsOf(job: number): Promise<number> {
  let statements = 0;
  t.database.stats.onQuery = () => {
    statements += 1;
  };
  try {
    await board(job);
  } finally {
    t.database.stats.onQuery = undefined;
  }
  return statements;
}

const run = (query: ReturnType<typeof sql>) => t.database.db.execute(query);

beforeAll(async () => {
  t = await createTestApp();
  session = await t.login('recruiter');
  jobId = (await createJobWithWorkflow(t.database.db)).id;
  otherJobId = (await createJobWithWorkflow(t.database.db)).id;
  const { application, candidate } = await createApplication(t.database.db, jobId, {
    name: 'Cached Person',
    daysInStage: 2,
  });
  applicationId = application.id;
  candidateId = candidate.id;
  await createApplication(t.database.db, otherJobId, { name: 'Elsewhere Person' });
});
afterAll(async () => t.close());

describe('the cached board', () => {
  beforeEach(async () => {
    // read once so each change below lands on a board that is already cached
    await board();
  });

  it('is served again without rebuilding: the session check and one statement', async () => {
    expect(await statementsOf(jobId)).toBe(2);
  });

  it.each<[string, () => Promise<unknown>, (shown: KanbanBoard) => void]>([
    [
      'a tag on the application',
      () => run(sql`update applications set tags = '["cached-tag"]' where id = ${applicationId}`),
      (shown) => {
        expect(cardOf(shown).tags).toEqual(['cached-tag']);
        expect(shown.tags).toEqual(['cached-tag']);
      },
    ],
    [
      'the candidate’s new name and company',
      () =>
        run(
          sql`update candidates set full_name = 'Renamed Person', current_company = 'Globex' where id = ${candidateId}`,
        ),
      (shown) =>
        expect(cardOf(shown)).toMatchObject({ candidate_name: 'Renamed Person', current_company: 'Globex' }),
    ],
    [
      'a timeline entry as the last activity',
      () =>
        run(sql`insert into timeline_events (application_id, candidate_id, job_id, type, title)
                values (${applicationId}, ${candidateId}, ${jobId}, 'note', 'Called the referee')`),
      (shown) => expect(cardOf(shown).last_activity?.description).toBe('Called the referee'),
    ],
    [
      'an interview to come',
      () =>
        run(sql`insert into interviews (application_id, candidate_id, job_id, interview_type, scheduled_at, duration_minutes, uid)
                values (${applicationId}, ${candidateId}, ${jobId}, 'facet', now() + interval '3 days', 45, 'cache-test-interview')`),
      (shown) => {
        expect(cardOf(shown).upcoming_interview?.type).toBe('facet');
        expect(shown.metrics.upcoming_interviews).toBe(1);
      },
    ],
    [
      'a submitted scorecard as the panel’s verdict',
      () =>
        run(sql`insert into interview_scorecards (interview_id, application_id, interviewer_id, recommendation, quality_score)
                select id, ${applicationId}, (select min(id) from users), 'strong_yes', 9
                from interviews where uid = 'cache-test-interview'`),
      (shown) => expect(cardOf(shown).last_interview).toEqual({ recommendation: 'strong_yes', score: 9 }),
    ],
    [
      'a renamed stage',
      () =>
        run(sql`update workflow_stages set label = 'Fresh in' where job_id = ${jobId} and key = 'applied'`),
      (shown) => expect(shown.stages.applied!.label).toBe('Fresh in'),
    ],
    [
      'the board settings',
      () =>
        run(sql`insert into kanban_configs (job_id, stage_labels) values (${jobId}, '{"applied": "Inbox"}')
                on conflict (job_id) do update set stage_labels = excluded.stage_labels`),
      (shown) => expect(shown.configuration.stage_labels.applied).toBe('Inbox'),
    ],
    [
      'the job’s new title and required skills',
      () => run(sql`update jobs set title = 'Renamed Job', skills_required = '["Go"]' where id = ${jobId}`),
      (shown) => {
        expect(shown.job_title).toBe('Renamed Job');
        expect(cardOf(shown).skills_match).toEqual([]);
      },
    ],
    [
      'a card moved to another stage',
      () => run(sql`update applications set stage_key = 'screening' where id = ${applicationId}`),
      (shown) => {
        expect(shown.stages.screening!.applications.map((card) => card.id)).toContain(applicationId);
        expect(shown.stages.applied!.count).toBe(0);
      },
    ],
  ])('shows %s on the next read', async (_change, change, expectation) => {
    await change();
    expectation(await board());
  });

  it('keeps another job’s board cached when one job changes', async () => {
    await board(otherJobId);
    await run(sql`update applications set tags = '["only-here"]' where id = ${applicationId}`);
    expect(await statementsOf(otherJobId)).toBe(2);
    expect(await statementsOf(jobId)).toBeGreaterThan(2);
  });

  it('moves days in stage on with the clock alone, within a minute', async () => {
    const job = (await createJobWithWorkflow(t.database.db)).id;
    // three days in stage thirty seconds from now
    const { application } = await createApplication(t.database.db, job, {
      stageEnteredAt: new Date(Date.now() - 3 * DAY_MS + 30_000),
    });
    const daysOf = async () =>
      (await board(job)).stages.applied!.applications.find((card) => card.id === application.id)!
        .days_in_stage;
    expect(await daysOf()).toBe(2);
    t.advanceClock(2 * 60_000);
    expect(await daysOf()).toBe(3);
  });

  it('answers 404 for a job that does not exist, cached or not', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/kanban/999999/board/',
      headers: bearer(session),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: JOB_MESSAGES.notFound });
  });
});

describe('BoardCache', () => {
  const at = (ms: number) => new Date(Date.UTC(2026, 10, 24) + ms);
  const built = (board: Partial<KanbanBoard>, tag = 'none'): Built => ({
    board: board as KanbanBoard,
    numbers: { stats: [], tags: [{ stage_key: 'applied', tag, uses: 1 }] },
    layout: { configuration: {} as KanbanConfiguration, stages: [] },
  });
  const counting = () => {
    let builds = 0;
    const build = async () => {
      builds += 1;
      return built({ job_id: 1, job_title: `build ${builds}` });
    };
    return { build, builds: () => builds };
  };

  it('builds once for requests that arrive together, and again for a new number or after a minute', async () => {
    const cache = new BoardCache();
    const { build, builds } = counting();
    await Promise.all([1, 2, 3].map(() => cache.read(1, 5, at(0), build)));
    expect(builds()).toBe(1);
    await cache.read(1, 5, at(59_000), build);
    expect(builds()).toBe(1);
    await cache.read(1, 6, at(59_000), build);
    expect(builds()).toBe(2);
    await cache.read(1, 6, at(59_000 + 60_000), build);
    expect(builds()).toBe(3);
  });

  it('builds a new number on the board it keeps, and from nothing once that is a minute old', async () => {
    const cache = new BoardCache();
    const given: (number | undefined)[] = [];
    const numbersGiven: (string | undefined)[] = [];
    const build = async (previous?: BuiltBoard) => {
      given.push(previous?.version);
      numbersGiven.push(previous?.numbers.tags[0]?.tag);
      const after = `after ${previous?.version ?? 'nothing'}`;
      return built({ job_id: 1, job_title: after }, after);
    };
    await cache.read(1, 5, at(0), build);
    expect((await cache.read(1, 6, at(30_000), build)).board.job_title).toBe('after 5');
    // …with the numbers that board was built from
    expect(numbersGiven).toEqual([undefined, 'after nothing']);
    // the board of 6 holds parts read at 0: a minute from then it is built whole
    await cache.read(1, 7, at(59_000), build);
    await cache.read(1, 8, at(60_000), build);
    expect(given).toEqual([undefined, 5, 6, undefined]);
  });

  it('builds from nothing when the board it would build on failed', async () => {
    const cache = new BoardCache();
    const given: (number | undefined)[] = [];
    let fail = true;
    const build = async (previous?: BuiltBoard) => {
      given.push(previous?.version);
      if (fail) throw new Error('down');
      return built({ job_id: 1 });
    };
    const first = cache.read(1, 1, at(0), build);
    fail = false;
    const [failed, second] = await Promise.allSettled([first, cache.read(1, 2, at(0), build)]);
    expect(failed.status).toBe('rejected');
    expect(second.status).toBe('fulfilled');
    expect(given).toEqual([undefined, undefined]);
  });

  it('keeps the newer board when a slow request read an older number', async () => {
    const cache = new BoardCache();
    const { build, builds } = counting();
    await cache.read(1, 7, at(0), build);
    expect((await cache.read(1, 6, at(0), build)).board.job_title).toBe('build 2');
    expect((await cache.read(1, 7, at(0), build)).board.job_title).toBe('build 1');
    expect(builds()).toBe(2);
  });

  it('does not keep a failed build', async () => {
    const cache = new BoardCache();
    await expect(cache.read(1, 1, at(0), () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    const { build, builds } = counting();
    await cache.read(1, 1, at(0), build);
    expect(builds()).toBe(1);
  });

  it('keeps the most recently read boards up to its limit', async () => {
    const cache = new BoardCache(2);
    const { build, builds } = counting();
    for (const job of [1, 2, 1, 3]) await cache.read(job, 1, at(0), build);
    expect(builds()).toBe(3);
    await cache.read(1, 1, at(0), build); // still kept: read after 2
    expect(builds()).toBe(3);
    await cache.read(2, 1, at(0), build); // let go for 3
    expect(builds()).toBe(4);
  });
});

describe('the board as JSON', () => {
  it('is what JSON.stringify writes, whatever the stages and names hold', () => {
    const card = (name: string) => ({ id: 1, candidate_name: name, tags: ['a"b', 'ü'], match_score: null });
    const board = {
      job_id: 7,
      job_title: 'Ingénieur "Plateforme" — Zürich',
      can_manage: true,
      stages: {
        'say "hi"': {
          key: 'say "hi"',
          label: 'Applied ✓',
          count: 2,
          applications: [card('Zoë 😀'), card('\u2028\\')],
        },
        empty: { key: 'empty', label: 'Empty', count: 0, applications: [] },
      },
      tags: [],
    } as unknown as KanbanBoard;
    expect(JSON.parse(boardJson(board).toString('utf8'))).toEqual(board);
    // a stage's cards kept by a later board come out the same
    const later = { ...board, job_title: 'Renamed' } as KanbanBoard;
    expect(JSON.parse(boardJson(later).toString('utf8'))).toEqual(later);
    expect(JSON.parse(boardJson({ ...board, stages: {} }).toString('utf8'))).toEqual({
      ...board,
      stages: {},
    });
  });
});
