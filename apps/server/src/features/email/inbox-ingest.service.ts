import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import {
  type CandidateMatch,
  computeMatchScore,
  DOCUMENT_LIMITS,
  EMPTY_PARSED_FIELDS,
  INBOX_MESSAGES,
  type InboxStatus,
  type IngestResponse,
  type JobSuggestion,
  MAX_RAW_MESSAGE_BYTES,
  type ParsedFields,
} from '@shortlist/contracts';
import type { Db, Tx } from '../../db/client.ts';
import type { StoredAttachment } from '../../db/schema/index.ts';
import { HttpError, ValidationError } from '../../platform/errors.ts';
import type { DomainEvents } from '../../platform/events.ts';
import {
  FileTextBusyError,
  type FileTextPool,
  limitMessage,
} from '../../platform/file-text/file-text-pool.ts';
import { FileTextLimitError, UnreadableFileError } from '../../platform/file-text/limits.ts';
import type { MailAttachment, ParsedMailMessage } from '../../platform/file-text/read-mail.ts';
import type { JobRunner } from '../../platform/jobs.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import type { Clock } from '../../platform/tokens.ts';
import { extractApplicationFields } from './application-fields/index.ts';
import {
  advanceMailboxState,
  finishProcessing,
  insertAudit,
  insertInboundEmail,
  selectEmail,
  selectEmailForUpdate,
  selectEmailIdByMessageId,
  updateEmail,
} from './email.queries.ts';
import {
  selectCandidateByAnyEmail,
  selectCandidateByPhoneDigits,
  selectCandidateOfOutgoing,
  selectCandidatesByName,
  selectOpenJobsForMatch,
} from './inbox.read-model.ts';

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
export function headerMessageId(raw: Buffer): string | null {
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
  raw: Buffer,
  source: IngestSource,
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

// ── reading a stored message (the parse job) ─────────────────────────────────

/** Why a message could not be read, in words for the Failed filter's card. */
function unreadableReason(error: unknown): string | null {
  if (error instanceof FileTextLimitError) return `The message could not be read: ${limitMessage(error)}`;
  if (error instanceof UnreadableFileError) return error.message;
  return null;
}

/**
 * The parse job (at least once): reads a stored message in a file-text reader, reads its CV
 * attachments, extracts the application's fields, matches a candidate and suggests jobs, and
 * writes it all only if the message is still processing — a second run changes nothing.
 * A message that cannot be read is kept, marked failed with the reason; the poller goes on.
 */
export async function processEmail(deps: IngestDeps, emailId: number): Promise<void> {
  const { db, storage, fileText } = deps;
  const email = await selectEmail(db, emailId);
  if (email?.direction !== 'inbound' || email.inboxStatus !== 'processing' || !email.rawKey) return;
  let raw: Buffer;
  try {
    raw = await storage.read(email.rawKey);
  } catch {
    await markUnreadable(deps, emailId, 'The stored message could not be found.');
    return;
  }
  let mail: ParsedMailMessage;
  try {
    mail = await fileText.readMail(raw);
  } catch (error) {
    if (error instanceof FileTextBusyError) throw error; // the job is retried later
    const reason = unreadableReason(error) ?? 'The message could not be read.';
    await markUnreadable(deps, emailId, reason);
    return;
  }
  if (mail.deliveryReport) {
    await recordBounce(deps, emailId, mail);
    return;
  }
  const attachments = await readAttachments(deps, emailId, mail.attachments);
  const cvText = attachments
    .filter((attachment) => attachment.is_cv)
    .map((attachment) => attachment.text)
    .join('\n');
  const { fields, confidence } = extractApplicationFields({
    subject: mail.subject,
    text: mail.text,
    fromName: mail.fromName,
    fromAddress: mail.fromAddress,
    cvText,
  });
  const match = await matchCandidate(db, fields, mail);
  const suggestions = await suggestJobs(db, fields, mail);
  const problem = mail.fromAddress ? null : INBOX_MESSAGES.noSender;

  await db.transaction(async (tx) => {
    const row = await finishProcessing(tx, emailId, {
      fromAddress: mail.fromAddress ?? '',
      fromName: mail.fromName,
      toAddress: mail.to,
      subject: mail.subject,
      bodyText: mail.text,
      bodyHtml: mail.html,
      inReplyTo: mail.inReplyTo,
      inboxStatus: match ? 'matched' : 'unread',
      deliveryStatus: problem ? 'failed' : 'delivered',
      errorDetails: problem,
      processingConfidence: confidence,
      parsedFields: fields,
      attachments: attachments.map(({ text: _text, ...attachment }) => attachment),
      attachmentTexts: attachments.map((attachment) => attachment.text),
      candidateMatch: match,
      jobSuggestions: suggestions,
      processedAt: deps.clock(),
    });
    if (!row) return;
    await insertAudit(tx, {
      emailId,
      action: 'Processed',
      details: processedDetails(fields, confidence, match, attachments.length),
    });
    await deps.events.record(tx, {
      type: 'email.processed',
      actor: null,
      candidateId: match?.candidate_id ?? null,
      data: { email_id: emailId, delivery_status: row.deliveryStatus },
    });
  });
}

function processedDetails(
  fields: ParsedFields,
  confidence: number,
  match: CandidateMatch | null,
  attachmentCount: number,
) {
  const parts = [`Confidence ${Math.round(confidence * 100)}%`];
  if (fields.name) parts.push(`name ${fields.name}`);
  if (attachmentCount > 0) parts.push(`${attachmentCount} attachment${attachmentCount === 1 ? '' : 's'}`);
  parts.push(match ? `matched to ${match.name} (${match.score}%)` : 'no matching candidate');
  return `${parts.join('; ')}.`;
}

async function markUnreadable(deps: IngestDeps, emailId: number, reason: string) {
  await deps.db.transaction(async (tx) => {
    const row = await finishProcessing(tx, emailId, {
      inboxStatus: 'unread',
      deliveryStatus: 'failed',
      errorDetails: reason,
      parsedFields: EMPTY_PARSED_FIELDS,
      processedAt: deps.clock(),
    });
    if (!row) return;
    await insertAudit(tx, { emailId, action: 'Processing failed', details: reason });
    await deps.events.record(tx, {
      type: 'email.processed',
      actor: null,
      data: { email_id: emailId, delivery_status: 'failed' },
    });
  });
}

/**
 * A delivery report (RFC 3464) about a message we sent: that message becomes bounced with the
 * report's diagnostic (its sender is told through `email.delivery_changed`), and the report
 * itself waits in the inbox's Failed filter with Retry and Mark Resolved.
 */
async function recordBounce(deps: IngestDeps, emailId: number, mail: ParsedMailMessage) {
  const report = mail.deliveryReport!;
  const diagnostic =
    [report.status, report.diagnostic].filter(Boolean).join(' ') || 'The message could not be delivered.';
  const originalId = report.originalMessageId
    ? await selectEmailIdByMessageId(deps.db, report.originalMessageId)
    : undefined;
  await deps.db.transaction(async (tx) => {
    const original = originalId === undefined ? undefined : await selectEmailForUpdate(tx, originalId);
    const outgoing = original?.direction === 'outbound' ? original : undefined;
    const row = await finishProcessing(tx, emailId, {
      fromAddress: mail.fromAddress ?? '',
      fromName: mail.fromName,
      toAddress: mail.to,
      subject: mail.subject,
      bodyText: mail.text,
      bodyHtml: mail.html,
      inboxStatus: 'unread',
      deliveryStatus: 'bounced',
      errorDetails: outgoing
        ? `${outgoing.toAddress}: ${diagnostic}`
        : `A delivery report about a message that is not in the outbox: ${diagnostic}`,
      bounceOfEmailId: outgoing?.id ?? null,
      candidateId: outgoing?.candidateId ?? null,
      processedAt: deps.clock(),
      parsedFields: EMPTY_PARSED_FIELDS,
      attachments: [],
      attachmentTexts: [],
      jobSuggestions: [],
    });
    if (!row) return;
    await insertAudit(tx, {
      emailId,
      action: 'Delivery report',
      details: outgoing
        ? `Reports that e-mail #${outgoing.id} to ${outgoing.toAddress} bounced.`
        : diagnostic,
    });
    if (outgoing && outgoing.deliveryStatus !== 'bounced') {
      const bounced = await updateEmail(tx, outgoing.id, {
        deliveryStatus: 'bounced',
        errorDetails: diagnostic,
        resolvedAt: null,
      });
      await insertAudit(tx, { emailId: outgoing.id, action: 'Bounced', details: diagnostic });
      await deps.events.record(tx, {
        type: 'email.delivery_changed',
        actor: null,
        candidateId: bounced.candidateId,
        applicationId: bounced.applicationId,
        jobId: bounced.jobId,
        data: {
          email_id: bounced.id,
          delivery_status: 'bounced',
          subject: bounced.subject,
          recipient: bounced.toAddress,
          sent_by: bounced.sentBy,
          error: diagnostic,
        },
      });
    }
    await deps.events.record(tx, {
      type: 'email.processed',
      actor: null,
      data: { email_id: emailId, delivery_status: 'bounced' },
    });
  });
}

type ReadAttachment = StoredAttachment & { text: string };

const attachmentKey = (emailId: number, index: number) => `mail/attachments/${emailId}/${index}`;

/**
 * Keeps every attachment that fits the document limit (at a key of the message's own, so a
 * second run writes the same files), with the text the reader read from those that are
 * documents (PDF, DOCX, DOC, TXT); one that hit a reading limit is listed with the reason.
 */
async function readAttachments(
  { storage }: IngestDeps,
  emailId: number,
  parts: MailAttachment[],
): Promise<ReadAttachment[]> {
  const read: ReadAttachment[] = [];
  for (const [index, part] of parts.entries()) {
    const base = {
      index,
      filename: part.filename,
      content_type: part.contentType,
      size: part.size,
      is_cv: false,
      warning: null as string | null,
      storage_key: null as string | null,
      text: '',
    };
    if (!part.content || part.size > DOCUMENT_LIMITS.maxBytes) {
      read.push({ ...base, warning: `Larger than ${DOCUMENT_LIMITS.maxBytes / 1024 / 1024} MB: not kept.` });
      continue;
    }
    const key = attachmentKey(emailId, index);
    await storage.write(key, Readable.from([Buffer.from(part.content)]), {
      maxBytes: DOCUMENT_LIMITS.maxBytes,
    });
    const problem = part.problem
      ? 'limit' in part.problem
        ? `Not read: ${limitMessage(new FileTextLimitError(part.problem.limit, part.problem.max))}`
        : part.problem.unreadable
      : null;
    const text = part.text ?? '';
    read.push({
      ...base,
      storage_key: key,
      is_cv: text.length >= DOCUMENT_LIMITS.minTextChars,
      warning: problem,
      text,
    });
  }
  return read;
}

// ── matching ─────────────────────────────────────────────────────────────────

/** Scores of a match that is not the same address (spec: e-mail = 100). */
const PHONE_MATCH_SCORE = 85;
const NAME_MATCH_SCORE = 60;

/**
 * The candidate a message is from: the same e-mail address (the sender's or the parsed one, or
 * a reply to a message we sent them) scores 100; the same phone 85; the same full name, when
 * only one candidate has it, 60.
 */
async function matchCandidate(
  db: Db,
  fields: ParsedFields,
  mail: ParsedMailMessage,
): Promise<CandidateMatch | null> {
  const addresses = [
    fields.email,
    fields.source_type === 'Direct Application' ? mail.fromAddress : null,
  ].filter((address): address is string => Boolean(address));
  const byEmail =
    (await selectCandidateByAnyEmail(db, addresses)) ??
    (mail.inReplyTo ? await selectCandidateOfOutgoing(db, mail.inReplyTo) : undefined);
  if (byEmail) return { candidate_id: byEmail.id, name: byEmail.fullName, score: 100, reason: 'email' };
  const digits = fields.phone?.replace(/\D/g, '') ?? '';
  const byPhone = await selectCandidateByPhoneDigits(db, digits);
  if (byPhone)
    return { candidate_id: byPhone.id, name: byPhone.fullName, score: PHONE_MATCH_SCORE, reason: 'phone' };
  if (fields.name) {
    const byName = await selectCandidatesByName(db, fields.name);
    if (byName.length === 1)
      return {
        candidate_id: byName[0]!.id,
        name: byName[0]!.fullName,
        score: NAME_MATCH_SCORE,
        reason: 'name',
      };
  }
  return null;
}

const SUGGESTIONS = 3;
const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * Jobs for the message: one addressed through its apply address (careers+job-{id}@…) or named
 * in the subject first, then open jobs ranked by the match score of the parsed skills,
 * experience and place.
 */
async function suggestJobs(db: Db, fields: ParsedFields, mail: ParsedMailMessage): Promise<JobSuggestion[]> {
  const open = await selectOpenJobsForMatch(db);
  const suggestions: JobSuggestion[] = [];
  const addressed = /\+job-(\d{1,9})@/i.exec(mail.to)?.[1];
  const byAddress = addressed ? open.find((job) => job.id === Number(addressed)) : undefined;
  if (byAddress)
    suggestions.push({ job_id: byAddress.id, title: byAddress.title, score: 100, reason: 'apply_address' });
  const subject = ` ${normalise(`${mail.subject} ${fields.role ?? ''}`)} `;
  const named = open
    .filter((job) => normalise(job.title).length > 2 && subject.includes(` ${normalise(job.title)} `))
    .sort((a, b) => b.title.length - a.title.length)[0];
  if (named && named.id !== byAddress?.id)
    suggestions.push({ job_id: named.id, title: named.title, score: 100, reason: 'subject' });
  const candidate = {
    skills: fields.skills,
    years_experience: fields.experience,
    location: [fields.city, fields.country].filter(Boolean).join(', '),
    city: fields.city ?? '',
    country: fields.country ?? '',
  };
  const ranked = open
    .filter((job) => !suggestions.some((suggestion) => suggestion.job_id === job.id))
    .map((job) => ({
      job,
      score: computeMatchScore(
        {
          skills_required: job.skillsRequired,
          skills_nice: job.skillsNice,
          experience_level: job.experienceLevel,
          location: job.location,
          skill_weights: job.skillWeights,
        },
        candidate,
      ).match_score,
    }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || b.job.id - a.job.id);
  for (const { job, score } of ranked) {
    if (suggestions.length >= SUGGESTIONS) break;
    suggestions.push({ job_id: job.id, title: job.title, score, reason: 'match_score' });
  }
  return suggestions;
}
