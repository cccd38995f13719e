import {
  type AttachEmail,
  type CandidateCreate,
  type CreateFromEmailResponse,
  candidateCreateSchema,
  EMAIL_MESSAGES,
  type ForwardEmail,
  INBOX_MESSAGES,
  type IncomingEmail,
  QUICK_REPLIES,
  type ReplyEmail,
  type SendEmailResponse,
} from '@shortlist/contracts';
import type { Tx } from '../../db/client.ts';
import type { StoredAttachment } from '../../db/schema/index.ts';
import { conflict, invalidFields, ValidationError } from '../../platform/errors.ts';
import type { UserContext } from '../../platform/service-context.ts';
import type { AuthUser } from '../../platform/tokens.ts';
import { createCandidate } from '../candidates/candidates.service.ts';
import { sniffContentType } from '../documents/content-type.ts';
import { recordUploads } from '../documents/documents.service.ts';
import { discardUploads, type ReceivedUpload, storeDocument } from '../documents/upload.service.ts';
import { type EmailRow, selectEmailForUpdate, updateEmail } from './email.queries.ts';
import { queueOutgoing } from './email-sending.service.ts';
import { presentIncoming } from './inbox.presenter.ts';
import { selectCandidateRef } from './inbox.read-model.ts';
import { audit, type InboxDeps, requireIncoming } from './inbox.service.ts';
import { PARSE_QUEUE } from './inbox-ingest.service.ts';
import { retryEmail } from './outbox.service.ts';

/*
 * What a recruiter does with a received message (spec 02 Inbox, docs/decisions/013): Create,
 * Attach, Reply, Forward, Retry and Mark Resolved, each on the message's audit trail.
 */

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
  if (!parsed.success) throw invalidFields(parsed.error.issues);
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
    uploads.push(
      await storeDocument(storage, {
        filename: attachment.filename,
        contentType,
        source: storage.stream(attachment.storage_key),
        maxBytes: bytes.length + 1,
        text: texts[attachment.index] ?? '',
        warning: attachment.warning,
      }),
    );
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
  { user, ...deps }: UserContext<InboxDeps>,
  { id, jobId }: { id: number; jobId: number | null },
): Promise<CreateFromEmailResponse> {
  const row = await requireIncoming(deps.db, id);
  requireReady(row);
  if (!row.parsedFields?.name || !row.parsedFields.email)
    throw new ValidationError({ non_field_errors: [INBOX_MESSAGES.needsNameAndEmail] });
  const input = candidateInput(row, jobId);
  const uploads = await attachmentUploads(deps, row);
  let created = { candidateId: 0, applicationId: null as number | null };
  try {
    await createCandidate(
      { ...deps, user },
      {
        candidate: input,
        uploads,
        origin: {
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
        },
      },
    );
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
export async function attachEmail(
  { user, ...deps }: UserContext<InboxDeps>,
  { id, attachment: input }: { id: number; attachment: AttachEmail },
) {
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
      await recordUploads(tx, deps.events, uploads, { candidateId, type: 'cv', actor: user });
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
  { user, ...deps }: UserContext<InboxDeps>,
  { id, reply: input }: { id: number; reply: ReplyEmail },
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
  { user, ...deps }: UserContext<InboxDeps>,
  { id, forward: input }: { id: number; forward: ForwardEmail },
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
export async function retryIncoming(
  { user, ...deps }: UserContext<InboxDeps>,
  { id }: { id: number },
): Promise<IncomingEmail> {
  const row = await requireIncoming(deps.db, id);
  if (row.bounceOfEmailId) {
    await retryEmail({ ...deps, user }, { id: row.bounceOfEmailId });
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
export async function resolveIncoming(
  { user, ...deps }: UserContext<InboxDeps>,
  { id }: { id: number },
): Promise<IncomingEmail> {
  const row = await requireIncoming(deps.db, id);
  if (!['failed', 'bounced'].includes(row.deliveryStatus) || row.resolvedAt)
    throw conflict(EMAIL_MESSAGES.notFailed);
  await deps.db.transaction(async (tx) => {
    await updateEmail(tx, id, { resolvedAt: deps.clock() });
    await audit(tx, id, 'Marked resolved', user, row.errorDetails ?? '');
  });
  return presentIncoming(await requireIncoming(deps.db, id));
}
