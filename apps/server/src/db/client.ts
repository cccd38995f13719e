import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { ConstructorOptions } from 'pg-boss';
import { fromPglite } from 'pg-boss';
import { withStatementCache } from './pglite-statements.ts';
import { openPgliteThread, type PgliteThreadClient } from './pglite-thread.ts';
import { prepareStatements } from './postgres-statements.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;

export { PGLITE_EXTENSIONS } from './pglite-extensions.ts';
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A database handle or an open transaction: queries take either. */
export type Tx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** SQL statements sent since start; read by bench/ and tests to report statements per request. */
  stats: QueryStats;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /**
   * What autovacuum does on PostgreSQL, which PGlite (one process, no background workers) never
   * does: VACUUM (ANALYZE) — the planner's statistics, and the visibility map index-only reads
   * need (docs/decisions/018). A no-op on PostgreSQL.
   */
  maintain(): Promise<void>;
  /**
   * LISTEN on a channel; NOTIFY sent inside a transaction arrives only once it commits. On
   * PostgreSQL a dedicated connection that reconnects; on PGlite the instance itself.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** How pg-boss reaches this database: PGlite's own adapter, or a small pool of its own. */
  jobsConnection(): ConstructorOptions;
  close(): Promise<void>;
};

/** In the source tree the migrations sit beside this file; the server bundle copies them beside itself. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'migrations'), path.join(here, 'db', 'migrations')];
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`Database migrations not found (looked in ${candidates.join(', ')})`);
  return found;
}

/** Statements sent, and where bench/ and tests listen to them (never in production: no logging of SQL). */
export type QueryStats = { queries: number; onQuery?: (query: string, params: unknown[]) => void };

function counter(stats: QueryStats) {
  return {
    logQuery(query: string, params: unknown[]) {
      stats.queries += 1;
      stats.onQuery?.(query, params);
    },
  };
}

/**
 * PGlite: the server's data directory on a thread of its own (openDatabase), or an instance on
 * the caller's thread (tests, the build's template): both answer the same calls.
 */
export function openPglite(given: PGlite | PgliteThreadClient): Database {
  // on this thread, with its statement cache (the thread client has one on its own thread)
  const client = given instanceof PGlite ? withStatementCache(given) : given;
  const stats: QueryStats = { queries: 0 };
  const db = drizzlePglite({ client: client as PGlite, schema, logger: counter(stats) }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    stats,
    migrate: async () => {
      await migratePglite(db as never, { migrationsFolder: migrationsFolder() });
    },
    ping: async () => {
      stats.queries += 1;
      await client.query('select 1');
    },
    maintain: async () => {
      stats.queries += 1;
      await client.exec('vacuum (analyze)');
    },
    listen: async (channel, onPayload) => client.listen(channel, onPayload),
    jobsConnection: () => ({ db: fromPglite(client), backend: 'pglite' }),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

export function openPostgres(url: string, options: { max?: number } = {}): Database {
  const stats: QueryStats = { queries: 0 };
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // An idle connection the server drops (a restart, a terminated backend) is discarded by the
  // pool and the next query opens another; unhandled, the event would end the process.
  pool.on('error', () => {});
  pool.on('connect', prepareStatements);
  const db = drizzlePg({ client: pool, schema, logger: counter(stats) }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    stats,
    migrate: async () => {
      await migratePg(db as never, { migrationsFolder: migrationsFolder() });
    },
    ping: async () => {
      stats.queries += 1;
      await pool.query('select 1');
    },
    maintain: async () => {},
    listen: (channel, onPayload) => listenPostgres(url, channel, onPayload),
    jobsConnection: () => ({ connectionString: url, max: 3 }),
    close: async () => {
      await pool.end();
    },
  };
}

/**
 * A dedicated LISTEN connection that comes back after a dropped connection (a restarted
 * database): NOTIFY is fire-and-forget, so what was missed meanwhile is gone — live clients
 * refetch when their socket reconnects.
 */
async function listenPostgres(url: string, channel: string, onPayload: (payload: string) => void) {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    next.on('error', () => {
      if (closed) return;
      next.end().catch(() => {});
      retry = setTimeout(() => void connect().catch(() => {}), 1000);
    });
    await next.connect();
    await next.query(`listen "${channel.replace(/"/g, '')}"`);
    client = next;
  };
  await connect();
  return async () => {
    closed = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

/** The migrated empty cluster the server build saves beside its bundle (db/make-template.ts). */
export function pgliteTemplatePath(): string {
  return path.join(path.dirname(fileURLToPath(import.meta.url)), 'pglite-template.tar.gz');
}

/**
 * DESIGN.md §7: DATABASE_URL set → PostgreSQL; unset → PGlite under DATA_DIR/pglite, on a
 * thread of its own (db/pglite-thread.ts, docs/decisions/025). A new data directory starts from
 * the build's migrated template when there is one (initdb costs seconds; loading the template
 * well under one); migrations then run as usual.
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  const dataDir = path.join(options.dataDir, 'pglite');
  fs.mkdirSync(dataDir, { recursive: true });
  const isNew = !fs.existsSync(path.join(dataDir, 'PG_VERSION'));
  const template = pgliteTemplatePath();
  const templatePath = isNew && fs.existsSync(template) ? template : undefined;
  return openPglite(await openPgliteThread({ dataDir, ...(templatePath ? { templatePath } : {}) }));
}

/** Runs hand-written SQL (window functions, lateral joins) and returns its rows; both drivers answer `{rows}`. */
export async function queryRows<T>(db: Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A timestamp as the API writes it ("…Z"), from a Date or PostgreSQL's JSON text ("…+00:00"). */
export const isoTimestamp = (value: Date | string) => new Date(value).toISOString();

/**
 * A query whose many wide rows come back as one JSON text (`json_agg`), in the
 * statement's order. On PGlite each field of each row costs about 1.7 µs on its way out (its
 * protocol message in WebAssembly, then PGlite's reader in JavaScript): a board's 165 cards of 31
 * columns took 12 ms as rows and take 7.7 ms as one text that `JSON.parse` reads natively. Values
 * arrive as JSON has them: timestamps as ISO text, numbers as numbers, JSON columns as they are.
 */
export async function queryJsonRows<T>(db: Tx, query: SQL): Promise<T[]> {
  const [row] = await queryRows<{ rows: string }>(
    db,
    sql`select coalesce(json_agg(found), '[]')::text as rows from (${query}) found`,
  );
  return JSON.parse(row?.rows ?? '[]') as T[];
}
