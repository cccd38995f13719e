import crypto from 'node:crypto';
import {
  type AttachEmail,
  type CandidateCreate,
  type CreateFromEmailResponse,
  candidateCreateSchema,
  EMAIL_MESSAGES,
  type EmailMetrics,
  type ForwardEmail,
  INBOX_MESSAGES,
  type InboxPage,
  type InboxQuery,
  type InboxStatusUpdate,
  type IncomingEmail,
  type IncomingEmailDetail,
  QUICK_REPLIES,
  type ReplyEmail,
  type SendEmailResponse,
} from '@shortlist/contracts';
import type { Db, Tx } from '../../db/client.ts';
import type { StoredAttachment } from '../../db/schema/index.ts';
import { conflict, notFound, ValidationError } from '../../platform/errors.ts';
import type { PageRequest } from '../../platform/pagination.ts';
import type { AuthUser } from '../../platform/tokens.ts';
import { createCandidate } from '../candidates/candidates.service.ts';
import { sniffContentType } from '../documents/content-type.ts';
import { recordUploads } from '../documents/documents.service.ts';
import { discardUploads, type ReceivedUpload } from '../documents/upload.service.ts';
import { presentAudit } from './email.presenter.ts';
import {
  type EmailRow,
  insertAudit,
  selectAudit,
  selectEmail,
  selectEmailForUpdate,
  updateEmail,
  updateInboxStatus,
} from './email.queries.ts';
import { queueOutgoing, retryEmail, type SendingDeps } from './email-sending.service.ts';
import { presentIncoming } from './inbox.presenter.ts';
import {
  countInbox,
  selectCandidateRef,
  selectFailurePatterns,
  selectInbox,
  selectInboxMetrics,
  selectSourceSplit,
} from './inbox.read-model.ts';
import { type IngestDeps, PARSE_QUEUE } from './inbox-ingest.service.ts';

export type InboxDeps = SendingDeps & IngestDeps;
type Actor = Pick<AuthUser, 'id' | 'full_name'>;

const audit = (tx: Tx, emailId: number, action: string, user: Actor | null, details: string) =>
  insertAudit(tx, { emailId, action, userId: user?.id ?? null, userName: user?.full_name ?? null, details });

async function requireIncoming(db: Db | Tx, id: number): Promise<EmailRow> {
  const row = await selectEmail(db, id);
  if (row?.direction !== 'inbound') throw notFound(EMAIL_MESSAGES.emailNotFound);
  return row;
}

/** GET /email-ingestion/inbox/: a page of one filter, newest first, and every filter's count. */
export async function listInbox({ db }: InboxDeps, query: InboxQuery, page: PageRequest) {
  const [counts, rows] = await Promise.all([
    countInbox(db, query),
    selectInbox(db, query, { limit: page.pageSize, offset: page.offset }),
  ]);
  return { counts, total: counts[query.filter ?? 'all'], results: rows.map(presentIncoming) };
}

export type InboxListing = Awaited<ReturnType<typeof listInbox>> & Pick<InboxPage, 'counts'>;

export async function getIncomingDetail({ db }: InboxDeps, id: number): Promise<IncomingEmailDetail> {
  const row = await requireIncoming(db, id);
  return {
    ...presentIncoming(row),
    body_html: row.bodyHtml,
    audit_trail: presentAudit(await selectAudit(db, id)),
  };
}

/** PATCH /email-ingestion/emails/{id}/ (spec 02: archive sets archived; unread puts it back). */
export async function setInboxStatus(deps: InboxDeps, user: AuthUser, id: number, input: InboxStatusUpdate) {
  const row = await requireIncoming(deps.db, id);
  if (row.inboxStatus === 'processing') throw conflict(INBOX_MESSAGES.stillProcessing);
  await changeStatus(deps, user, [id], input.status);
  return presentIncoming(await requireIncoming(deps.db, id));
}

/** POST /email-ingestion/emails/archive/: the bulk Archive of spec 02. */
export async function archiveMany(deps: InboxDeps, user: AuthUser, ids: number[]) {
  return { archived: await changeStatus(deps, user, ids, 'archived') };
}

async function changeStatus(deps: InboxDeps, user: AuthUser, ids: number[], status: 'archived' | 'unread') {
  return deps.db.transaction(async (tx) => {
    const changed = await updateInboxStatus(tx, ids, status, status);
    for (const { id } of changed) {
      await audit(tx, id, status === 'archived' ? 'Archived' : 'Moved to inbox', user, '');
      await deps.events.record(tx, {
        type: 'email.status_changed',
        actor: user,
        data: { email_id: id, to_status: status },
      });
    }
    return changed.length;
  });
}

