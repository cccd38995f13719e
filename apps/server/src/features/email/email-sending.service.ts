import crypto from 'node:crypto';
import {
  type DeliveryStatus,
  EMAIL_MESSAGES,
  type EmailTemplateType,
  type SendEmailResponse,
  type sendEmailSchema,
} from '@shortlist/contracts';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import type { StoredAttachment } from '../../db/schema/index.ts';
import { notFound, ValidationError } from '../../platform/errors.ts';
import type { DomainEvents, Actor as EventActor } from '../../platform/events.ts';
import type { JobRunner } from '../../platform/jobs.ts';
import type { MailTransport } from '../../platform/mail.ts';
import { MailSendError } from '../../platform/mail.ts';
import type { UserContext } from '../../platform/service-context.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import type { AuthUser, Clock } from '../../platform/tokens.ts';
import {
  type EmailRow,
  insertAudit,
  insertEmail,
  selectEmail,
  selectEmailForUpdate,
  selectTemplateForType,
  updateEmail,
} from './email.queries.ts';
import { selectApplicationFacts, selectTemplate } from './email.read-model.ts';
import { renderMessage, variablesFor } from './email-rendering.ts';
import { selectCandidateByAnyEmail } from './inbox.read-model.ts';

/** The queue of outgoing mail: one job per message, keyed by its id. */
export const SEND_QUEUE = 'email.send';
/** Attempts after the first before a message is given up as failed (backoff from 10 s: ~5 min in all). */
export const SEND_RETRY_LIMIT = 5;

export type SendingDeps = {
  db: Db;
  clock: Clock;
  events: DomainEvents;
  jobs: JobRunner;
  transport: MailTransport;
  mailFrom: string;
  imapUrl: string | undefined;
  storage: FileStorage;
};

type SendInput = z.output<typeof sendEmailSchema>;
type Actor = EventActor | null;

const messageIdFor = (from: string) => {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'shortlist.local';
  return `<${crypto.randomUUID()}@${domain}>`;
};

export async function audit(tx: Tx, emailId: number, action: string, actor: Actor, details = '') {
  await insertAudit(tx, {
    emailId,
    action,
    userId: actor?.id ?? null,
    userName: actor?.full_name ?? null,
    details,
  });
}

/**
 * A change of delivery status reported by the mail server (no person made it): on the audit
 * trail, the timeline (failures), the sender's bell (failures) and the live channel.
 */
async function recordDelivery(
  tx: Tx,
  events: DomainEvents,
  email: EmailRow,
  action: string,
  details: string,
) {
  await audit(tx, email.id, action, null, details);
  await events.record(tx, {
    type: 'email.delivery_changed',
    actor: null,
    candidateId: email.candidateId,
    applicationId: email.applicationId,
    jobId: email.jobId,
    data: {
      email_id: email.id,
      delivery_status: email.deliveryStatus,
      subject: email.subject,
      recipient: email.toAddress,
      sent_by: email.sentBy,
      error: email.errorDetails,
    },
  });
}

/**
 * POST /email-ingestion/send/ (spec 02 §7, issue 12): renders the template for the application
 * (or the candidate the address belongs to), stores the message and queues its send job in one
 * transaction. Without SMTP_URL the message is held in the outbox until Retry.
 */
export async function sendEmail(
  { user, ...deps }: UserContext<SendingDeps>,
  { email: input }: { email: SendInput },
): Promise<SendEmailResponse> {
  const { db } = deps;
  const facts = input.application_id ? await selectApplicationFacts(db, input.application_id) : undefined;
  if (input.application_id && !facts)
    throw new ValidationError({ application_id: [EMAIL_MESSAGES.applicationNotFound] });
  const template = await chooseTemplate(db, input.template_type, input.template_id, facts?.jobId);

  const rendered = renderMessage(template, variablesFor(facts, input.variables), input.subject);
  if (rendered.missing.length > 0)
    throw new ValidationError({ variables: [EMAIL_MESSAGES.missingVariables(rendered.missing)] });

  const candidateId = facts?.candidateId ?? (await selectCandidateByAnyEmail(db, [input.to]))?.id ?? null;
  return queueOutgoing(deps, user, {
    to: input.to,
    subject: rendered.subject,
    body: rendered.body,
    template,
    applicationId: facts?.applicationId ?? null,
    candidateId,
    jobId: facts?.jobId ?? null,
    composed: `To ${input.to} with the “${template.name}” template.`,
  });
}

/** The template chosen by id (of the type asked for), else the job's or the organisation's default. */
async function chooseTemplate(db: Tx, type: EmailTemplateType, templateId?: number, jobId?: number) {
  const template = templateId
    ? await selectTemplate(db, templateId)
    : await selectTemplateForType(db, type, jobId ?? null);
  if (templateId && !template) throw new ValidationError({ template_id: [EMAIL_MESSAGES.templateNotFound] });
  if (!template) throw new ValidationError({ template_type: [EMAIL_MESSAGES.noTemplate] });
  if (template.type !== type)
    throw new ValidationError({ template_id: [EMAIL_MESSAGES.templateTypeMismatch] });
  return template;
}

