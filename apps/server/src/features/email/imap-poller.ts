import { MAX_RAW_MESSAGE_BYTES } from '@shortlist/contracts';
import { ImapFlow } from 'imapflow';
import type { Db } from '../../db/client.ts';
import { safeErrorMessage } from '../../platform/errors.ts';
import { selectMailboxState, upsertMailboxState } from './email.queries.ts';
import { type IngestDeps, ingestRawMessage } from './inbox-ingest.service.ts';

/** The queue of mailbox checks: every minute by cron, and at once from "Check now". */
export const POLL_QUEUE = 'email.poll';
/** Messages taken per check; the rest wait for the next one (a full mailbox on first start). */
export const POLL_BATCH = 500;

export type MailboxAddress = {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  password: string;
  mailbox: string;
};

/** `imaps://user:password@host:993/INBOX` (IMAP_URL); the mailbox defaults to INBOX. */
export function parseImapUrl(imapUrl: string): MailboxAddress {
  const url = new URL(imapUrl);
  const secure = url.protocol === 'imaps:';
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 993 : 143,
    secure,
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    mailbox: decodeURIComponent(url.pathname.replace(/^\//, '')) || 'INBOX',
  };
}

export type PollResult = { fetched: number; stored: number; skipped: number };

/**
 * One check of the mailbox (issue 12): the messages after the last UID stored under the
 * mailbox's current UIDVALIDITY, oldest first, each taken into the inbox by ingestRawMessage,
 * which moves the mailbox's place in the transaction that stores the message. Whatever kills
 * the process, the next check starts after the last message stored, and a message stored but
 * not yet counted is recognised by its Message-ID. The mailbox is opened read-only: the poller
 * never marks or deletes mail. A failure is kept for the status call and the check ends.
 */
export async function pollMailbox(
  deps: IngestDeps,
  imapUrl: string,
  batch = POLL_BATCH,
): Promise<PollResult> {
  const address = parseImapUrl(imapUrl);
  const result: PollResult = { fetched: 0, stored: 0, skipped: 0 };
  const client = new ImapFlow({
    host: address.host,
    port: address.port,
    secure: address.secure,
    auth: { user: address.user, pass: address.password },
    logger: false,
    disableAutoIdle: true,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 60_000,
  });
  // a dropped connection is reported through the command that was running
  client.on('error', () => {});
  try {
    await client.connect();
    const lock = await client.getMailboxLock(address.mailbox, { readOnly: true });
    try {
      const mailbox = client.mailbox;
      if (!mailbox) throw new Error(`The mailbox ${address.mailbox} could not be opened.`);
      const uidValidity = Number(mailbox.uidValidity);
      const state = await selectMailboxState(deps.db, address.mailbox);
      const after = state?.uidValidity === uidValidity ? state.lastUid : 0;
      // a new UIDVALIDITY (the mailbox was rebuilt) makes old UIDs meaningless: start over;
      // messages already stored are known by their Message-ID
      if (state?.uidValidity !== uidValidity)
        await upsertMailboxState(deps.db, address.mailbox, { uidValidity, lastUid: 0 });
      if (mailbox.exists > 0 && mailbox.uidNext > after + 1) {
        // `n:*` always includes the newest message, even below n: filtered again below
        const listed = await client.fetchAll(`${after + 1}:*`, { uid: true, size: true }, { uid: true });
        const waiting = listed
          .filter((message) => message.uid > after)
          .sort((a, b) => a.uid - b.uid)
          .slice(0, batch);
        for (const message of waiting) {
          result.fetched += 1;
          const place = { via: 'imap' as const, mailbox: address.mailbox, uidValidity, uid: message.uid };
          if ((message.size ?? 0) > MAX_RAW_MESSAGE_BYTES) {
            result.skipped += 1;
            await recordPollError(
              deps.db,
              address.mailbox,
              `Message UID ${message.uid} is larger than ${MAX_RAW_MESSAGE_BYTES / 1024 / 1024} MB and was skipped.`,
              deps.clock(),
            );
            continue;
          }
          const fetched = await client.fetchOne(String(message.uid), { source: true }, { uid: true });
          if (fetched === false || !fetched.source) continue;
          const ingested = await ingestRawMessage(deps, { raw: fetched.source, source: place });
          if (!ingested.duplicate) result.stored += 1;
        }
      }
      await upsertMailboxState(deps.db, address.mailbox, {
        lastPollAt: deps.clock(),
        ...(result.skipped === 0 ? { lastError: null } : {}),
      });
    } finally {
      lock.release();
    }
    await client.logout();
  } catch (error) {
    client.close();
    await recordPollError(deps.db, address.mailbox, describeImapError(error), deps.clock());
  }
  return result;
}

async function recordPollError(db: Db, mailbox: string, message: string, at: Date) {
  await upsertMailboxState(db, mailbox, { lastError: message, lastErrorAt: at, lastPollAt: at });
}

/** What an administrator is shown: the server's answer or the network error, never the password. */
function describeImapError(error: unknown): string {
  const details = error as { authenticationFailed?: boolean; responseText?: string; code?: string };
  if (details.authenticationFailed) return 'The mail server refused the user name or password.';
  if (details.responseText) return `The mail server answered: ${details.responseText}`.slice(0, 500);
  if (details.code === 'ECONNREFUSED') return 'The mail server refused the connection.';
  if (details.code === 'ENOTFOUND') return 'The mail server’s host name could not be found.';
  return safeErrorMessage(error).slice(0, 500);
}