/** spec 02 "Create profile from an e-mail": the parsed fields as the candidate form's input. */
function candidateInput(row: EmailRow, jobId: number | null): CandidateCreate {
  const fields = row.parsedFields!;
  const parsed = candidateCreateSchema.safeParse({
    full_name: fields.name,
    emails: [fields.email],
    phones: fields.phone ? [fields.phone] : [],
    country: fields.country ?? '',
    city: fields.city ?? '',
    location: [fields.city, fields.country].filter(Boolean).join(', '),
    employment_type: fields.employment_type ?? 'full-time',
    years_experience: fields.experience,
    skills_extracted: fields.skills,
    education_history: fields.education.map((degree) => ({ degree, institution: '', year: '' })),
    work_experience: [
      { position: fields.role ?? 'Position not specified', company: '', duration: '', description: '' },
    ],
    links: fields.linkedin ? { linkedin: fields.linkedin } : {},
    summary: row.bodyText.slice(0, 500),
    source_type: fields.source_type ?? 'Direct Application',
    recruiter_name: fields.recruiter_name ?? '',
    job_id: jobId,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ValidationError({
      [String(issue?.path[0] ?? 'non_field_errors')]: [issue?.message ?? 'Invalid'],
    });
  }
  return parsed.data;
}

/**
 * The message's CV attachments as uploads of the candidate: copied to documents/ keys of their
 * own (the documents feature owns those files), with the text the parse job read.
 */
async function attachmentUploads({ storage }: InboxDeps, row: EmailRow): Promise<ReceivedUpload[]> {
  const uploads: ReceivedUpload[] = [];
  const texts = row.attachmentTexts ?? [];
  for (const attachment of row.attachments ?? []) {
    if (!attachment.storage_key) continue;
    const bytes = await storage.read(attachment.storage_key);
    const contentType = sniffContentType(bytes.subarray(0, 1024));
    if (!contentType) continue;
    const storageKey = `documents/${crypto.randomUUID()}`;
    const stored = await storage.write(storageKey, storage.stream(attachment.storage_key), {
      maxBytes: bytes.length + 1,
    });
    uploads.push({
      filename: attachment.filename,
      contentType,
      size: stored.size,
      checksum: stored.sha256,
      storageKey,
      text: texts[attachment.index] ?? '',
      warning: attachment.warning,
    });
  }
  return uploads;
}

const requireReady = (row: EmailRow) => {
  if (row.inboxStatus === 'processing' || !row.parsedFields) throw conflict(INBOX_MESSAGES.stillProcessing);
  if (row.candidateId && !row.bounceOfEmailId) throw conflict(INBOX_MESSAGES.alreadyCandidate);
};

/**
 * POST /email-ingestion/emails/{id}/create-candidate/: a candidate from the parsed fields
 * through the candidates' own use case, with the CV attachments as documents and, for a chosen
 * job, an application with source email; the message is linked to them in the same transaction.
 */
export async function createCandidateFromEmail(
  deps: InboxDeps,
  user: AuthUser,
  id: number,
  jobId: number | null,
): Promise<CreateFromEmailResponse> {
  const row = await requireIncoming(deps.db, id);
  requireReady(row);
  if (!row.parsedFields?.name || !row.parsedFields.email)
    throw new ValidationError({ non_field_errors: [INBOX_MESSAGES.needsNameAndEmail] });
  const input = candidateInput(row, jobId);
  const uploads = await attachmentUploads(deps, row);
  let created = { candidateId: 0, applicationId: null as number | null };
  try {
    await createCandidate(deps, input, user, uploads, {
      applicationSource: 'email',
      within: async (tx, ids) => {
        created = ids;
        const current = await selectEmailForUpdate(tx, id);
        if (current?.candidateId) throw conflict(INBOX_MESSAGES.alreadyCandidate);
        await updateEmail(tx, id, {
          candidateId: ids.candidateId,
          applicationId: ids.applicationId,
          jobId,
          inboxStatus: 'matched',
          candidateMatch: {
            candidate_id: ids.candidateId,
            name: input.full_name,
            score: 100,
            reason: 'email',
          },
        });
        await audit(
          tx,
          id,
          'Candidate created',
          user,
          createdDetails(input.full_name, uploads.length, jobId),
        );
        await linkEvent(deps, tx, user, current!, ids);
      },
    });
  } catch (error) {
    await discardUploads(deps.storage, uploads);
    throw error;
  }
  return {
    candidate_id: created.candidateId,
    application_id: created.applicationId,
    email: presentIncoming(await requireIncoming(deps.db, id)),
  };
}

function createdDetails(name: string, documents: number, jobId: number | null) {
  const parts = [`${name} created from this e-mail`];
  if (documents > 0) parts.push(`${documents} document${documents === 1 ? '' : 's'} added`);
  if (jobId) parts.push(`applied to job #${jobId}`);
  return `${parts.join('; ')}.`;
}

/** The inbound message on the candidate's timeline (type email, direction inbound). */
async function linkEvent(
  deps: InboxDeps,
  tx: Tx,
  user: AuthUser,
  row: EmailRow,
  ids: { candidateId: number; applicationId: number | null },
) {
  await deps.events.record(tx, {
    type: 'email.linked',
    actor: user,
    candidateId: ids.candidateId,
    applicationId: ids.applicationId,
    data: { email_id: row.id, subject: row.subject, sender: row.fromAddress },
  });
}

/**
 * POST /email-ingestion/emails/{id}/attach/: the message and its attachments go to the matched
 * candidate (or the one named): documents and an inbound e-mail on the timeline.
 */
export async function attachEmail(deps: InboxDeps, user: AuthUser, id: number, input: AttachEmail) {
  const row = await requireIncoming(deps.db, id);
  requireReady(row);
  const candidateId = input.candidate_id ?? row.candidateMatch?.candidate_id;
  if (!candidateId) throw new ValidationError({ candidate_id: [INBOX_MESSAGES.noMatch] });
  const candidate = await selectCandidateRef(deps.db, candidateId);
  if (!candidate) throw new ValidationError({ candidate_id: [INBOX_MESSAGES.candidateNotFound] });
  const uploads = await attachmentUploads(deps, row);
  try {
    await deps.db.transaction(async (tx) => {
      const current = await selectEmailForUpdate(tx, id);
      if (current?.candidateId) throw conflict(INBOX_MESSAGES.alreadyCandidate);
      await recordUploads(tx, deps.events, uploads, { candidateId, type: 'cv', user });
      await updateEmail(tx, id, {
        candidateId,
        inboxStatus: 'matched',
        candidateMatch:
          row.candidateMatch?.candidate_id === candidateId
            ? row.candidateMatch
            : { candidate_id: candidateId, name: candidate.fullName, score: 100, reason: 'email' },
      });
      await audit(
        tx,
        id,
        'Attached',
        user,
        `Attached to ${candidate.fullName}${uploads.length ? ` with ${uploads.length} document${uploads.length === 1 ? '' : 's'}` : ''}.`,
      );
      await linkEvent(deps, tx, user, current!, { candidateId, applicationId: null });
    });
  } catch (error) {
    await discardUploads(deps.storage, uploads);
    throw error;
  }
  return presentIncoming(await requireIncoming(deps.db, id));
}

const replySubject = (subject: string) => (/^re:/i.test(subject.trim()) ? subject : `Re: ${subject}`.trim());
const forwardSubject = (subject: string) =>
  /^fwd?:/i.test(subject.trim()) ? subject : `Fwd: ${subject}`.trim();

/** The thread a reply continues (RFC 5322 §3.6.4): the parent's references, then the parent. */
function referencesOf(row: EmailRow) {
  return [row.references, row.inReplyTo && !row.references ? row.inReplyTo : null, row.messageId]
    .filter(Boolean)
    .join(' ');
}

/** POST /email-ingestion/emails/{id}/reply/: a quick reply, threaded under the message. */
export async function replyToEmail(
  deps: InboxDeps,
  user: AuthUser,
  id: number,
  input: ReplyEmail,
): Promise<SendEmailResponse> {
  const row = await requireIncoming(deps.db, id);
  // the sender: the applicant, or the recruiter or colleague who sent the application in
  const to = row.fromAddress;
  if (!to) throw new ValidationError({ to: [INBOX_MESSAGES.noSender] });
  const quick = QUICK_REPLIES[input.quick_reply];
  const response = await queueOutgoing(deps, user, {
    to,
    subject: replySubject(row.subject),
    body: input.message || quick.text,
    candidateId: row.candidateId ?? row.candidateMatch?.candidate_id ?? null,
    applicationId: row.applicationId,
    jobId: row.jobId,
    inReplyTo: row.messageId,
    references: referencesOf(row),
    composed: `Reply to e-mail #${row.id} (“${quick.label}”).`,
  });
  await deps.db.transaction((tx) => audit(tx, id, 'Replied', user, `“${quick.label}” to ${to}.`));
  return response;
}

/** POST /email-ingestion/emails/{id}/forward/: the message, as a .eml attachment, to someone else. */
export async function forwardEmail(
  deps: InboxDeps,
  user: AuthUser,
  id: number,
  input: ForwardEmail,
): Promise<SendEmailResponse> {
  const row = await requireIncoming(deps.db, id);
  const original: StoredAttachment[] = row.rawKey
    ? [
        {
          index: 0,
          filename: 'original-message.eml',
          content_type: 'message/rfc822',
          size: row.rawSize ?? 0,
          is_cv: false,
          warning: null,
          storage_key: row.rawKey,
        },
      ]
    : [];
  const intro = input.message ? `${input.message}\n\n` : '';
  const response = await queueOutgoing(deps, user, {
    to: input.to,
    subject: forwardSubject(row.subject),
    body: `${intro}---------- Forwarded message ----------\nFrom: ${row.fromName ? `${row.fromName} <${row.fromAddress}>` : row.fromAddress}\nSubject: ${row.subject}\n\n${row.bodyText}`,
    candidateId: row.candidateId,
    attachments: original,
    composed: `Forward of e-mail #${row.id} to ${input.to}.`,
  });
  await deps.db.transaction((tx) => audit(tx, id, 'Forwarded', user, `To ${input.to}.`));
  return response;
}

/**
 * POST /email-ingestion/emails/{id}/retry/ for a received message: one that could not be read
 * is read again; a delivery report retries the message it reported on.
 */
export async function retryIncoming(deps: InboxDeps, user: AuthUser, id: number): Promise<IncomingEmail> {
  const row = await requireIncoming(deps.db, id);
  if (row.bounceOfEmailId) {
    await retryEmail(deps, user, row.bounceOfEmailId);
    await deps.db.transaction((tx) =>
      audit(tx, id, 'Retry', user, `E-mail #${row.bounceOfEmailId} sent again.`),
    );
    return presentIncoming(await requireIncoming(deps.db, id));
  }
  if (row.deliveryStatus !== 'failed') throw conflict(EMAIL_MESSAGES.notRetryable);
  await deps.db.transaction(async (tx) => {
    await updateEmail(tx, id, { inboxStatus: 'processing', deliveryStatus: 'delivered', errorDetails: null });
    await audit(tx, id, 'Retry', user, 'Reading the message again.');
    await deps.jobs.sendInTransaction(tx, PARSE_QUEUE, { email_id: id });
  });
  return presentIncoming(await requireIncoming(deps.db, id));
}

/** POST /email-ingestion/emails/{id}/resolve/ for a received message's failure. */
export async function resolveIncoming(deps: InboxDeps, user: AuthUser, id: number): Promise<IncomingEmail> {
  const row = await requireIncoming(deps.db, id);
  if (!['failed', 'bounced'].includes(row.deliveryStatus) || row.resolvedAt)
    throw conflict(EMAIL_MESSAGES.notFailed);
  await deps.db.transaction(async (tx) => {
    await updateEmail(tx, id, { resolvedAt: deps.clock() });
    await audit(tx, id, 'Marked resolved', user, row.errorDetails ?? '');
  });
  return presentIncoming(await requireIncoming(deps.db, id));
}

type Action<T> = (deps: InboxDeps, user: AuthUser, id: number) => Promise<T>;

/** The detail, Retry and Mark Resolved serve both directions: the received or the sent way. */
export async function byDirection<A, B>(
  deps: InboxDeps,
  user: AuthUser,
  id: number,
  received: Action<A>,
  sent: Action<B>,
): Promise<A | B> {
  const inbound = (await selectEmail(deps.db, id))?.direction === 'inbound';
  return inbound ? received(deps, user, id) : sent(deps, user, id);
}

/** GET /email-ingestion/emails/{id}/attachments/{index}/: a kept attachment's bytes. */
export async function openAttachment({ db, storage }: InboxDeps, id: number, index: number) {
  const row = await requireIncoming(db, id);
  const attachment = row.attachments?.find((candidate) => candidate.index === index);
  if (!attachment?.storage_key) throw notFound(INBOX_MESSAGES.attachmentNotFound);
  return { attachment, stream: storage.stream(attachment.storage_key) };
}

/** GET /email-ingestion/metrics/ (spec 02 §3 E-mail metrics), from the stored messages. */
export async function inboxMetrics({ db, clock }: InboxDeps): Promise<EmailMetrics> {
  const now = clock();
  const startOfDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const [totals, patterns, sources] = await Promise.all([
    selectInboxMetrics(db, startOfDay),
    selectFailurePatterns(db),
    selectSourceSplit(db),
  ]);
  const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);
  const sourceTotal = sources.reduce((sum, source) => sum + source.count, 0);
  return {
    total_emails_processed: totals.processed,
    successful_applications: totals.successful,
    failed_processing: totals.failed,
    success_rate_percentage: percent(totals.processed - totals.failed, totals.processed),
    currently_processing: totals.processing,
    match_rate_percentage: percent(totals.matched, totals.processed),
    common_failure_patterns: patterns.map((row) => ({ pattern: row.pattern ?? '', count: row.count })),
    processing_performance: {
      emails_processed_today: totals.today,
      average_processing_time_seconds:
        totals.averageSeconds === null ? null : Math.round(totals.averageSeconds * 10) / 10,
    },
    source_split: sources.map((source) => ({
      source_type: source.sourceType,
      count: source.count,
      percentage: percent(source.count, sourceTotal),
    })),
  };
}
