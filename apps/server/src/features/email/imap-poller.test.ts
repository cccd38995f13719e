import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InboxPage, MailServiceStatus, Session } from '@shortlist/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openPostgres, queryRows } from '../../db/client.ts';
import { bearer, createTestApp, type TestContext } from '../../test/app.ts';
import { type DovecotPeer, startDovecot } from '../../test/mail/dovecot.ts';
import { applicationMessage } from '../../test/mail/messages.ts';
import {
  call,
  login,
  type Server,
  servers,
  startServer,
  stopServer,
  until,
} from '../../test/server-processes.ts';

/**
 * Issue 12: the IMAP poller against a real Dovecot (Debian's dovecot-imapd, started by the test
 * from its own configuration). Messages delivered to the mailbox reach the inbox; a rebuilt
 * mailbox (new UIDVALIDITY) is read again without duplicates; a poller killed with SIGKILL in the
 * middle of a batch and started again ingests every message exactly once.
 */
let dovecot: DovecotPeer | undefined;
let skip: string | undefined;

beforeAll(async () => {
  const started = await startDovecot();
  if ('skip' in started) skip = started.skip;
  else dovecot = started;
}, 180_000);
afterAll(async () => {
  await dovecot?.stop();
});

/** CRLF line ends, as Dovecot serves them: the bytes read back are the bytes delivered. */
const crlf = (raw: Buffer) => Buffer.from(raw.toString('utf8').replace(/\r?\n/g, '\r\n'));

async function deliver(count: number, tag: string): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const messageId = `<${tag}-${index}@imap.example.com>`;
    ids.push(messageId);
    await dovecot!.append(
      crlf(await applicationMessage({ messageId, subject: `Application ${tag} ${index}` })),
    );
  }
  return ids;
}

describe('the IMAP poller', () => {
  let t: TestContext;
  let recruiter: Session;

  beforeAll(async () => {
    if (skip) return;
    t = await createTestApp({ IMAP_URL: dovecot!.imapUrl });
    recruiter = await t.login('recruiter');
  });
  afterAll(async () => {
    await t?.close();
  });

  const checkNow = async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/email-ingestion/imap/poll/',
      headers: bearer(recruiter),
    });
    expect(response.statusCode, response.body).toBe(202);
    await t.settle();
    // the parse jobs the poll queued
    await t.settle();
  };

  const inboxMessageIds = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/email-ingestion/inbox/?page_size=100',
      headers: bearer(recruiter),
    });
    return response.json<InboxPage>().results.map((row) => row.message_id);
  };

  it('brings messages delivered to the mailbox into the inbox, once', async (context) => {
    if (skip) return context.skip(skip);
    const ids = await deliver(3, 'first');
    await checkNow();
    expect((await inboxMessageIds()).sort()).toEqual([...ids].sort());

    // nothing new: a second check adds nothing
    await checkNow();
    expect(await inboxMessageIds()).toHaveLength(3);

    const more = await deliver(2, 'second');
    await checkNow();
    expect((await inboxMessageIds()).sort()).toEqual([...ids, ...more].sort());

    const status = await t.app.inject({
      method: 'GET',
      url: '/api/v1/email-ingestion/imap/status/',
      headers: bearer(recruiter),
    });
    expect(status.json<MailServiceStatus>()).toMatchObject({
      service_enabled: true,
      configuration_valid: true,
      server_info: { host: '127.0.0.1' },
      last_error: null,
    });
    expect(status.json<MailServiceStatus>().last_poll_at).not.toBeNull();
  }, 60_000);

  it('reads a rebuilt mailbox (new UIDVALIDITY) again without storing any message twice', async (context) => {
    if (skip) return context.skip(skip);
    const before = await inboxMessageIds();
    await dovecot!.reset({ newUidValidity: true });
    // the old messages come back under new UIDs, with one new one
    const again = [...before].sort().slice(0, 2);
    for (const messageId of again)
      await dovecot!.append(crlf(await applicationMessage({ messageId, subject: 'Again' })));
    const fresh = await deliver(1, 'after-rebuild');
    await checkNow();
    const after = await inboxMessageIds();
    expect(after).toHaveLength(before.length + 1);
    expect(after).toEqual(expect.arrayContaining(fresh));
  }, 60_000);

  it('keeps the mail server’s refusal for the status call and goes on', async (context) => {
    if (skip) return context.skip(skip);
    const wrong = new URL(dovecot!.imapUrl);
    wrong.password = 'not-the-password';
    const other = await createTestApp({ IMAP_URL: wrong.toString() });
    try {
      const session = await other.login('admin');
      await other.app.inject({
        method: 'POST',
        url: '/api/v1/email-ingestion/imap/poll/',
        headers: bearer(session),
      });
      await other.settle();
      const status = await other.app.inject({
        method: 'GET',
        url: '/api/v1/email-ingestion/imap/status/',
        headers: bearer(session),
      });
      expect(status.json<MailServiceStatus>()).toMatchObject({
        configuration_valid: false,
        last_error: 'The mail server refused the user name or password.',
      });
    } finally {
      await other.close();
    }
  }, 60_000);
});

