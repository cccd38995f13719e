import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import {
  INBOX_MESSAGES,
  type InboxStatus,
  type IngestResponse,
  MAX_RAW_MESSAGE_BYTES,
} from '@shortlist/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { HttpError, ValidationError } from '../../platform/errors.ts';
import type { DomainEvents } from '../../platform/events.ts';
import type { FileTextPool } from '../../platform/file-text/file-text-pool.ts';
import type { JobRunner } from '../../platform/jobs.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import type { Clock } from '../../platform/tokens.ts';
import {
  advanceMailboxState,
  insertAudit,
  insertInboundEmail,
  selectEmail,
  selectEmailIdByMessageId,
} from './email.queries.ts';

/** The queue of received messages waiting to be read: one job per message. */
export const PARSE_QUEUE = 'email.parse';

export type IngestDeps = {
  db: Db;
  clock: Clock;
  events: DomainEvents;
  jobs: JobRunner;
  storage: FileStorage;
  fileText: FileTextPool;
};

/** Where a message came from, for its audit trail; the poller also says where it is in the mailbox. */
export type IngestSource =
  | { via: 'imap'; mailbox: string; uidValidity: number; uid: number }
  | { via: 'api'; actor: { id: number; full_name: string } | null }
  | { via: 'demo' };

const HEADER_SCAN_BYTES = 64 * 1024;

/** The header block of a raw message, unfolded (RFC 5322 §2.2.3), read without parsing the body. */
function headerBlock(raw: Buffer): string {
  const head = raw.toString('latin1', 0, Math.min(raw.length, HEADER_SCAN_BYTES));
  const end = head.search(/\r?\n\r?\n/);
  return (end === -1 ? head : head.slice(0, end)).replace(/\r?\n[ \t]+/g, ' ');
}

/** The Message-ID header of a raw message. */
function headerMessageId(raw: Buffer): string | null {
  return /^Message-ID:[ \t]{0,20}(<[^>\r\n]{1,995}>)/im.exec(headerBlock(raw))?.[1]?.trim() ?? null;
}

/** The Date header of a raw message, when it is a date. */
function headerDate(raw: Buffer): Date | null {
  const value = /^Date:[ \t]{0,20}([^\r\n]{1,200})/im.exec(headerBlock(raw))?.[1];
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

const rawKeyOf = (sha256: string) => `mail/raw/${sha256}`;

/**
 * Takes one raw RFC 822 message into the inbox (IMAP poller, POST /ingest/, the demo): stores the
 * bytes first (content-addressed, so a second write is the same file), then in one transaction
 * the row, its audit entry, the `email.received` event, its parse job and — for the poller — the
 * mailbox's new last UID. The Message-ID (or, without one, the bytes' hash) is unique: a
 * message seen again, after a crash or in another folder, is not stored twice.
 */
export async function ingestRawMessage(
  deps: IngestDeps,
  { raw, source }: { raw: Buffer; source: IngestSource },
): Promise<IngestResponse> {
  const { db, events, jobs, storage, clock } = deps;
  if (raw.length === 0) throw new ValidationError({ message: [INBOX_MESSAGES.emptyMessage] });
  if (raw.length > MAX_RAW_MESSAGE_BYTES) throw new HttpError(413, INBOX_MESSAGES.tooLarge);
  const sha256 = crypto.createHash('sha256').update(raw).digest('hex');
  const messageId = headerMessageId(raw) ?? `<${sha256}@no-message-id.shortlist.invalid>`;

  const known = await selectEmailIdByMessageId(db, messageId);
  if (known !== undefined) {
    if (source.via === 'imap') await db.transaction((tx) => advanceMailbox(tx, source, clock));
    return { email_id: known, duplicate: true, status: await statusOf(db, known) };
  }
  const rawKey = rawKeyOf(sha256);
  await storage.write(rawKey, Readable.from([raw]), { maxBytes: MAX_RAW_MESSAGE_BYTES });

  const id = await db.transaction(async (tx) => {
    const now = clock();
    // the demo's messages arrived over the last days: their Date says when
    const receivedAt = source.via === 'demo' ? (headerDate(raw) ?? now) : now;
    const inserted = await insertInboundEmail(tx, {
      direction: 'inbound',
      messageId,
      fromAddress: '',
      toAddress: '',
      deliveryStatus: 'delivered',
      inboxStatus: 'processing',
      rawKey,
      rawSize: raw.length,
      receivedAt,
      createdAt: now,
    });
    if (source.via === 'imap') await advanceMailbox(tx, source, clock);
    if (inserted === null) return null;
    const actor = source.via === 'api' ? source.actor : null;
    await insertAudit(tx, {
      emailId: inserted,
      action: 'Received',
      userId: actor?.id ?? null,
      userName: actor?.full_name ?? null,
      details: receivedDetails(source, raw.length),
    });
    await events.record(tx, { type: 'email.received', actor, data: { email_id: inserted } });
    await jobs.sendInTransaction(tx, PARSE_QUEUE, { email_id: inserted });
    return inserted;
  });
  if (id === null) {
    // another process stored the same message a moment ago
    const other = (await selectEmailIdByMessageId(db, messageId))!;
    return { email_id: other, duplicate: true, status: await statusOf(db, other) };
  }
  return { email_id: id, duplicate: false, status: 'processing' };
}

async function statusOf(db: Db, id: number): Promise<InboxStatus> {
  return ((await selectEmail(db, id))?.inboxStatus ?? 'unread') as InboxStatus;
}

function receivedDetails(source: IngestSource, size: number) {
  const kb = `${Math.max(1, Math.round(size / 1024))} KB`;
  if (source.via === 'imap') return `Fetched from the mailbox ${source.mailbox} (UID ${source.uid}), ${kb}.`;
  if (source.via === 'api') return `Handed in through the ingest call, ${kb}.`;
  return `Demo message, ${kb}.`;
}

async function advanceMailbox(tx: Tx, source: Extract<IngestSource, { via: 'imap' }>, clock: Clock) {
  await advanceMailboxState(tx, source.mailbox, {
    uidValidity: source.uidValidity,
    uid: source.uid,
    at: clock(),
  });
}
