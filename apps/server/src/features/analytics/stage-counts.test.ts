import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { applications, candidates } from '../../db/schema/index.ts';
import { createTestDatabase } from '../../test/database.ts';
import { createJobWithWorkflow } from '../../test/pipeline-factories.ts';

/**
 * The maintained per-job, per-stage counts the dashboard reads (migration 0017's triggers), the
 * candidates' average match the AI-score order reads (0018), and the analytics report's daily
 * arrivals, stays and stays' histogram (0020), and the applications page's totals across every job
 * (0022), and the candidates', jobs' and timeline's row counts (0023) always equal computing them from the applications
 * and the timeline themselves, whatever statements change those.
 */
let database: Database;
let jobIds: number[];
let candidateIds: number[];

beforeAll(async () => {
  database = await createTestDatabase();
  jobIds = [];
  for (let index = 0; index < 3; index += 1) jobIds.push((await createJobWithWorkflow(database.db)).id);
  const rows = await database.db
    .insert(candidates)
    .values(Array.from({ length: 12 }, (_, index) => ({ fullName: `Counted ${index}` })))
    .returning();
  candidateIds = rows.map((row) => row.id);
});
afterAll(async () => {
  await database?.close();
});

type Count = {
  job_id: number;
  stage_key: string;
  status: string;
  applications: number;
  scored: number;
  score_sum: number;
};

async function maintained() {
  return queryRows<Count>(
    database.db,
    sql`select job_id, stage_key, status, applications, scored, score_sum::int as score_sum
      from application_stage_counts where applications <> 0 or scored <> 0 or score_sum <> 0
      order by 1, 2, 3`,
  );
}

async function counted() {
  return queryRows<Count>(
    database.db,
    sql`select job_id, stage_key, status, count(*)::int as applications, count(match_score)::int as scored,
        coalesce(sum(match_score), 0)::int as score_sum
      from applications group by 1, 2, 3 order by 1, 2, 3`,
  );
}

/** Each candidate's maintained average beside the average the candidate list used to compute. */
async function averages() {
  return queryRows<{ id: number; maintained: number | null; computed: number | null }>(
    database.db,
    sql`select c.id, m.average_match as maintained,
        (select round(avg(a.match_score))::int from applications a where a.candidate_id = c.id and a.match_score > 0) as computed
      from candidates c left join candidate_match_averages m on m.candidate_id = c.id order by c.id`,
  );
}

/** Each candidate's maintained applications by status beside counting them (no row: none). */
async function candidateCounts() {
  const rows = await queryRows<{ id: number; maintained: number[]; counted: number[] }>(
    database.db,
    sql`select c.id,
        case when k.candidate_id is null then '[0, 0, 0, 0, 0]'::jsonb
          else jsonb_build_array(k.applications, k.active, k.hired, k.rejected, k.withdrawn) end as maintained,
        (select jsonb_build_array(count(*), count(*) filter (where a.status = 'active'),
            count(*) filter (where a.status = 'hired'), count(*) filter (where a.status = 'rejected'),
            count(*) filter (where a.status = 'withdrawn'))
          from applications a where a.candidate_id = c.id) as counted
      from candidates c left join candidate_application_counts k on k.candidate_id = c.id order by c.id`,
  );
  return {
    maintained: rows.map((row) => ({ id: row.id, counts: row.maintained })),
    counted: rows.map((row) => ({ id: row.id, counts: row.counted })),
  };
}

/** Applications per shard (job id mod 16), stage and status across every job: maintained beside counted. */
async function totals() {
  const maintained = await queryRows(
    database.db,
    sql`select shard, stage_key, status, applications from application_status_counts
      where applications <> 0 order by 1, 2, 3`,
  );
  const counted = await queryRows(
    database.db,
    sql`select (job_id % 16)::smallint as shard, stage_key, status, count(*)::int as applications
      from applications group by 1, 2, 3 order by 1, 2, 3`,
  );
  return { maintained, counted };
}

/** The candidates', jobs' and timeline's maintained row counts beside counting them. */
async function rowCounts() {
  const [row] = await queryRows<Record<string, number>>(
    database.db,
    sql`select
      (select coalesce(sum(total), 0)::int from table_row_counts where relation = 'candidates') as candidates_kept,
      (select count(*)::int from candidates) as candidates,
      (select coalesce(sum(total), 0)::int from table_row_counts where relation = 'jobs') as jobs_kept,
      (select count(*)::int from jobs) as jobs,
      (select coalesce(sum(total), 0)::int from table_row_counts where relation = 'timeline_events') as timeline_kept,
      (select count(*)::int from timeline_events) as timeline`,
  );
  return row!;
}