/**
 * The crash test runs real server processes on one PostgreSQL database (like the spine's
 * two-process test): PGlite is one process's database.
 */
describe.runIf(process.env.TEST_DB === 'postgres')('a poller killed mid-batch', () => {
  const MESSAGES = 120;
  let database: Database | undefined;
  let dbUrl = '';
  let dbName: string | undefined;

  beforeAll(async () => {
    if (skip) return;
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `shortlist_imap_${crypto.randomBytes(6).toString('hex')}`;
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(`create database ${name} template ${inject('postgresTemplate')}`);
      dbName = name;
    } finally {
      await client.end();
    }
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    dbUrl = url.toString();
    database = openPostgres(dbUrl, { max: 2 });
  }, 60_000);
  afterAll(async () => {
    for (const server of servers.splice(0)) await stopServer(server);
    await database?.close();
    if (dbName) {
      const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await client.connect();
      await client.query(`drop database if exists ${dbName} with (force)`);
      await client.end();
    }
  });

  const stored = async () =>
    queryRows<{ message_id: string }>(
      database!.db,
      sql`select message_id from emails where direction = 'inbound' and message_id like '<crash-%'`,
    );

  it('ingests every message exactly once after SIGKILL and a restart', async (context) => {
    if (skip) return context.skip(skip);
    await dovecot!.reset();
    const ids = await deliver(MESSAGES, 'crash');
    const jwtSecret = `imap-${crypto.randomBytes(16).toString('hex')}`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shortlist-imap-crash-'));
    const options = { env: { IMAP_URL: dovecot!.imapUrl }, dataDir };

    const first: Server = await startServer('poller-1', dbUrl, jwtSecret, options);
    const admin = await login(first, 'admin');
    await call(first, '/api/v1/email-ingestion/imap/poll/', {}, admin);
    await until('the poller to store some messages', async () => (await stored()).length >= 10, 60_000);
    first.child.kill('SIGKILL');
    await first.exited;
    servers.splice(servers.indexOf(first), 1);
    const atKill = (await stored()).length;
    expect(atKill, 'killed before the batch finished').toBeLessThan(MESSAGES);

    const second = await startServer('poller-2', dbUrl, jwtSecret, options);
    await call(second, '/api/v1/email-ingestion/imap/poll/', {}, await login(second, 'admin'));
    await until('every message to be stored', async () => (await stored()).length >= MESSAGES, 60_000);
    // and nothing more arrives later
    await new Promise((resolve) => setTimeout(resolve, 500));
    const rows = await stored();
    expect(rows).toHaveLength(MESSAGES);
    expect(rows.map((row) => row.message_id).sort()).toEqual([...ids].sort());
    const [state] = await queryRows<{ last_uid: number }>(
      database!.db,
      sql`select last_uid::int as last_uid from mailbox_state where mailbox = 'INBOX'`,
    );
    expect(state?.last_uid).toBeGreaterThanOrEqual(MESSAGES);
    // every stored message was read by a parse job, in one process or the other (a job the
    // killed process held is retried once its heartbeat stops)
    await until(
      'the parse jobs to finish',
      async () =>
        (
          await queryRows<{ n: number }>(
            database!.db,
            sql`select count(*)::int as n from emails where direction = 'inbound' and inbox_status = 'processing'`,
          )
        )[0]?.n === 0,
      90_000,
    );
  }, 240_000);
});
