import { COUNTED_MATCHES } from '@shortlist/contracts';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { containsPattern } from '../platform/like-pattern.ts';
import { createTestDatabase } from '../test/database.ts';
import { createJob } from '../test/factories.ts';
import { type ApplicationCounts, CandidateSearchIndex } from './candidate-search-index.ts';
import { type Database, queryRows } from './client.ts';

/**
 * Issue 11 (docs/decisions/034): the search index each server process holds must find what a
 * search of the table finds, in the list's order, after any kind of write — from this process or
 * any other, in plain SQL — and however transactions interleave.
 */
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  await database.db.execute(sql`truncate candidates restart identity cascade`);
});

const run = (statement: ReturnType<typeof sql>) => database.db.execute(statement);

/** The table's own answer: every match, newest first, as the candidates list orders them. */
async function searchedInSql(term: string): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    database.db,
    sql`select id from candidates where search_text like lower(${containsPattern(term)})
        order by created_at desc, id desc`,
  );
  return rows.map((row) => row.id);
}

async function foundBy(index: CandidateSearchIndex, term: string): Promise<number[]> {
  return (await index.find(database.db, term)).page(0, 10_000).ids;
}

/** The applications of everyone a search finds, by status, counted in the table. */
async function countedInSql(term: string) {
  const [row] = await queryRows<ApplicationCounts>(
    database.db,
    sql`select count(a.id)::int as total, (count(a.id) filter (where a.status = 'active'))::int as active,
        (count(a.id) filter (where a.status = 'hired'))::int as hired,
        (count(a.id) filter (where a.status = 'rejected'))::int as rejected,
        (count(a.id) filter (where a.status = 'withdrawn'))::int as withdrawn
      from applications a join candidates c on c.id = a.candidate_id
      where c.search_text like lower(${containsPattern(term)})`,
  );
  return row;
}

/**
 * The index finds what the table does, in its order, and says of each person (and of one who was
 * never there) whether they match, as the board's search asks it.
 */
async function expectAgreement(index: CandidateSearchIndex, terms: string[]) {
  const ids = (await queryRows<{ id: number }>(database.db, sql`select id from candidates order by id`)).map(
    (row) => row.id,
  );
  for (const term of terms) {
    const matches = await index.find(database.db, term);
    const found = await searchedInSql(term);
    expect(matches.page(0, 10_000).ids, term).toEqual(found);
    const held = [...ids, Math.max(0, ...ids) + 1].filter((id) => matches.holds(id));
    expect(held, `${term}: held`).toEqual([...found].sort((a, b) => a - b));
  }
}

