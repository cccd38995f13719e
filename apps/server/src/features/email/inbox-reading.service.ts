import { Readable } from 'node:stream';
import {
  type CandidateMatch,
  DOCUMENT_LIMITS,
  EMPTY_PARSED_FIELDS,
  INBOX_MESSAGES,
  type ParsedFields,
} from '@shortlist/contracts';
import type { StoredAttachment } from '../../db/schema/index.ts';
import { FileTextBusyError, limitMessage } from '../../platform/file-text/file-text-pool.ts';
import { FileTextLimitError, UnreadableFileError } from '../../platform/file-text/limits.ts';
import type { MailAttachment, ParsedMailMessage } from '../../platform/file-text/read-mail.ts';
import { extractApplicationFields } from './application-fields/index.ts';
import {
  finishProcessing,
  insertAudit,
  selectEmail,
  selectEmailForUpdate,
  selectEmailIdByMessageId,
  updateEmail,
} from './email.queries.ts';
import type { IngestDeps } from './inbox-ingest.service.ts';
import { matchCandidate, suggestJobs } from './inbox-matching.ts';

/*
 * The parse job of received mail (docs/decisions/013): a stored message read in a file-text
 * reader, its CV attachments kept, its fields read, a candidate matched and jobs suggested.
 */

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