/**
 * A template rendered for an application's candidate, to their first address (a rejection, an
 * interview invitation with its date and place in `variables`); null when they have none. Refused, keyed by `template_id`, when a variable would stay empty.
 */
export async function draftForApplication(
  db: Tx,
  applicationId: number,
  type: EmailTemplateType,
  templateId?: number,
  variables: Record<string, string> = {},
): Promise<OutgoingDraft | null> {
  const facts = await selectApplicationFacts(db, applicationId);
  if (!facts) throw notFound(EMAIL_MESSAGES.applicationNotFound);
  const template = await chooseTemplate(db, type, templateId, facts.jobId);
  const rendered = renderMessage(template, variablesFor(facts, variables));
  if (rendered.missing.length > 0)
    throw new ValidationError({ template_id: [EMAIL_MESSAGES.missingVariables(rendered.missing)] });
  const to = facts.candidateEmails[0];
  if (!to) return null;
  return {
    to,
    subject: rendered.subject,
    body: rendered.body,
    template,
    applicationId: facts.applicationId,
    candidateId: facts.candidateId,
    jobId: facts.jobId,
    composed: `To ${to} with the “${template.name}” template.`,
  };
}

/** One message to send: a rendered template, or a reply or forward from the inbox. */
export type OutgoingDraft = {
  to: string;
  subject: string;
  body: string;
  template?: { id: number; type: string; name: string } | null;
  applicationId?: number | null;
  candidateId?: number | null;
  jobId?: number | null;
  /** Threading (RFC 5322 §3.6.4): the message answered, and its thread. */
  inReplyTo?: string | null;
  references?: string | null;
  /** Stored files sent along (a forward's original message). */
  attachments?: StoredAttachment[];
  /** What the audit trail says was composed. */
  composed: string;
  /** A scheduled message: held back until then, and cancellable until it goes. */
  sendAt?: Date | null;
  /** A calendar invitation it carries (an interview's REQUEST or CANCEL). */
  calendar?: { method: string; content: string } | null;
};

/**
 * Stores an outgoing message with its Message-ID and audit trail, records `email.queued`
 * (timeline, live) and queues its send job, in one transaction; held while mail is off.
 */
export async function queueOutgoing(
  deps: SendingDeps,
  user: AuthUser,
  draft: OutgoingDraft,
): Promise<SendEmailResponse> {
  const email = await deps.db.transaction((tx) => storeOutgoing(tx, deps, user, draft));
  return {
    email_id: email.id,
    delivery_status: email.deliveryStatus as DeliveryStatus,
    message: deps.transport.enabled ? EMAIL_MESSAGES.sent : EMAIL_MESSAGES.mailOff,
  };
}

/**
 * `queueOutgoing` inside the caller's transaction, for a message that is part of a larger change
 * (a rejection's e-mail): it exists exactly when the change commits. A message with `sendAt`
 * waits as scheduled, its send job starting then.
 */
export async function storeOutgoing(
  tx: Tx,
  deps: Pick<SendingDeps, 'events' | 'jobs' | 'transport' | 'mailFrom'>,
  user: EventActor,
  draft: OutgoingDraft,
): Promise<EmailRow> {
  const { events, jobs, transport } = deps;
  const scheduled = Boolean(draft.sendAt);
  const deliveryStatus: DeliveryStatus = scheduled ? 'scheduled' : transport.enabled ? 'queued' : 'held';
  const row = await insertEmail(tx, {
    direction: 'outbound',
    messageId: messageIdFor(deps.mailFrom),
    inReplyTo: draft.inReplyTo ?? null,
    references: draft.references ?? null,
    fromAddress: deps.mailFrom,
    toAddress: draft.to,
    subject: draft.subject,
    bodyText: draft.body,
    templateId: draft.template?.id ?? null,
    templateType: draft.template?.type ?? null,
    templateName: draft.template?.name ?? null,
    applicationId: draft.applicationId ?? null,
    candidateId: draft.candidateId ?? null,
    jobId: draft.jobId ?? null,
    sentBy: user.id,
    deliveryStatus,
    attachments: draft.attachments ?? null,
    sendAt: draft.sendAt ?? null,
    calendarMethod: draft.calendar?.method ?? null,
    calendarIcs: draft.calendar?.content ?? null,
  });
  await audit(tx, row.id, 'Composed', user, draft.composed);
  if (scheduled)
    await audit(
      tx,
      row.id,
      'Scheduled',
      user,
      `Goes at ${draft.sendAt!.toISOString()}; it can be cancelled until then.`,
    );
  else if (!transport.enabled) await audit(tx, row.id, 'Held', null, EMAIL_MESSAGES.mailStillOff);
  await events.record(tx, {
    type: 'email.queued',
    actor: user,
    candidateId: row.candidateId,
    applicationId: row.applicationId,
    jobId: row.jobId,
    data: {
      email_id: row.id,
      subject: row.subject,
      recipient: row.toAddress,
      template: draft.template?.name ?? null,
      template_type: draft.template?.type ?? null,
      delivery_status: deliveryStatus,
      send_at: draft.sendAt?.toISOString() ?? null,
    },
  });
  if (scheduled)
    await jobs.sendInTransaction(tx, SEND_QUEUE, { email_id: row.id }, { startAfter: draft.sendAt! });
  else if (transport.enabled) await jobs.sendInTransaction(tx, SEND_QUEUE, { email_id: row.id });
  return row;
}

