import {
  EMAIL_MESSAGES,
  type EmailMetrics,
  INBOX_MESSAGES,
  type InboxQuery,
  type InboxStatusUpdate,
  type IncomingEmailDetail,
} from '@shortlist/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import type { PageRequest } from '../../platform/pagination.ts';
import type { UserContext } from '../../platform/service-context.ts';
import type { AuthUser } from '../../platform/tokens.ts';
import { presentAudit } from './email.presenter.ts';
import { type EmailRow, insertAudit, selectAudit, selectEmail, updateInboxStatus } from './email.queries.ts';
import type { SendingDeps } from './email-sending.service.ts';
import { presentIncoming } from './inbox.presenter.ts';
import {
  countInbox,
  selectFailurePatterns,
  selectInbox,
  selectInboxMetrics,
  selectSourceSplit,
} from './inbox.read-model.ts';
import type { IngestDeps } from './inbox-ingest.service.ts';

export type InboxDeps = SendingDeps & IngestDeps;
type Actor = Pick<AuthUser, 'id' | 'full_name'>;

/** An entry on a received message's audit trail. */
export const audit = (tx: Tx, emailId: number, action: string, user: Actor | null, details: string) =>
  insertAudit(tx, { emailId, action, userId: user?.id ?? null, userName: user?.full_name ?? null, details });

export async function requireIncoming(db: Db | Tx, id: number): Promise<EmailRow> {
  const row = await selectEmail(db, id);
  if (row?.direction !== 'inbound') throw notFound(EMAIL_MESSAGES.emailNotFound);
  return row;
}

/** GET /email-ingestion/inbox/: a page of one filter, newest first, and every filter's count. */
export async function listInbox(
  { db }: Pick<InboxDeps, 'db'>,
  { query, page }: { query: InboxQuery; page: PageRequest },
) {
  const [counts, rows] = await Promise.all([
    countInbox(db, query),
    selectInbox(db, query, { limit: page.pageSize, offset: page.offset }),
  ]);
  return { counts, total: counts[query.filter ?? 'all'], results: rows.map(presentIncoming) };
}

export async function getIncomingDetail(
  { db }: Pick<InboxDeps, 'db'>,
  { id }: { id: number },
): Promise<IncomingEmailDetail> {
  const row = await requireIncoming(db, id);
  return {
    ...presentIncoming(row),
    body_html: row.bodyHtml,
    audit_trail: presentAudit(await selectAudit(db, id)),
  };
}

/** PATCH /email-ingestion/emails/{id}/ (spec 02: archive sets archived; unread puts it back). */
export async function setInboxStatus(
  { user, ...deps }: UserContext<InboxDeps>,
  { id, change: input }: { id: number; change: InboxStatusUpdate },
) {
  const row = await requireIncoming(deps.db, id);
  if (row.inboxStatus === 'processing') throw conflict(INBOX_MESSAGES.stillProcessing);
  await changeStatus(deps, user, [id], input.status);
  return presentIncoming(await requireIncoming(deps.db, id));
}

/** POST /email-ingestion/emails/archive/: the bulk Archive of spec 02. */
export async function archiveMany({ user, ...deps }: UserContext<InboxDeps>, { ids }: { ids: number[] }) {
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

type Action<T> = (context: UserContext<InboxDeps>, input: { id: number }) => Promise<T>;

/** The detail, Retry and Mark Resolved serve both directions: the received or the sent way. */
export async function byDirection<A, B>(
  context: UserContext<InboxDeps>,
  { id, received, sent }: { id: number; received: Action<A>; sent: Action<B> },
): Promise<A | B> {
  const inbound = (await selectEmail(context.db, id))?.direction === 'inbound';
  return inbound ? received(context, { id }) : sent(context, { id });
}

/** GET /email-ingestion/emails/{id}/attachments/{index}/: a kept attachment's bytes. */
export async function openAttachment(
  { db, storage }: Pick<InboxDeps, 'db' | 'storage'>,
  { id, index }: { id: number; index: number },
) {
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

/** Issue 16 erasure (privacy feature): the candidate's mail goes; the files only it held are returned. */
/** Issue 16 merge (duplicates feature). */
export { deleteEmailsOfCandidate as eraseEmailsOfCandidate, moveEmailsOfCandidate } from './email.queries.ts';
