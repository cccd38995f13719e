import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.ts';
import { type Database, queryRows, type Tx } from './client.ts';
import { STATEMENT_CACHE_SIZE } from './pglite-statements.ts';
import { plannedWithValues } from './planned-with-values.ts';

/*
 * On PostgreSQL each pooled connection names its queries and writes, so they are parsed once per
 * connection and their plans kept (db/postgres-statements.ts). The whole PostgreSQL run of the
 * server suite goes through it; these tests read PostgreSQL's own view of a connection's prepared
 * statements (pg_prepared_statements), inside a transaction, which holds one connection.
 */
const onPostgres = process.env.TEST_DB === 'postgres';

let database: Database;

beforeAll(async () => {
  if (!onPostgres) return;
  database = await createTestDatabase();
  await database.db.execute(sql`create table probe (id serial primary key, email text not null, score int)`);
  await database.db.execute(
    sql`insert into probe (email, score) select 'p' || n || '@example.com', n % 7 from generate_series(1, 50) n`,
  );
});
afterAll(async () => {
  await database?.close();
});

/** The connection's prepared statements whose text contains `fragment`, with how they were planned. */
const preparedLike = (tx: Tx, fragment: string) =>
  queryRows<{ generic_plans: number; custom_plans: number }>(
    tx,
    sql`select generic_plans::int, custom_plans::int from pg_prepared_statements where statement like ${`%${fragment}%`} and statement not like '%pg_prepared_statements%'`,
  );

describe.runIf(onPostgres)('prepared statements on PostgreSQL', () => {
  it('prepares a query once on its connection, keeps its generic plan past five runs, and answers the same', async () => {
    await database.db.transaction(async (tx) => {
      for (let run = 0; run < 8; run += 1) {
        const rows = await queryRows<{ n: number }>(
          tx,
          sql`select count(*)::int as n from probe where score >= ${run % 7}`,
        );
        expect(rows).toEqual([{ n: [50, 43, 35, 28, 21, 14, 7][run % 7] }]);
      }
      const [statement] = await preparedLike(tx, 'from probe where score >=');
      expect(statement).toBeDefined();
      expect(statement!.generic_plans + statement!.custom_plans).toBe(8);
      expect(statement!.generic_plans).toBeGreaterThan(0);
    });
  });

  it('plans a statement marked so with its values, and keeps no statement for DDL', async () => {
    await database.db.transaction(async (tx) => {
      for (let run = 0; run < 3; run += 1) {
        const rows = await queryRows<{ id: number }>(
          tx,
          sql`select id from probe where email like ${`p${run + 1}@%`} ${plannedWithValues}`,
        );
        expect(rows).toEqual([{ id: run + 1 }]);
      }
      await tx.execute(sql`create index probe_score on probe (score)`);
      expect(await preparedLike(tx, 'planned with its values')).toEqual([]);
      expect(await preparedLike(tx, 'create index')).toEqual([]);
    });
  });

  it('answers a statement again after its table changed shape', async () => {
    // one pooled connection, held: its prepared statement outlives the ALTER TABLE
    const connection = await (database.db as unknown as { $client: pg.Pool }).$client.connect();
    try {
      const one = () => connection.query({ text: 'select * from probe where id = $1' }, [1]);
      for (let run = 0; run < 6; run += 1) expect((await one()).rows[0]).not.toHaveProperty('note');
      await connection.query('alter table probe add column note text');
      // PostgreSQL refuses the statement prepared before once; the next run prepares it anew
      await expect(one()).rejects.toThrow(/must not change result type/);
      expect((await one()).rows[0]).toHaveProperty('note', null);
    } finally {
      connection.release();
    }
  });

  it('names no more than its size on a connection, and answers the rest unnamed', async () => {
    await database.db.transaction(async (tx) => {
      for (let n = 0; n < STATEMENT_CACHE_SIZE + 20; n += 1) {
        const [row] = await queryRows<{ n: number }>(tx, sql.raw(`select ${n} + 1 as n`));
        expect(row?.n).toBe(n + 1);
      }
      const [count] = await queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from pg_prepared_statements`,
      );
      expect(count!.n).toBeLessThanOrEqual(STATEMENT_CACHE_SIZE);
    });
  });
});
