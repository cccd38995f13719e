import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { safeErrorMessage, serializeError } from '../platform/errors.ts';
import { type Database, openPglite, PGLITE_EXTENSIONS, queryRows } from './client.ts';
import { openPgliteThread, type PgliteThreadClient } from './pglite-thread.ts';

/**
 * The server opens its embedded database on a thread of its own (docs/decisions/025); the test
 * suite opens it on its own thread for speed. These tests hold the two to the same answers, and
 * check what the thread is for: the server's thread runs while a statement does.
 */
const embedded = process.env.TEST_DB !== 'postgres';

let client: PgliteThreadClient;
let threaded: Database;
let inThread: Database;

beforeAll(async () => {
  if (!embedded) return;
  client = await openPgliteThread({ templatePath: inject('pgliteTemplate') });
  threaded = openPglite(client);
  const dump = new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
  inThread = openPglite(await PGlite.create({ loadDataDir: dump, extensions: PGLITE_EXTENSIONS }));
  await threaded.db.execute(
    sql`create table thread_probe (id serial primary key, email text unique not null)`,
  );
});
afterAll(async () => {
  await threaded?.close();
  await inThread?.close();
});

const count = async () =>
  (await queryRows<{ n: number }>(threaded.db, sql`select count(*)::int as n from thread_probe`))[0]!.n;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(embedded)('the embedded database on a thread of its own', () => {
  it('answers with the same values as on the server’s thread: timestamps as text, JSON, arrays, bytes', async () => {
    const probe = sql`select timestamptz '2026-11-24 09:30:00+01' as at, date '2026-01-31' as day,
      interval '1 day 2 hours' as span, '{"a":[1,"b"]}'::jsonb as doc, array[3, 1, 2] as ints,
      array[timestamptz '2026-01-01 00:00:00+00'] as ats, 12.50::numeric as amount,
      '\\x00ff'::bytea as bytes, null::text as nothing, 9007199254740993::bigint as big`;
    const there = await queryRows<Record<string, unknown>>(threaded.db, probe);
    const here = await queryRows<Record<string, unknown>>(inThread.db, probe);
    expect(there).toEqual(here);
    expect(there[0]).toMatchObject({ at: '2026-11-24 08:30:00+00', day: '2026-01-31', doc: { a: [1, 'b'] } });
  });

  it('reports a refused statement with PostgreSQL’s code and constraint, never its values', async () => {
    const email = 'taken@example.com';
    await threaded.db.execute(sql`insert into thread_probe (email) values (${email})`);
    const error = await threaded.db
      .execute(sql`insert into thread_probe (email) values (${email})`)
      .catch((caught: unknown) => caught);
    expect((error as { cause?: { code?: string } }).cause?.code).toBe('23505');
    expect(safeErrorMessage(error)).toBe('Database error 23505 (thread_probe_email_key)');
    // PostgreSQL's detail quotes the value ("Key (email)=(taken@…) already exists"): it crosses
    // the thread, and the log's serializer still leaves it out
    expect((error as { cause?: { detail?: string } }).cause?.detail).toContain('taken@example.com');
    expect(JSON.stringify(serializeError(error))).not.toContain('taken@example.com');
  });

  it('commits a transaction, rolls back one that throws, and keeps a savepoint’s rollback to itself', async () => {
    const before = await count();
    await expect(
      threaded.db.transaction(async (tx) => {
        await tx.execute(sql`insert into thread_probe (email) values ('rolled-back@example.com')`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await count()).toBe(before);

    await threaded.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe (email) values ('kept@example.com')`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into thread_probe (email) values ('inner@example.com')`);
          throw new Error('inner only');
        })
        .catch(() => {});
    });
    const emails = await queryRows<{ email: string }>(threaded.db, sql`select email from thread_probe`);
    expect(emails.map((row) => row.email)).toContain('kept@example.com');
    expect(emails.map((row) => row.email)).not.toContain('inner@example.com');
  });

  it('refuses the COMMIT of a transaction whose statement failed, and writes nothing of it', async () => {
    const before = await count();
    await expect(
      threaded.db.transaction(async (tx) => {
        await tx.execute(sql`insert into thread_probe (email) values ('half@example.com')`);
        await tx.execute(sql`select 1 / 0`).catch(() => {});
      }),
    ).rejects.toThrow();
    expect(await count()).toBe(before);
  });

  it('gives an open transaction the database to itself: a statement sent meanwhile runs after its commit', async () => {
    const before = await count();
    const writer = threaded.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe (email) values ('while-reading@example.com')`);
      await sleep(150);
    });
    await sleep(20);
    const reader = count();
    await writer;
    expect(await reader).toBe(before + 1);
  });

  it('leaves the server’s thread free while a statement runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => {
      ticks += 1;
    }, 10);
    await threaded.db.execute(sql`select pg_sleep(0.4)`);
    clearInterval(timer);
    // on the server's thread the timer could not fire once before the statement returned
    expect(ticks).toBeGreaterThan(10);
  });

  it('delivers a NOTIFY to its listener once the transaction commits', async () => {
    const heard: string[] = [];
    const stop = await threaded.listen('thread_probe_channel', (payload) => heard.push(payload));
    await threaded.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('thread_probe_channel', 'after commit')`);
      await sleep(50);
      expect(heard).toEqual([]);
    });
    await expect.poll(() => heard).toEqual(['after commit']);
    await stop();
    await threaded.db.execute(sql`select pg_notify('thread_probe_channel', 'not heard')`);
    await sleep(50);
    expect(heard).toEqual(['after commit']);
  });

  it('runs the job queue’s multi-statement blocks and keeps their rows', async () => {
    const results = await client.exec('select 1 as first; select 2 as second');
    expect(results.flatMap((result) => result.rows)).toEqual([{ first: 1 }, { second: 2 }]);
  });

  it('refuses calls once closed', async () => {
    const other = await openPgliteThread({ templatePath: inject('pgliteTemplate') });
    await other.close();
    expect(other.closed).toBe(true);
    await expect(other.query('select 1')).rejects.toThrow('The embedded database is closed.');
  });
});
