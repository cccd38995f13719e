import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Database, queryRows } from '../db/client.ts';
import { createTestDatabase } from './database.ts';
import { createJob } from './factories.ts';

/*
 * The embedded suite hands a database a file has closed to the next file of its worker, put back
 * as the template left it (test/database.ts). Every other test trusts that it starts on a fresh
 * database; these hold the reset to that.
 */
const embedded = process.env.TEST_DB !== 'postgres';

/** The same PGlite instance answers the same start time; a new one its own. */
const startedAt = async (database: Database) =>
  (await queryRows<{ at: string }>(database.db, sql`select pg_postmaster_start_time()::text as at`))[0]!.at;

const rowCounts = async (database: Database) =>
  queryRows<{ jobs: number; users: number; migrations: number }>(
    database.db,
    sql`select (select count(*)::int from jobs) as jobs, (select count(*)::int from users) as users,
               (select count(*)::int from drizzle.__drizzle_migrations) as migrations`,
  );

describe.runIf(embedded)('a test database handed out again', () => {
  it('holds the template’s rows and sequences again, and the first holder’s handle is closed', async () => {
    const first = await createTestDatabase();
    const fresh = await rowCounts(first);
    const firstJob = await createJob(first.db, { title: 'Before' });
    await createJob(first.db, { title: 'Before, again' });
    const heard: string[] = [];
    await first.listen('reset_probe', (payload) => heard.push(payload));
    const instance = await startedAt(first);
    await first.close();

    const second = await createTestDatabase();
    try {
      expect(await startedAt(second), 'the same instance, handed out again').toBe(instance);
      expect(await rowCounts(second)).toEqual(fresh);
      // sequences start where the template's do, so ids are those a new database gives
      expect((await createJob(second.db, { title: 'After' })).id).toBe(firstJob.id);
      // the first holder's LISTEN was dropped: the second's, on the same channel, hears alone
      const heardNow: string[] = [];
      await second.listen('reset_probe', (payload) => heardNow.push(payload));
      await second.db.execute(sql`select pg_notify('reset_probe', 'for the second holder')`);
      await expect.poll(() => heardNow).toEqual(['for the second holder']);
      expect(heard).toEqual([]);
      // and the first holder's handle answers as a closed database does
      await expect(first.db.execute(sql`select 1`)).rejects.toHaveProperty(
        'cause.message',
        'PGlite is closed',
      );
      await first.close();
      expect(await startedAt(second), 'a second close gives nothing back twice').toBe(instance);
    } finally {
      await second.close();
    }
  });

  it('is a new database when the last holder changed its shape', async () => {
    const changed = await createTestDatabase();
    await changed.db.execute(sql`create table reset_scratch (id int)`);
    const instance = await startedAt(changed);
    await changed.close();

    const next = await createTestDatabase();
    try {
      expect(await startedAt(next)).not.toBe(instance);
      const [found] = await queryRows<{ table: string | null }>(
        next.db,
        sql`select to_regclass('reset_scratch')::text as table`,
      );
      expect(found?.table).toBeNull();
    } finally {
      await next.close();
    }
  });
});
