import {
  EMPTY_PARSED_FIELDS,
  INBOX_STATUS_LABELS,
  type InboxStatus,
  type IncomingEmail,
} from '@shortlist/contracts';
import type { InboxRow } from './inbox.read-model.ts';

/** spec 02 §3 Incoming e-mail, as the inbox shows it (never the raw bytes' key or the HTML). */
export function presentIncoming(row: InboxRow): IncomingEmail {
  const status = (row.inboxStatus ?? 'unread') as InboxStatus;
  return {
    id: row.id,
    direction: 'inbound',
    message_id: row.messageId,
    from: row.fromAddress,
    from_name: row.fromName,
    to: row.toAddress,
    subject: row.subject,
    body: row.bodyText,
    received_at: (row.receivedAt ?? row.createdAt).toISOString(),
    status,
    status_display: INBOX_STATUS_LABELS[status],
    delivery_status: row.deliveryStatus as IncomingEmail['delivery_status'],
    error_details: row.errorDetails,
    resolved_at: row.resolvedAt?.toISOString() ?? null,
    processing_confidence:
      row.processingConfidence === null ? null : Math.round(row.processingConfidence * 100) / 100,
    parsed_fields: row.parsedFields ?? EMPTY_PARSED_FIELDS,
    attachments: (row.attachments ?? []).map(({ storage_key, ...attachment }) => ({
      ...attachment,
      kept: storage_key !== null,
    })),
    candidate_match: row.candidateMatch,
    job_suggestions: row.jobSuggestions ?? [],
    candidate_id: row.candidateId,
    application_id: row.applicationId,
    bounce_of_email_id: row.bounceOfEmailId,
  };
}
