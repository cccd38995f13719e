import crypto from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openPglite, openPostgres, PGLITE_EXTENSIONS } from '../db/client.ts';

/**
 * A migrated database of its own for one test file: PGlite by default, PostgreSQL when the
 * run is the PostgreSQL one (TEST_DB=postgres). Close it in afterAll.
 */
export async function createTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB === 'postgres') return createPostgresCopy();
  const dump = fs.readFileSync(inject('pgliteTemplate'));
  const client = await PGlite.create({ loadDataDir: new Blob([dump]), extensions: PGLITE_EXTENSIONS });
  return openPglite(client);
}

async function createPostgresCopy(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL!;
  const name = `shortlist_t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
  } finally {
    await admin.end();
  }
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = openPostgres(dbUrl.toString(), { max: 4 });
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      // pool.end() resolves before its sockets have closed; dropping "with (force)" then kills a
      // connection that is still ending, and its FATAL error surfaces as an uncaught exception.
      for (let attempt = 0; attempt < 80; attempt++) {
        const { rows } = await cleanup.query<{ open: number }>(
          'select count(*)::int as open from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0]?.open === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
