import {
  DELIVERY_STATUS_LABELS,
  EMAIL_TEMPLATE_TYPE_LABELS,
  type EmailTemplate,
  type MailServiceStatus,
  type OutgoingEmail,
  templateVariables,
} from '@shortlist/contracts';

let nextTemplateId = 500;

/** A template as GET /email-ingestion/templates/ returns it; its variables follow its text. */
export function buildEmailTemplate(overrides: Partial<EmailTemplate> = {}): EmailTemplate {
  nextTemplateId += 1;
  const template: EmailTemplate = {
    id: nextTemplateId,
    name: 'Interview invite',
    subject: 'Interview for {{job_title}}',
    body: 'Dear {{candidate_name}},\n\nWe would like to meet you on {{interview_date}}.\n\n{{company_name}}',
    type: 'interview_invitation',
    type_display: EMAIL_TEMPLATE_TYPE_LABELS.interview_invitation,
    is_default: false,
    job_specific: false,
    job_id: null,
    job_title: null,
    variables: [],
    created_at: '2026-03-01T09:00:00Z',
    updated_at: '2026-03-01T09:00:00Z',
    ...overrides,
  };
  return {
    ...template,
    type_display: EMAIL_TEMPLATE_TYPE_LABELS[template.type],
    variables: overrides.variables ?? templateVariables(template.subject, template.body),
  };
}

let nextEmailId = 900;

/** A message as GET /email-ingestion/outbox/ returns it. */
export function buildOutgoingEmail(overrides: Partial<OutgoingEmail> = {}): OutgoingEmail {
  nextEmailId += 1;
  const email: OutgoingEmail = {
    id: nextEmailId,
    direction: 'outbound',
    message_id: `<${nextEmailId}@meridian.example>`,
    from: 'careers@meridian.example',
    to: 'ada@example.com',
    subject: 'Interview for Frontend Engineer',
    body: 'Dear Ada Lovelace,\n\nWe would like to meet you.',
    template_type: 'interview_invitation',
    template_name: 'Interview invite',
    application_id: 11,
    candidate_id: 1,
    candidate_name: 'Ada Lovelace',
    job_id: 5,
    job_title: 'Frontend Engineer',
    delivery_status: 'delivered',
    delivery_status_display: DELIVERY_STATUS_LABELS.delivered,
    error_details: null,
    attempts: 1,
    sent_by: { id: 3, full_name: 'Riley Morgan' },
    created_at: '2026-03-14T09:30:00Z',
    send_at: null,
    sent_at: '2026-03-14T09:30:05Z',
    resolved_at: null,
    ...overrides,
  };
  return { ...email, delivery_status_display: DELIVERY_STATUS_LABELS[email.delivery_status] };
}

export function buildMailServiceStatus(overrides: Partial<MailServiceStatus> = {}): MailServiceStatus {
  return {
    service_enabled: false,
    configuration_valid: false,
    server_info: { host: null },
    sending_enabled: false,
    smtp_host: null,
    last_poll_at: null,
    last_error: null,
    emails_today: 0,
    ...overrides,
  };
}
