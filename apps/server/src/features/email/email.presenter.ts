import {
  DELIVERY_STATUS_LABELS,
  type DeliveryStatus,
  EMAIL_TEMPLATE_TYPE_LABELS,
  type EmailAuditEntry,
  type EmailTemplate,
  type EmailTemplateType,
  type OutgoingEmail,
  templateVariables,
} from '@shortlist/contracts';
import type { selectAudit } from './email.queries.ts';
import type { EmailTemplateRow, OutgoingEmailRow } from './email.read-model.ts';

export function presentTemplate(row: EmailTemplateRow): EmailTemplate {
  const type = row.type as EmailTemplateType;
  return {
    id: row.id,
    name: row.name,
    subject: row.subject,
    body: row.body,
    type,
    type_display: EMAIL_TEMPLATE_TYPE_LABELS[type] ?? row.type,
    is_default: row.isDefault,
    job_specific: row.jobId !== null,
    job_id: row.jobId,
    job_title: row.jobTitle,
    variables: templateVariables(row.subject, row.body),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentOutgoing(row: OutgoingEmailRow): OutgoingEmail {
  const status = row.deliveryStatus as DeliveryStatus;
  return {
    id: row.id,
    direction: 'outbound',
    message_id: row.messageId,
    from: row.fromAddress,
    to: row.toAddress,
    subject: row.subject,
    body: row.bodyText,
    template_type: (row.templateType as EmailTemplateType | null) ?? null,
    template_name: row.templateName,
    application_id: row.applicationId,
    candidate_id: row.candidateId,
    candidate_name: row.candidateName,
    job_id: row.jobId,
    job_title: row.jobTitle,
    delivery_status: status,
    delivery_status_display: DELIVERY_STATUS_LABELS[status] ?? row.deliveryStatus,
    error_details: row.errorDetails,
    attempts: row.attempts,
    sent_by:
      row.sentBy !== null && row.sentByName !== null ? { id: row.sentBy, full_name: row.sentByName } : null,
    created_at: row.createdAt.toISOString(),
    send_at: row.sendAt?.toISOString() ?? null,
    sent_at: row.sentAt?.toISOString() ?? null,
    resolved_at: row.resolvedAt?.toISOString() ?? null,
  };
}

export function presentAudit(rows: Awaited<ReturnType<typeof selectAudit>>): EmailAuditEntry[] {
  return rows.map((row) => ({
    action: row.action,
    user: row.userName,
    timestamp: row.createdAt.toISOString(),
    details: row.details,
  }));
}
