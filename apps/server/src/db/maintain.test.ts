import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.ts';
import { type Database, queryRows } from './client.ts';
import { candidates } from './schema/index.ts';

/**
 * PGlite runs no autovacuum: the nightly maintenance job gives its planner the statistics
 * PostgreSQL keeps by itself (docs/decisions/018).
 */
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const estimatedCandidates = async () =>
  (
    await queryRows<{ rows: number }>(
      database.db,
      sql`select reltuples::int as rows from pg_class where relname = 'candidates'`,
    )
  )[0]!.rows;

describe('database maintenance', () => {
  it.runIf(process.env.TEST_DATABASE_URL === undefined)(
    'gives the embedded planner the table sizes it has',
    async () => {
      await database.db
        .insert(candidates)
        .values(Array.from({ length: 120 }, (_, index) => ({ fullName: `Counted ${index}` })));
      expect(await estimatedCandidates()).not.toBe(120);
      await database.maintain();
      expect(await estimatedCandidates()).toBe(120);
    },
  );
});
