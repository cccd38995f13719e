import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { containsPattern } from '../platform/like-pattern.ts';
import { createTestDatabase } from '../test/database.ts';
import { type Database, queryRows } from './client.ts';
import { JobSearchIndex } from './job-search-index.ts';

/**
 * Issue 11 (docs/decisions/035): the job search index each server process holds must find what a
 * search of the table finds after any kind of write to jobs, from any process, in plain SQL.
 */
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  await database.db.execute(sql`truncate jobs restart identity cascade`);
});

const run = (statement: ReturnType<typeof sql>) => database.db.execute(statement);

/** The table's own answer: the jobs whose title holds the term, by id. */
async function titledInSql(term: string): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    database.db,
    sql`select id from jobs where lower(title) like lower(${containsPattern(term)}) order by id`,
  );
  return rows.map((row) => row.id);
}

async function titledBy(index: JobSearchIndex, term: string): Promise<number[]> {
  return (await index.find(database.db, term)).byTitle().sort((a, b) => a - b);
}

async function expectAgreement(index: JobSearchIndex, terms: string[]) {
  for (const term of terms) expect(await titledBy(index, term), term).toEqual(await titledInSql(term));
}

describe('the job search index', () => {
  it('follows every kind of write to what search reads, in plain SQL', async () => {
    const index = new JobSearchIndex();
    await run(sql`insert into jobs (title, department) values
      ('Backend Engineer', 'Engineering'), ('Head of Sales', 'Sales'), ('Data Analyst', 'Finance')`);
    const terms = ['engineer', 'HEAD', 'a', 'an', 'sales', 'nobody', '%', '_'];
    await expectAgreement(index, terms);

    await run(sql`update jobs set title = 'Frontend Engineer' where id = 3`);
    await expectAgreement(index, [...terms, 'frontend', 'analyst']);
    await run(sql`insert into jobs (title) values ('Sales Engineer 100%')`);
    await expectAgreement(index, [...terms, '100%']);
    await run(sql`delete from jobs where id = 1`);
    await expectAgreement(index, terms);
    await run(sql`update jobs set department = 'Growth', status = 'closed' where id = 2`);
    const found = await index.find(database.db, 'growth');
    expect(found.best(5, () => 0)).toEqual([2]);
    await run(sql`truncate jobs cascade`);
    await expectAgreement(index, terms);
    expect(await titledBy(index, 'engineer')).toEqual([]);
  });

  it('reads the jobs again only when a search-read column changed', async () => {
    const index = new JobSearchIndex();
    await run(sql`insert into jobs (title) values ('Backend Engineer')`);
    await index.find(database.db, 'x');
    const version = async () =>
      (
        await queryRows<{ version: number }>(database.db, sql`select version::int from job_search_versions`)
      )[0]?.version;
    const before = await version();
    await run(sql`update jobs set description = 'Builds things' where id = 1`);
    expect(await version()).toBe(before);
    await run(sql`update jobs set location = 'Berlin' where id = 1`);
    expect(await version()).toBe((before ?? 0) + 1);
  });

  it('offers global search every job that ranks with the last it may show, ties included', async () => {
    const index = new JobSearchIndex();
    await run(sql`insert into jobs (title, department, status) values
      ('Designer', 'Design', 'open'), ('Lead Designer', 'Design', 'closed'), ('Web Designer', 'Design', 'open'),
      ('UX Designer', 'Design', 'open'), ('Engineer', 'Design', 'open')`);
    const found = await index.find(database.db, 'design');
    // ranks: 0 for an exact title, 1 for a word's start; the rest of the tie comes along
    const rank = (job: { title: string }) =>
      job.title === 'designer' ? 0 : job.title.includes(' design') ? 1 : 2;
    expect(found.best(1, rank)).toEqual([1]);
    expect(found.best(2, rank).sort((a, b) => a - b)).toEqual([1, 3, 4]);
    // closed after open at the same rank
    expect(found.best(4, rank).sort((a, b) => a - b)).toEqual([1, 2, 3, 4]);
    expect(found.best(10, rank).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
  });

  it('reads every job each time when its number has gone', async () => {
    const index = new JobSearchIndex();
    await run(sql`insert into jobs (title) values ('Backend Engineer')`);
    await run(sql`delete from job_search_versions`);
    try {
      expect(await titledBy(index, 'engineer')).toEqual([1]);
      await run(sql`update jobs set title = 'Designer'`);
      expect(await titledBy(index, 'engineer')).toEqual([]);
    } finally {
      await run(sql`insert into job_search_versions (id, version) values (1, 0)`);
    }
  });
});