/**
 * The send job (at least once): hands a queued message to the SMTP server. A message that is no
 * longer queued (delivered by an earlier run, resolved, held) is left alone. A 5xx refusal fails
 * it at once; a 4xx or a network failure is retried with backoff, and fails it on the last try.
 * The Message-ID stays the same on every attempt, so a receiver that got it twice sees one.
 */
export async function deliverEmail(
  deps: SendingDeps,
  emailId: number,
  attempt: { retryCount: number },
): Promise<void> {
  const { db, events, transport, clock } = deps;
  // a first look without a lock; each change below re-reads the row under one
  const email = (await claimScheduled(deps, emailId)) ?? (await selectEmail(db, emailId));
  if (email?.direction !== 'outbound' || email.deliveryStatus !== 'queued') return;
  if (!transport.enabled) {
    await db.transaction(async (tx) => {
      const held = await updateEmail(tx, emailId, { deliveryStatus: 'held' });
      await audit(tx, held.id, 'Held', null, EMAIL_MESSAGES.mailStillOff);
    });
    return;
  }
  try {
    const { response } = await transport.send({
      from: email.fromAddress,
      to: email.toAddress,
      subject: email.subject,
      text: email.bodyText,
      messageId: email.messageId,
      inReplyTo: email.inReplyTo,
      references: email.references,
      attachments: await attachmentsOf(deps.storage, email),
      calendar:
        email.calendarMethod && email.calendarIcs
          ? { method: email.calendarMethod, content: email.calendarIcs }
          : null,
    });
    await db.transaction(async (tx) => {
      const current = await selectEmailForUpdate(tx, emailId);
      if (current?.deliveryStatus !== 'queued') return;
      const sent = await updateEmail(tx, emailId, {
        deliveryStatus: 'delivered',
        sentAt: clock(),
        attempts: current.attempts + 1,
        errorDetails: null,
      });
      await recordDelivery(tx, events, sent, 'Delivered', `Accepted by the mail server: ${response}`.trim());
    });
  } catch (error) {
    const failure = error instanceof MailSendError ? error : new MailSendError(String(error), false);
    const final = failure.permanent || attempt.retryCount >= SEND_RETRY_LIMIT;
    await db.transaction(async (tx) => {
      const current = await selectEmailForUpdate(tx, emailId);
      if (current?.deliveryStatus !== 'queued') return;
      const failed = await updateEmail(tx, emailId, {
        deliveryStatus: final ? 'failed' : 'queued',
        attempts: current.attempts + 1,
        errorDetails: failure.message,
      });
      if (final) await recordDelivery(tx, events, failed, 'Failed', failure.message);
      else await audit(tx, emailId, 'Attempt failed', null, `${failure.message} — trying again shortly.`);
    });
    // a passing failure goes back to the queue, which retries it with backoff
    if (!final) throw failure;
  }
}

/**
 * A scheduled message whose time has come becomes queued under a lock before anything is sent,
 * so a Cancel that lands at the same moment either wins (nothing goes) or is refused.
 */
async function claimScheduled({ db }: SendingDeps, emailId: number): Promise<EmailRow | undefined> {
  return db.transaction(async (tx) => {
    const current = await selectEmailForUpdate(tx, emailId);
    if (current?.deliveryStatus !== 'scheduled') return undefined;
    const queued = await updateEmail(tx, emailId, { deliveryStatus: 'queued' });
    await audit(tx, emailId, 'Sending', null, 'Its scheduled time came.');
    return queued;
  });
}

/** The stored files an outgoing message carries (a forward's original), read for the send. */
async function attachmentsOf(storage: FileStorage, email: EmailRow) {
  const stored = (email.attachments ?? []).filter((attachment) => attachment.storage_key);
  return Promise.all(
    stored.map(async (attachment) => ({
      filename: attachment.filename,
      contentType: attachment.content_type,
      content: await storage.read(attachment.storage_key!),
    })),
  );
}