describe('the candidate search index', () => {
  it('follows every kind of write to what search reads, in plain SQL', async () => {
    const index = new CandidateSearchIndex();
    await run(sql`insert into candidates (full_name, current_company, emails, created_at) values
      ('Ada Lovelace', 'Analytical', '["ada@engine.test"]', now() - interval '3 days'),
      ('Grace Hopper', 'Navy', '["grace@cobol.test"]', now() - interval '2 days'),
      ('Alan Turing', 'Bletchley', '[]', now() - interval '1 day')`);
    const terms = ['ada', 'HOPPER', 'navy', 'cobol.test', 'an', 'nobody'];
    await expectAgreement(index, terms);

    // each column search reads, and the date the list orders by
    await run(sql`update candidates set full_name = 'Ada King' where id = 1`);
    await expectAgreement(index, [...terms, 'king', 'lovelace']);
    await run(sql`update candidates set current_company = 'Hopper Labs' where id = 3`);
    await expectAgreement(index, terms);
    await run(sql`update candidates set emails = '["amazing@grace.test"]' where id = 2`);
    await expectAgreement(index, [...terms, 'amazing', 'grace@cobol']);
    await run(sql`update candidates set created_at = now() where id = 1`);
    expect(await foundBy(index, 'a')).toEqual([1, 3, 2]);
    await expectAgreement(index, terms);

    await run(sql`delete from candidates where id = 2`);
    await expectAgreement(index, [...terms, 'amazing']);
    // a write that search does not read changes nothing
    await run(sql`update candidates set summary = 'hopper' where id = 3`);
    await expectAgreement(index, terms);

    // an import's worth at once is put in order anew
    await run(sql`insert into candidates (full_name, created_at)
      select 'Imported ' || g, now() - g * interval '1 minute' from generate_series(1, 400) g`);
    await expectAgreement(index, ['imported 1', 'imported', 'ada']);
    await run(sql`delete from candidates where full_name like 'Imported 3%'`);
    await expectAgreement(index, ['imported 3', 'imported']);

    await run(sql`truncate candidates restart identity cascade`);
    await run(sql`insert into candidates (full_name) values ('After Truncate')`);
    await expectAgreement(index, ['ada', 'after', 'truncate']);
  });

  it('keeps each person’s applications by status as applications come, change and go', async () => {
    const index = new CandidateSearchIndex();
    const [job, other] = [await createJob(database.db), await createJob(database.db)];
    await run(
      sql`insert into candidates (full_name) values ('Ada Lovelace'), ('Alan Turing'), ('Grace Hopper')`,
    );
    const terms = ['a', 'ada', 'grace'];
    const expectCounts = async () => {
      for (const term of terms)
        expect((await index.find(database.db, term)).applications(), term).toEqual(await countedInSql(term));
    };
    await expectCounts();
    await run(sql`insert into applications (candidate_id, job_id, status, stage_key)
      values (1, ${job.id}, 'active', 'applied'), (1, ${other.id}, 'rejected', 'applied'), (2, ${job.id}, 'hired', 'applied')`);
    await expectCounts();
    await run(sql`update applications set status = 'withdrawn' where candidate_id = 1 and status = 'active'`);
    await expectCounts();
    await run(sql`update applications set candidate_id = 3 where candidate_id = 2`);
    await expectCounts();
    await run(sql`delete from applications where candidate_id = 1 and status = 'rejected'`);
    await expectCounts();
    await run(sql`truncate applications cascade`);
    await expectCounts();
    expect((await index.find(database.db, 'a')).applications().total).toBe(0);
  });

  it('knows whose newest application comes first, as applications come, change and go', async () => {
    const index = new CandidateSearchIndex();
    const [job, other] = [await createJob(database.db), await createJob(database.db)];
    await run(sql`insert into candidates (full_name)
      select 'Person ' || g from generate_series(1, 8) g`);
    /** The table's answer: the `count` people whose newest application is newest. */
    const newestInSql = async (count: number) => {
      const rows = await queryRows<{ candidate_id: number }>(
        database.db,
        sql`select candidate_id from (
            select distinct on (candidate_id) candidate_id, applied_at, id from applications
            order by candidate_id, applied_at desc, id desc) l
          order by applied_at desc, id desc limit ${count}`,
      );
      return rows.map((row) => row.candidate_id).sort((a, b) => a - b);
    };
    const expectNewest = async () => {
      const found = await index.find(database.db, 'person');
      for (const count of [0, 1, 3, 8])
        expect(
          found.newest(count).sort((a, b) => a - b),
          `newest ${count}`,
        ).toEqual(await newestInSql(count));
    };
    await run(sql`insert into applications (candidate_id, job_id, status, stage_key, applied_at)
      select g, ${job.id}, 'active', 'applied', now() - g * interval '1 day' from generate_series(1, 6) g`);
    await expectNewest();
    // a later application of the oldest, two on one day (the higher id comes first), a date moved
    await run(sql`insert into applications (candidate_id, job_id, status, stage_key, applied_at)
      values (6, ${other.id}, 'active', 'applied', now()), (5, ${other.id}, 'active', 'applied', now())`);
    await expectNewest();
    await run(sql`update applications set applied_at = now() + interval '1 hour' where candidate_id = 4`);
    await expectNewest();
    await run(sql`update applications set candidate_id = 7 where candidate_id = 4`);
    await expectNewest();
    await run(sql`delete from applications where candidate_id in (5, 6) and job_id = ${other.id}`);
    await expectNewest();
  });

  it('takes the search as text, LIKE characters and capitals included', async () => {
    const index = new CandidateSearchIndex();
    await run(sql`insert into candidates (full_name, current_company) values
      ('Percent', '100% Remote'), ('Under', 'snake_case'), ('Slash', 'a\\b'), ('Other', '1000 Remote')`);
    await expectAgreement(index, ['100%', '%', '_', 'e_c', '\\', 'A\\B', 'REMOTE']);
    expect(await foundBy(index, '100%')).toEqual([1]);
  });

  it('finds one or two characters of any kind, by the bits alone where they decide', async () => {
    const index = new CandidateSearchIndex();
    await run(sql`insert into candidates (full_name, current_company, emails) values
      ('Zoë Ådahl', 'Q9 Labs', '["zoe@q9.test"]'), ('Ada 7', 'Dot.Com', '[]'),
      ('Quinn Zed', '', '["q.z@x-y.test"]'), ('"Quoted"', 'A&B', '["a_b@c.test"]')`);
    await expectAgreement(index, [
      'a',
      'q',
      'z',
      '7',
      ' ',
      '@',
      '.',
      'ad',
      'q9',
      'a ',
      ' 7',
      '@q',
      '.t',
      'zo',
    ]);
    // characters that share the last class: the text decides
    await expectAgreement(index, ['ë', 'å', 'ë ', '"q', '&', 'a&', '-', 'x-', '_', '[', '"]', 'e"']);
    expect(await foundBy(index, 'ë')).toEqual([1]);
    expect(await foundBy(index, 'q9')).toEqual([1]);
  });

  it('answers a search from the people as they were when it looked, while later looks change them', async () => {
    const index = new CandidateSearchIndex();
    await run(sql`insert into candidates (full_name) values ('Ada Lovelace'), ('Adam Smith')`);
    const looked = await index.find(database.db, 'ada');
    await run(sql`update candidates set full_name = 'Grace Hopper' where id = 1`);
    await run(sql`insert into candidates (full_name) values ('Ada Byron')`);
    expect(await foundBy(index, 'ada')).toEqual([3, 2]);
    expect(looked.page(0, 10).ids).toEqual([2, 1]);
    expect(looked.first(1)).toEqual([2]);
  });

  it('agrees with the table after many more changes than it holds people', async () => {
    const index = new CandidateSearchIndex();
    await run(sql`insert into candidates (full_name, created_at)
      select 'Person ' || g, now() - g * interval '1 minute' from generate_series(1, 1500) g`);
    await expectAgreement(index, ['person 1', 'ad']);
    // each round gives most people a new place in the index; the third finds most places gone,
    // and the last changes people in the places it made then
    for (const name of ['Adele', 'Ada', 'Person', 'Adam']) {
      await run(sql`update candidates set full_name = ${name} || ' ' || id where id % 3 <> 0`);
      await run(sql`update candidates set created_at = created_at - interval '1 day' where id % 7 = 0`);
      await expectAgreement(index, ['person 1', 'ad', 'ada', 'adele 4']);
    }
  });

  it('counts a search up to COUNTED_MATCHES, then as a lower bound, and pages past it', async () => {
    const index = new CandidateSearchIndex();
    await run(sql`insert into candidates (full_name, created_at)
      select 'Many ' || g, now() - g * interval '1 second' from generate_series(1, ${COUNTED_MATCHES + 5}) g`);
    const found = await index.find(database.db, 'many');
    expect(found.page(0, 26)).toMatchObject({ count: COUNTED_MATCHES, isLowerBound: true });
    expect(found.page(0, 26).ids.slice(0, 3)).toEqual([1, 2, 3]);
    expect(found.page(COUNTED_MATCHES, 26).ids).toEqual([1001, 1002, 1003, 1004, 1005]);
    expect(found.first(3)).toEqual([1, 2, 3]);
    // Many 100 and Many 1000 to 1005
    expect((await index.find(database.db, 'many 100')).page(0, 26)).toMatchObject({
      count: 7,
      isLowerBound: false,
    });
  });

  it('reads every candidate again after an hour without looking, whatever it may have missed', async () => {
    let now = 0;
    const index = new CandidateSearchIndex(() => now);
    await run(sql`insert into candidates (full_name) values ('Kept'), ('Gone')`);
    expect(await foundBy(index, 'gone')).toEqual([2]);
    // a deletion whose record has since been dropped (removals are kept a day)
    await run(sql`delete from candidates where id = 2`);
    await run(sql`delete from candidate_search_removals`);
    expect(await foundBy(index, 'gone')).toEqual([2]);
    now += 3_600_001;
    expect(await foundBy(index, 'gone')).toEqual([]);
  });

  it('agrees with the table after any sequence of writes (property)', async () => {
    const index = new CandidateSearchIndex();
    const names = ['ada', 'grace', 'alan', 'adam', 'hopper', 'ad hoc'];
    const write = fc.oneof(
      fc.tuple(fc.constantFrom(...names), fc.integer({ min: 0, max: 50 })).map(
        ([name, age]) => sql`insert into candidates (full_name, created_at)
          values (${name}, now() - ${age} * interval '1 hour')`,
      ),
      fc
        .tuple(fc.integer({ min: 1, max: 30 }), fc.constantFrom(...names))
        .map(([id, name]) => sql`update candidates set full_name = ${name} where id = ${id}`),
      fc
        .tuple(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 0, max: 50 }))
        .map(
          ([id, age]) =>
            sql`update candidates set created_at = now() - ${age} * interval '1 hour' where id = ${id}`,
        ),
      fc.integer({ min: 1, max: 30 }).map((id) => sql`delete from candidates where id = ${id}`),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(write, { maxLength: 4 }), { minLength: 1, maxLength: 6 }),
        async (rounds) => {
          for (const writes of rounds) {
            for (const statement of writes) await run(statement);
            await expectAgreement(index, ['ad', 'a', 'hopper', 'alan']);
          }
        },
      ),
      { numRuns: 25 },
    );
  });

  // Two transactions at once need two sessions: PostgreSQL's run only.
  it.runIf(process.env.TEST_DB === 'postgres')(
    'finds a row written by a transaction that commits after a later one',
    async () => {
      const index = new CandidateSearchIndex();
      await run(sql`insert into candidates (full_name) values ('First')`);
      expect(await foundBy(index, 'late')).toEqual([]);
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let started = () => {};
      const writing = new Promise<void>((resolve) => {
        started = resolve;
      });
      // the earlier transaction writes first and commits last
      const early = database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into candidates (full_name) values ('Late Committer')`);
        started();
        await held;
      });
      await writing;
      await run(sql`insert into candidates (full_name) values ('Late Second')`);
      expect(await foundBy(index, 'late')).toEqual([3]);
      release();
      await early;
      // both: the one that committed last, and the other
      expect(await foundBy(index, 'late')).toEqual(await searchedInSql('late'));
      expect(await foundBy(index, 'late')).toHaveLength(2);
    },
  );
});
