import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PGLITE_EXTENSIONS } from './client.ts';
import { type PgliteCalls, STATEMENT_CACHE_SIZE, withStatementCache } from './pglite-statements.ts';
import { PLANNED_WITH_VALUES } from './planned-with-values.ts';

/*
 * The embedded database runs each SELECT/INSERT/UPDATE/DELETE as a named prepared statement
 * (db/pglite-statements.ts). The whole server suite runs through it; these tests hold it to
 * PGlite's own answers where a cache could go wrong: past PostgreSQL's switch to a generic plan,
 * after an error, across transactions, when a table changes shape, and past the cache's size.
 */
const embedded = process.env.TEST_DB !== 'postgres';

let raw: PGlite;
let cached: PgliteCalls;

beforeAll(async () => {
  if (!embedded) return;
  raw = await PGlite.create({
    loadDataDir: new Blob([fs.readFileSync(inject('pgliteTemplate'))]),
    extensions: PGLITE_EXTENSIONS,
  });
  cached = withStatementCache(raw);
  await raw.exec(`create table probe (id serial primary key, email text unique not null, doc jsonb, tags text[],
    at timestamptz, score int)`);
});
afterAll(async () => {
  await raw?.close();
});

describe.runIf(embedded)('prepared statements on the embedded database', () => {
  it('answers as PGlite does, run after run, with every kind of parameter', async () => {
    const insert = 'insert into probe (email, doc, tags, at, score) values ($1, $2, $3, $4, $5) returning id';
    for (let n = 0; n < 8; n += 1) {
      const doc = n % 2 ? { n, list: [1, 'two'] } : null;
      const tags = n % 3 ? ['a', `b${n}`] : [];
      await cached.query(insert, [`p${n}@example.com`, doc, tags, new Date(Date.UTC(2026, 0, n + 1)), n]);
    }
    const read =
      'select id, email, doc, tags, at, score from probe where score >= $1 and email like $2 order by id';
    // more than five runs: PostgreSQL plans a prepared statement generically from the sixth on
    for (let run = 0; run < 8; run += 1) {
      const params = [run % 4, '%@example.com'];
      expect((await cached.query(read, params)).rows).toEqual((await raw.query(read, params)).rows);
    }
    const { rows } = await cached.query<{ doc: unknown; tags: string[] }>(read, [7, 'p7%']);
    expect(rows).toEqual([expect.objectContaining({ doc: { n: 7, list: [1, 'two'] }, tags: ['a', 'b7'] })]);
    const options = { rowMode: 'array' as const };
    expect((await cached.query(read, [7, 'p7%'], options)).rows).toEqual(
      (await raw.query(read, [7, 'p7%'], options)).rows,
    );
  });

  it('applies a caller’s own parsers over PGlite’s, new each statement as drizzle passes them', async () => {
    const read = 'select doc, tags, at, score from probe where email = $1';
    // drizzle's: timestamps as the text PostgreSQL sent, a new object for every statement it builds
    const drizzleLike = () => ({ rowMode: 'object' as const, parsers: { 1184: (value: string) => value } });
    for (let run = 0; run < 3; run += 1) {
      const [row] = (await cached.query(read, ['p3@example.com'], drizzleLike())).rows;
      expect(row).toEqual((await raw.query(read, ['p3@example.com'], drizzleLike())).rows[0]);
      expect(row).toEqual({
        doc: { n: 3, list: [1, 'two'] },
        tags: [],
        at: '2026-01-04 00:00:00+00',
        score: 3,
      });
    }
    // and a statement without them still gets PGlite's own
    const [plain] = (await cached.query<{ at: unknown }>(read, ['p3@example.com'])).rows;
    expect(plain?.at).toEqual(new Date(Date.UTC(2026, 0, 4)));
  });

  it('reports a refused statement and goes on answering it', async () => {
    const insert = 'insert into probe (email) values ($1)';
    await cached.query(insert, ['twice@example.com']);
    await expect(cached.query(insert, ['twice@example.com'])).rejects.toMatchObject({ code: '23505' });
    await expect(cached.query('select nonsense from probe where id = $1', [1])).rejects.toMatchObject({
      code: '42703',
    });
    await cached.query(insert, ['once@example.com']);
    const { rows } = await cached.query('select count(*)::int as n from probe where email like $1', [
      '%once%',
    ]);
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('keeps a transaction’s statements in it: rolled back, nothing stays', async () => {
    const insert = 'insert into probe (email) values ($1)';
    const count = 'select count(*)::int as n from probe where email like $1';
    await expect(
      cached.transaction(async (tx) => {
        await tx.query(insert, ['rolled@example.com']);
        expect((await tx.query(count, ['rolled%'])).rows).toEqual([{ n: 1 }]);
        throw new Error('give up');
      }),
    ).rejects.toThrow('give up');
    expect((await cached.query(count, ['rolled%'])).rows).toEqual([{ n: 0 }]);
    await cached.transaction(async (tx) => {
      await tx.query(insert, ['kept@example.com']);
      // DDL inside a transaction goes to the transaction itself, not around it
      await tx.query('create table probe_in_tx (id int)');
    });
    expect((await cached.query(count, ['kept%'])).rows).toEqual([{ n: 1 }]);
  });

  it('answers a statement again after its table changed shape', async () => {
    const all = 'select * from probe where id = $1';
    const before = (await cached.query<Record<string, unknown>>(all, [1])).rows[0];
    expect(before).not.toHaveProperty('note');
    await cached.query('alter table probe add column note text');
    const after = (await cached.query<Record<string, unknown>>(all, [1])).rows[0];
    expect(after).toHaveProperty('note', null);
  });

  it('plans a statement marked so with its values, every time', async () => {
    const prepared = async (text: string) =>
      (
        await raw.query<{ generic_plans: number }>(
          'select generic_plans from pg_prepared_statements where statement = $1',
          [text],
        )
      ).rows;
    const plain = 'select id from probe where score >= $1 order by id';
    const pattern = `select id from probe where email like lower($1) ${PLANNED_WITH_VALUES} order by id`;
    for (let n = 0; n < 8; n += 1) {
      await cached.query(plain, [n % 3]);
      expect((await cached.query(pattern, [`%p${n}@%`])).rows).toEqual(
        (await raw.query(pattern, [`%p${n}@%`])).rows,
      );
    }
    // the plain statement is kept and, past five runs, planned once for any value; the marked one
    // is planned with its value each run, so no plan of it is kept
    expect((await prepared(plain))[0]?.generic_plans).toBeGreaterThan(0);
    expect(await prepared(pattern)).toEqual([]);
  });

  it('stays right past its size, closing the statements used least lately', async () => {
    for (let n = 0; n < STATEMENT_CACHE_SIZE + 20; n += 1) {
      const { rows } = await cached.query<{ n: number }>(`select $1::int + ${n} as n`, [1]);
      expect(rows[0]?.n).toBe(n + 1);
    }
    // the first ones were closed: asked again, they are prepared anew
    const { rows } = await cached.query<{ n: number }>('select $1::int + 0 as n', [41]);
    expect(rows).toEqual([{ n: 41 }]);
    const prepared = await raw.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements');
    expect(prepared.rows[0]!.n).toBeLessThanOrEqual(STATEMENT_CACHE_SIZE);
  });
});
