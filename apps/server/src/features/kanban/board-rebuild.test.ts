import { type KanbanBoard, type Session, STALE_DAYS } from '@shortlist/contracts';
import { type SQL, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import type { DomainEvents } from '../../platform/events.ts';
import { bearer, createTestApp, serviceUser, type TestContext } from '../../test/app.ts';
import { createApplication, createJobWithWorkflow } from '../../test/pipeline-factories.ts';
import { BoardCache } from './board-cache.ts';
import { selectBoardParts } from './kanban.read-model.ts';
import { getBoardJson } from './kanban.service.ts';

/*
 * docs/decisions/033: a board rebuilt after a change reads again only the stages whose cards the
 * change can touch, and keeps the others' cards from the board it had. Which stages those are is
 * what the triggers record (migration 0033); a board rebuilt that way must always be the board
 * built whole.
 */
let t: TestContext;
let session: Session;
let jobId: number;
/** applications by stage: 30 in applied (more than a column shows), 3 in screening, 2 in facet */
const inStage: Record<string, { applicationId: number; candidateId: number }[]> = {};

const STAGES = ['applied', 'screening', 'facet'] as const;
const run = (query: SQL) => t.database.db.execute(query);

async function boardNumber(): Promise<number> {
  const [row] = await queryRows<{ version: string | null }>(
    t.database.db,
    sql`select max(version) as version from board_versions where job_id = ${jobId}`,
  );
  return Number(row?.version ?? 0);
}

/** The stages a rebuild after `change` reads again (null: all of them). */
async function stagesReadAfter(change: () => Promise<unknown>): Promise<string[] | null> {
  const since = await boardNumber();
  await change();
  const parts = await selectBoardParts(
    t.database.db,
    { jobId, sort: 'match_score', limit: 25, staleDays: STALE_DAYS, since },
    new Date(),
  );
  return parts.rebuilt === null ? null : [...parts.rebuilt].sort();
}

async function servedBoard(): Promise<KanbanBoard> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/kanban/${jobId}/board/`,
    headers: bearer(session),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The same board built whole, from nothing: a cache of its own. */
async function boardBuiltWhole(): Promise<KanbanBoard> {
  const json = await getBoardJson(
    {
      db: t.database.db,
      clock: () => new Date(),
      events: {} as DomainEvents,
      boards: new BoardCache(),
      user: { ...serviceUser('admin'), id: session.user.id },
    },
    { jobId },
  );
  return JSON.parse(json.toString('utf8'));
}

beforeAll(async () => {
  t = await createTestApp();
  session = await t.login('recruiter');
  jobId = (await createJobWithWorkflow(t.database.db)).id;
  const sizes = { applied: 30, screening: 3, facet: 2 };
  for (const stageKey of STAGES) {
    inStage[stageKey] = [];
    for (let index = 0; index < sizes[stageKey]; index += 1) {
      const { application, candidate } = await createApplication(t.database.db, jobId, {
        stageKey,
        matchScore: (index * 37) % 100,
        daysInStage: 1 + (index % 9),
      });
      inStage[stageKey].push({ applicationId: application.id, candidateId: candidate.id });
    }
  }
});
afterAll(async () => t.close());

const first = (stage: (typeof STAGES)[number]) => inStage[stage]![0]!;

describe('the stages a rebuilt board reads again', () => {
  it.each<[string, () => Promise<unknown>, string[] | null]>([
    [
      'a tag on one application: its stage',
      () =>
        run(sql`update applications set tags = '["rebuilt"]' where id = ${first('screening').applicationId}`),
      ['screening'],
    ],
    [
      'a card moved: the stage it left and the one it joined',
      () =>
        run(
          sql`update applications set stage_key = 'facet' where id = ${inStage.screening![1]!.applicationId}`,
        ),
      ['facet', 'screening'],
    ],
    [
      'an application rejected: the stage it leaves',
      () =>
        run(
          sql`update applications set status = 'rejected' where id = ${inStage.applied![29]!.applicationId}`,
        ),
      ['applied'],
    ],
    [
      'a timeline entry: its application’s stage',
      () =>
        run(sql`insert into timeline_events (application_id, candidate_id, job_id, type, title)
                values (${first('facet').applicationId}, ${first('facet').candidateId}, ${jobId}, 'note', 'Rang')`),
      ['facet'],
    ],
    [
      'an interview: its application’s stage',
      () =>
        run(sql`insert into interviews (application_id, candidate_id, job_id, interview_type, scheduled_at, duration_minutes, uid)
                values (${first('screening').applicationId}, ${first('screening').candidateId}, ${jobId}, 'facet',
                        now() + interval '2 days', 45, 'rebuild-test-interview')`),
      ['screening'],
    ],
    [
      'an interview rescheduled: its application’s stage',
      () =>
        run(
          sql`update interviews set scheduled_at = now() + interval '3 days' where uid = 'rebuild-test-interview'`,
        ),
      ['screening'],
    ],
    [
      'a scorecard: its application’s stage',
      () =>
        run(sql`insert into interview_scorecards (interview_id, application_id, interviewer_id, recommendation, quality_score)
                select id, application_id, (select min(id) from users), 'yes', 7
                from interviews where uid = 'rebuild-test-interview'`),
      ['screening'],
    ],
    [
      'a candidate renamed: the stage of their application',
      () => run(sql`update candidates set full_name = 'Renamed' where id = ${first('applied').candidateId}`),
      ['applied'],
    ],
    [
      'a stage relabelled: every stage',
      () => run(sql`update workflow_stages set label = 'New' where job_id = ${jobId} and key = 'facet'`),
      null,
    ],
    [
      'the board settings: every stage',
      () =>
        run(sql`insert into kanban_configs (job_id, stage_labels) values (${jobId}, '{}')
                on conflict (job_id) do update set stage_labels = excluded.stage_labels`),
      null,
    ],
    [
      'the job’s required skills: every stage',
      () => run(sql`update jobs set skills_required = '["SQL"]' where id = ${jobId}`),
      null,
    ],
  ])('%s', async (_change, change, expected) => {
    const read = await stagesReadAfter(change);
    if (expected === null) expect(read).toHaveLength(9);
    else expect(read).toEqual(expected);
  });

  it('reads none again when nothing changed since', async () => {
    expect(await stagesReadAfter(async () => {})).toEqual([]);
  });
});

describe('a board rebuilt from the one before', () => {
  const application = fc
    .constantFrom(...STAGES)
    .chain((stage) => fc.nat({ max: inStage[stage]!.length - 1 }).map((index) => inStage[stage]![index]!));
  const change = fc.oneof(
    fc
      .tuple(application, fc.constantFrom('applied', 'screening', 'facet', 'decision'))
      .map(
        ([{ applicationId }, stage]) =>
          sql`update applications set stage_key = ${stage} where id = ${applicationId}`,
      ),
    fc
      .tuple(application, fc.integer({ min: 0, max: 100 }))
      .map(
        ([{ applicationId }, score]) =>
          sql`update applications set match_score = ${score} where id = ${applicationId}`,
      ),
    fc
      .tuple(application, fc.constantFrom('active', 'rejected'))
      .map(
        ([{ applicationId }, status]) =>
          sql`update applications set status = ${status} where id = ${applicationId}`,
      ),
    fc
      .tuple(application, fc.constantFrom('[]', '["urgent"]', '["urgent","referral"]'))
      .map(
        ([{ applicationId }, tags]) =>
          sql`update applications set tags = ${tags}::jsonb where id = ${applicationId}`,
      ),
    application.map(
      ({ applicationId, candidateId }) =>
        sql`insert into timeline_events (application_id, candidate_id, job_id, type, title)
            values (${applicationId}, ${candidateId}, ${jobId}, 'note', ${`Note ${applicationId}`})`,
    ),
    fc
      .tuple(application, fc.string({ minLength: 1, maxLength: 12 }))
      .map(
        ([{ candidateId }, name]) => sql`update candidates set full_name = ${name} where id = ${candidateId}`,
      ),
    // the layout: a rebuild reads the settings and stages again, and every stage in their order
    fc
      .constantFrom('Facet', 'Facet round')
      .map(
        (label) => sql`update workflow_stages set label = ${label} where job_id = ${jobId} and key = 'facet'`,
      ),
    fc.tuple(fc.constantFrom('match_score', 'most_recent', 'name'), fc.constantFrom(25, 50)).map(
      ([sort, limit]) =>
        sql`insert into kanban_configs (job_id, default_sort, cards_per_stage_limit) values (${jobId}, ${sort}, ${limit})
              on conflict (job_id) do update
              set default_sort = excluded.default_sort, cards_per_stage_limit = excluded.cards_per_stage_limit`,
    ),
  );

  it('is, after any changes to cards or to the layout, the board built whole', async () => {
    await servedBoard();
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 3 }), async (changes) => {
        for (const statement of changes) await run(statement);
        const served = await servedBoard();
        const whole = await boardBuiltWhole();
        expect({ ...served, can_manage: null }).toEqual({ ...whole, can_manage: null });
      }),
      { numRuns: 40 },
    );
  });
});
