import {
  type DeliveryStatus,
  EMAIL_MESSAGES,
  FAILED_DELIVERY_STATUSES,
  type MailServiceStatus,
  type OutboxQuery,
  type OutgoingEmail,
  type OutgoingEmailDetail,
} from '@shortlist/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import type { PageRequest } from '../../platform/pagination.ts';
import type { UserContext } from '../../platform/service-context.ts';
import { presentAudit, presentOutgoing } from './email.presenter.ts';
import {
  type EmailRow,
  selectAudit,
  selectEmailForUpdate,
  selectMailboxState,
  updateEmail,
} from './email.queries.ts';
import { countEmailsSince, countOutgoing, selectOutgoing, selectOutgoingById } from './email.read-model.ts';
import { audit, SEND_QUEUE, type SendingDeps } from './email-sending.service.ts';
import { parseImapUrl } from './imap-poller.ts';

/*
 * The outbox (issue 12, and issue 13's scheduled rejections): what was sent and how it went, and
 * what a person does about one message — Retry, Mark Resolved, Cancel or Send now a scheduled one.
 */

async function requireOutgoing(db: Db, id: number) {
  const row = await selectOutgoingById(db, id);
  if (!row) throw notFound(EMAIL_MESSAGES.emailNotFound);
  return row;
}

export async function listOutbox(
  { db }: Pick<SendingDeps, 'db'>,
  { filters, page }: { filters: OutboxQuery; page: PageRequest },
) {
  const [total, rows] = await Promise.all([
    countOutgoing(db, filters),
    selectOutgoing(db, filters, { limit: page.pageSize, offset: page.offset }),
  ]);
  return { total, results: rows.map(presentOutgoing) };
}

export async function getEmailDetail(
  { db }: Pick<SendingDeps, 'db'>,
  { id }: { id: number },
): Promise<OutgoingEmailDetail> {
  const row = await requireOutgoing(db, id);
  return { ...presentOutgoing(row), audit_trail: presentAudit(await selectAudit(db, id)) };
}

const RETRYABLE: readonly string[] = ['failed', 'bounced', 'held'];

/** POST /email-ingestion/emails/{id}/retry/: a failed, bounced or held message is queued again. */
export async function retryEmail(
  { user, ...deps }: UserContext<SendingDeps>,
  { id }: { id: number },
): Promise<OutgoingEmail> {
  const { db, jobs, transport } = deps;
  await requireOutgoing(db, id);
  if (!transport.enabled) throw conflict(EMAIL_MESSAGES.mailStillOff);
  await db.transaction(async (tx) => {
    const current = await selectEmailForUpdate(tx, id);
    if (!current || !RETRYABLE.includes(current.deliveryStatus)) throw conflict(EMAIL_MESSAGES.notRetryable);
    await updateEmail(tx, id, { deliveryStatus: 'queued', resolvedAt: null });
    await audit(tx, id, 'Retry', user, `Sent again after “${current.deliveryStatus}”.`);
    await jobs.sendInTransaction(tx, SEND_QUEUE, { email_id: id });
  });
  return presentOutgoing(await requireOutgoing(db, id));
}

/** POST /email-ingestion/emails/{id}/resolve/ (spec 02 "Mark Resolved"): the failure is dealt with. */
export async function resolveEmail(
  { user, ...deps }: UserContext<SendingDeps>,
  { id }: { id: number },
): Promise<OutgoingEmail> {
  const { db, clock } = deps;
  await requireOutgoing(db, id);
  await db.transaction(async (tx) => {
    const current = await selectEmailForUpdate(tx, id);
    if (
      !current ||
      !FAILED_DELIVERY_STATUSES.includes(current.deliveryStatus as DeliveryStatus) ||
      current.resolvedAt
    )
      throw conflict(EMAIL_MESSAGES.notFailed);
    await updateEmail(tx, id, { resolvedAt: clock() });
    await audit(tx, id, 'Marked resolved', user, `The “${current.deliveryStatus}” delivery was dealt with.`);
  });
  return presentOutgoing(await requireOutgoing(db, id));
}

/** Locks a scheduled message for a change (cancel, send now); anything else is a 409. */
async function changeScheduled(
  deps: SendingDeps,
  id: number,
  change: (tx: Tx, current: EmailRow) => Promise<void>,
): Promise<OutgoingEmail> {
  await requireOutgoing(deps.db, id);
  await deps.db.transaction(async (tx) => {
    const current = await selectEmailForUpdate(tx, id);
    if (current?.deliveryStatus !== 'scheduled') throw conflict(EMAIL_MESSAGES.notScheduled);
    await change(tx, current);
  });
  return presentOutgoing(await requireOutgoing(deps.db, id));
}

/** POST /email-ingestion/emails/{id}/cancel/: a scheduled message (a rejection) never goes. */
export function cancelScheduledEmail({ user, ...deps }: UserContext<SendingDeps>, { id }: { id: number }) {
  return changeScheduled(deps, id, async (tx) => {
    const cancelled = await updateEmail(tx, id, { deliveryStatus: 'cancelled' });
    await audit(tx, id, 'Cancelled', user, 'Cancelled before its scheduled time; it was not sent.');
    await deps.events.record(tx, {
      type: 'email.delivery_changed',
      actor: user,
      candidateId: cancelled.candidateId,
      applicationId: cancelled.applicationId,
      jobId: cancelled.jobId,
      data: {
        email_id: id,
        delivery_status: 'cancelled',
        subject: cancelled.subject,
        recipient: cancelled.toAddress,
        sent_by: cancelled.sentBy,
      },
    });
  });
}

/** POST /email-ingestion/emails/{id}/send-now/: a scheduled message goes at once. */
export function sendScheduledNow({ user, ...deps }: UserContext<SendingDeps>, { id }: { id: number }) {
  return changeScheduled(deps, id, async (tx) => {
    const on = deps.transport.enabled;
    await updateEmail(tx, id, { deliveryStatus: on ? 'queued' : 'held', sendAt: deps.clock() });
    await audit(tx, id, 'Send now', user, 'Sent before its scheduled time.');
    if (!on) await audit(tx, id, 'Held', null, EMAIL_MESSAGES.mailStillOff);
    // the job scheduled for later finds it gone and leaves it alone
    else await deps.jobs.sendInTransaction(tx, SEND_QUEUE, { email_id: id });
  });
}

/** GET /email-ingestion/imap/status/ (spec 02 Mail service status), with sending's side too. */
export async function mailServiceStatus(deps: SendingDeps): Promise<MailServiceStatus> {
  const now = deps.clock();
  const startOfDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const mailbox = deps.imapUrl ? parseImapUrl(deps.imapUrl) : null;
  const state = mailbox ? await selectMailboxState(deps.db, mailbox.mailbox) : undefined;
  return {
    service_enabled: Boolean(deps.imapUrl),
    configuration_valid: Boolean(mailbox) && !state?.lastError,
    server_info: { host: mailbox?.host ?? null },
    sending_enabled: deps.transport.enabled,
    smtp_host: deps.transport.host,
    last_poll_at: state?.lastPollAt?.toISOString() ?? null,
    last_error: state?.lastError ?? null,
    emails_today: await countEmailsSince(deps.db, startOfDay),
  };
}