/** Arrivals per day (UTC), stage, status and source: maintained beside counted. */
async function arrivals() {
  const maintained = await queryRows(
    database.db,
    sql`select day::text, stage_key, status, source, applications from application_day_counts
      where applications <> 0 order by 1, 2, 3, 4`,
  );
  const counted = await queryRows(
    database.db,
    sql`select (applied_at at time zone 'UTC')::date::text as day, stage_key, status, source, count(*)::int as applications
      from applications group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
  );
  return { maintained, counted };
}

/**
 * The stays beside the report's definition computed afresh from every move (its move before, by
 * time then id, or its arrival when the stage is its job's first), and the histogram beside
 * counting the stays.
 */
async function stays() {
  const maintained = await queryRows(
    database.db,
    sql`select move_id, application_id, job_id, stage_key, entered_at::text, left_at::text from stage_stays order by 1`,
  );
  const computed = await queryRows(
    database.db,
    sql`select * from (
        select m.id as move_id, m.application_id, m.job_id, m.metadata->>'fromStage' as stage_key,
          coalesce(lag(m.created_at) over (partition by m.application_id order by m.created_at, m.id),
            case when m.metadata->>'fromStage' = (select w.key from workflow_stages w where w.job_id = a.job_id
              order by w."order", w.id limit 1) then a.applied_at end)::text as entered_at,
          m.created_at::text as left_at
        from timeline_events m join applications a on a.id = m.application_id
        where m.type = 'status_change' and m.metadata ? 'fromStage'
      ) s where entered_at is not null order by 1`,
  );
  const histogram = await queryRows(
    database.db,
    sql`select day::text, stage_key, bucket, stays from stage_stay_histogram where stays <> 0 order by 1, 2, 3`,
  );
  const bucketed = await queryRows(
    database.db,
    sql`select (left_at at time zone 'UTC')::date::text as day, stage_key, stay_bucket(entered_at, left_at) as bucket,
        count(*)::int as stays
      from stage_stays group by 1, 2, 3 order by 1, 2, 3`,
  );
  return { maintained, computed, histogram, bucketed };
}

const BASE = Date.parse('2026-03-01T00:00:00Z');

const STAGES = ['applied', 'screening', 'facet', 'bar_raiser', 'decision'] as const;
const STATUSES = ['active', 'rejected', 'hired', 'withdrawn'] as const;

const operation = fc.oneof(
  fc.record({
    kind: fc.constant('insert' as const),
    rows: fc.array(
      fc.record({
        candidate: fc.nat(11),
        job: fc.nat(2),
        stage: fc.constantFrom(...STAGES),
        status: fc.constantFrom(...STATUSES),
        score: fc.option(fc.integer({ min: 0, max: 100 })),
        source: fc.constantFrom('email', 'form', 'referral'),
        // hours after BASE: days apart, and across a day's end in UTC
        appliedHour: fc.nat(96),
      }),
      { minLength: 1, maxLength: 5 },
    ),
  }),
  fc.record({ kind: fc.constant('reverse workflow' as const), job: fc.nat(2) }),
  fc.record({
    kind: fc.constant('reschedule' as const),
    job: fc.nat(2),
    hours: fc.integer({ min: -30, max: 30 }),
  }),
  fc.record({
    kind: fc.constant('moves' as const),
    candidate: fc.nat(11),
    from: fc.constantFrom(...STAGES),
    // hours after BASE; equal times are ordered by id
    hour: fc.nat(200),
  }),
  fc.record({ kind: fc.constant('move' as const), job: fc.nat(2), stage: fc.constantFrom(...STAGES) }),
  fc.record({
    kind: fc.constant('status' as const),
    candidate: fc.nat(11),
    status: fc.constantFrom(...STATUSES),
  }),
  fc.record({
    kind: fc.constant('score' as const),
    job: fc.nat(2),
    score: fc.option(fc.integer({ min: 0, max: 100 })),
  }),
  fc.record({ kind: fc.constant('transfer' as const), from: fc.nat(2), to: fc.nat(2) }),
  fc.record({ kind: fc.constant('tag' as const), job: fc.nat(2) }),
  fc.record({ kind: fc.constant('delete' as const), candidate: fc.nat(11) }),
);

describe('the maintained stage counts', () => {
  it('equal counting the applications after any sequence of inserts, updates and deletes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 12 }), async (operations) => {
        await database.db.delete(applications);
        for (const op of operations) {
          switch (op.kind) {
            case 'insert':
              await database.db
                .insert(applications)
                .values(
                  op.rows.map((row) => ({
                    candidateId: candidateIds[row.candidate]!,
                    jobId: jobIds[row.job]!,
                    stageKey: row.stage,
                    status: row.status,
                    matchScore: row.score,
                    source: row.source,
                    appliedAt: new Date(BASE + row.appliedHour * 3_600_000),
                  })),
                )
                .onConflictDoNothing();
              break;
            case 'move':
              await database.db.execute(
                sql`update applications set stage_key = ${op.stage} where job_id = ${jobIds[op.job]!}`,
              );
              break;
            case 'status':
              await database.db.execute(
                sql`update applications set status = ${op.status} where candidate_id = ${candidateIds[op.candidate]!}`,
              );
              break;
            case 'score':
              await database.db.execute(
                sql`update applications set match_score = ${op.score} where job_id = ${jobIds[op.job]!}`,
              );
              break;
            case 'transfer':
              await database.db.execute(
                sql`update applications set job_id = ${jobIds[op.to]!} where job_id = ${jobIds[op.from]!}
                  and candidate_id not in (select candidate_id from applications where job_id = ${jobIds[op.to]!})`,
              );
              break;
            case 'reschedule':
              await database.db.execute(
                sql`update applications set applied_at = applied_at + ${op.hours} * interval '1 hour'
                  where job_id = ${jobIds[op.job]!}`,
              );
              break;
            case 'reverse workflow':
              // its last stage becomes its first
              await database.db.execute(
                sql`update workflow_stages set "order" = 100 - "order" where job_id = ${jobIds[op.job]!}`,
              );
              break;
            case 'moves':
              // one statement: a move out of `from` for each of the candidate's applications
              await database.db.execute(
                sql`insert into timeline_events (application_id, candidate_id, job_id, type, title, metadata, created_at)
                  select id, candidate_id, job_id, 'status_change', 'Moved',
                    jsonb_build_object('fromStage', ${op.from}::text, 'toStage', stage_key),
                    ${new Date(BASE + op.hour * 3_600_000).toISOString()}::timestamptz
                  from applications where candidate_id = ${candidateIds[op.candidate]!}`,
              );
              break;
            case 'tag':
              await database.db.execute(
                sql`update applications set tags = '["x"]'::jsonb where job_id = ${jobIds[op.job]!}`,
              );
              break;
            case 'delete':
              await database.db.execute(
                sql`delete from applications where candidate_id = ${candidateIds[op.candidate]!}`,
              );
              break;
          }
        }
        expect(await maintained()).toEqual(await counted());
        for (const row of await averages()) expect(row.maintained, `candidate ${row.id}`).toBe(row.computed);
        const people = await candidateCounts();
        expect(people.maintained).toEqual(people.counted);
        const days = await arrivals();
        expect(days.maintained).toEqual(days.counted);
        const across = await totals();
        expect(across.maintained).toEqual(across.counted);
        const rows = await rowCounts();
        expect(rows.timeline_kept).toBe(rows.timeline);
        const kept = await stays();
        expect(kept.maintained).toEqual(kept.computed);
        expect(kept.histogram).toEqual(kept.bucketed);
      }),
      { numRuns: 60 },
    );
  });

  it('follow a rolled-back transaction back, a deleted job, and a truncate', async () => {
    await database.db.delete(applications);
    await database.db
      .insert(applications)
      .values({ candidateId: candidateIds[0]!, jobId: jobIds[0]!, matchScore: 80 });
    await expect(
      database.db.transaction(async (tx) => {
        await tx
          .insert(applications)
          .values({ candidateId: candidateIds[1]!, jobId: jobIds[0]!, matchScore: 10 });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await maintained()).toEqual(await counted());

    const doomed = await createJobWithWorkflow(database.db);
    await database.db.insert(applications).values({ candidateId: candidateIds[2]!, jobId: doomed.id });
    await database.db.execute(sql`delete from jobs where id = ${doomed.id}`);
    expect(await maintained()).toEqual(await counted());
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(candidates).values([{ fullName: 'Never Kept' }, { fullName: 'Never Kept Either' }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const [passing] = await database.db
      .insert(candidates)
      .values({ fullName: 'Passing Through' })
      .returning();
    await database.db.execute(sql`delete from candidates where id = ${passing!.id}`);
    const kept = await rowCounts();
    expect(kept.candidates_kept).toBe(kept.candidates);
    expect(kept.jobs_kept).toBe(kept.jobs);
    expect(kept.timeline_kept).toBe(kept.timeline);
    const across = await totals();
    expect(across.maintained).toEqual(across.counted);
    const people = await candidateCounts();
    expect(people.maintained).toEqual(people.counted);

    await database.db.execute(sql`truncate table applications cascade`);
    const emptied = await candidateCounts();
    expect(emptied.maintained).toEqual(emptied.counted);
    expect(await maintained()).toEqual([]);
    expect((await arrivals()).maintained).toEqual([]);
    expect((await totals()).maintained).toEqual([]);
    expect((await stays()).histogram).toEqual([]);
    expect((await averages()).every((row) => row.maintained === null)).toBe(true);
    // a candidate added later has their row from the start (the AI-score order joins on it)
    const [late] = await database.db.insert(candidates).values({ fullName: 'Late Arrival' }).returning();
    expect((await averages()).find((row) => row.id === late!.id)).toEqual({
      id: late!.id,
      maintained: null,
      computed: null,
    });
  });
});
