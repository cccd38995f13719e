import { z } from 'zod';
import { requiredText } from './field-messages.ts';
import { idSchema, tooLongMessage } from './input-limits.ts';
import { ORGANISATION_NAME } from './organisation.ts';
import { paginationQuerySchema } from './pagination.ts';

/** spec 02 §3 E-mail template: the seven types, in the spec's order. */
export const EMAIL_TEMPLATE_TYPES = [
  'application_received',
  'interview_invitation',
  'rejection',
  'offer',
  'follow_up',
  'reference_request',
  'custom',
] as const;
/** Said for a missing or unknown type (a template's, or the one a message is sent with). */
export const TEMPLATE_TYPE_REQUIRED = 'Choose a template type.';
export const emailTemplateTypeSchema = z.enum(EMAIL_TEMPLATE_TYPES, { error: TEMPLATE_TYPE_REQUIRED });
export type EmailTemplateType = z.infer<typeof emailTemplateTypeSchema>;

export const EMAIL_TEMPLATE_TYPE_LABELS: Record<EmailTemplateType, string> = {
  application_received: 'Application Received',
  interview_invitation: 'Interview Invitation',
  rejection: 'Rejection',
  offer: 'Offer',
  follow_up: 'Follow Up',
  reference_request: 'Reference Request',
  custom: 'Custom',
};

/** spec 02 E-mail management: the compose panel's variables start with these three defaults. */
export const DEFAULT_TEMPLATE_VARIABLES = ['candidate_name', 'job_title', 'company_name'] as const;
export const COMPANY_NAME = ORGANISATION_NAME;

/** Where outgoing mail comes from (spec 02: the preview's sender is a careers address). */
export const CAREERS_ADDRESS = `careers@${ORGANISATION_NAME.toLowerCase()}.example`;
/** The From of outgoing mail unless MAIL_FROM says otherwise. */
export const DEFAULT_MAIL_FROM = `${ORGANISATION_NAME} Careers <${CAREERS_ADDRESS}>`;

/** spec 02 §7 / §8: the compose panel's words. */
export const EMAIL_MESSAGES = {
  sent: 'Email Sent Successfully!',
  sendFailed: 'Failed to send email. Please try again.',
  mailOff: 'not sent — mail delivery is off',
  mailStillOff: 'Mail delivery is off: an administrator sets SMTP_URL, then Retry sends it.',
  templateNotFound: 'Email template not found',
  emailNotFound: 'Email not found',
  noTemplate: 'No template of this type is available.',
  missingVariables: (names: string[]) => `Fill in every variable: ${names.join(', ')}`,
  subjectRequired: 'Subject is required',
  nameRequired: 'Template name is required',
  bodyRequired: 'Template body is required',
  recipientRequired: 'Recipient is required',
  applicationNotFound: 'Application not found',
  jobNotFound: 'Job not found',
  templateTypeMismatch: 'The template is not of the chosen type.',
  recipientInvalid: 'Please enter a valid email address',
  notRetryable: 'Only an e-mail that failed, bounced or is waiting for mail delivery can be sent again.',
  notFailed: 'Only a failed or bounced e-mail can be marked resolved.',
  notScheduled: 'This e-mail is no longer waiting to be sent: it has gone or was cancelled.',
  defaultRequired:
    'Each type keeps one default template: make another template of this type the default first.',
} as const;

/** A `{{name}}` placeholder: letters, digits and underscores. */
const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_]{1,64})\s*\}\}/g;

/** The variables a template uses, in order of first appearance (spec 02 Templates tab). */
export function templateVariables(...texts: string[]): string[] {
  const names: string[] = [];
  for (const text of texts)
    for (const match of text.matchAll(PLACEHOLDER)) if (!names.includes(match[1]!)) names.push(match[1]!);
  return names;
}

/** Fills `{{name}}` placeholders; an unknown one stays as written, so a preview shows the gap. */
export function renderTemplate(text: string, variables: Record<string, string | undefined>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = variables[name];
    return value === undefined || value === '' ? whole : value;
  });
}

const MAX_SUBJECT = 300;
const MAX_BODY = 20_000;
const MAX_NAME = 120;

const requiredField = (message: string, max: number) => requiredText(message).max(max, tooLongMessage(max));

export const emailTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  subject: z.string(),
  body: z.string(),
  type: emailTemplateTypeSchema,
  type_display: z.string(),
  is_default: z.boolean(),
  job_specific: z.boolean(),
  job_id: z.number().int().nullable(),
  job_title: z.string().nullable(),
  variables: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type EmailTemplate = z.infer<typeof emailTemplateSchema>;

/** POST /email-ingestion/templates/ and PUT …/{id}/: admins and recruiters. */
export const emailTemplateWriteSchema = z.object({
  name: requiredField(EMAIL_MESSAGES.nameRequired, MAX_NAME),
  subject: requiredField(EMAIL_MESSAGES.subjectRequired, MAX_SUBJECT),
  body: requiredField(EMAIL_MESSAGES.bodyRequired, MAX_BODY),
  type: emailTemplateTypeSchema,
  is_default: z.boolean().default(false),
  job_id: idSchema.nullable().default(null),
});
export type EmailTemplateWrite = z.input<typeof emailTemplateWriteSchema>;

export const emailTemplateListQuerySchema = paginationQuerySchema.extend({
  type: emailTemplateTypeSchema.optional(),
  job_id: idSchema.optional(),
  search: z.string().trim().max(200).optional(),
});
export type EmailTemplateListQuery = z.infer<typeof emailTemplateListQuerySchema>;

const variablesSchema = z
  .record(
    z.string().regex(/^[A-Za-z0-9_]{1,64}$/, 'Variable names are letters, digits and _'),
    z.string().max(2000),
  )
  .refine((value) => Object.keys(value).length <= 50, 'At most 50 variables')
  .default({});

/**
 * POST /email-ingestion/send/ (spec 02 §7): to, template_type, application_id, subject only
 * with a custom subject, variables → email_id. template_id picks one template of the type.
 */
export const sendEmailSchema = z.object({
  to: z
    .email({
      error: (issue) =>
        issue.input === undefined || (typeof issue.input === 'string' && issue.input.trim() === '')
          ? EMAIL_MESSAGES.recipientRequired
          : EMAIL_MESSAGES.recipientInvalid,
    })
    .max(254, tooLongMessage(254)),
  template_type: emailTemplateTypeSchema,
  template_id: idSchema.optional(),
  application_id: idSchema.nullish(),
  subject: z.string().trim().max(MAX_SUBJECT, tooLongMessage(MAX_SUBJECT)).optional(),
  variables: variablesSchema,
});
export type SendEmail = z.input<typeof sendEmailSchema>;

/** POST /email-ingestion/templates/preview/: a template (saved or being edited) rendered for real. */
export const emailPreviewRequestSchema = z.object({
  template_id: idSchema.optional(),
  subject: z.string().max(MAX_SUBJECT, tooLongMessage(MAX_SUBJECT)).optional(),
  body: z.string().max(MAX_BODY, tooLongMessage(MAX_BODY)).optional(),
  application_id: idSchema.nullish(),
  variables: variablesSchema,
});
export type EmailPreviewRequest = z.input<typeof emailPreviewRequestSchema>;

export const emailPreviewSchema = z.object({
  from: z.string(),
  subject: z.string(),
  body: z.string(),
  variables: z.record(z.string(), z.string()),
  missing: z.array(z.string()),
  /** The application whose candidate and job filled the variables, when there was one. */
  application_id: z.number().int().nullable(),
  candidate_name: z.string().nullable(),
  job_title: z.string().nullable(),
});
export type EmailPreview = z.infer<typeof emailPreviewSchema>;

/**
 * Where an outgoing message is (DESIGN.md §8): queued for the send job, held while mail
 * delivery is off, delivered (accepted by the SMTP server), failed (refused or out of
 * retries), bounced (a delivery report came back). spec 02: delivered, failed, bounced.
 */
export const OUTGOING_DELIVERY_STATUSES = [
  'scheduled',
  'queued',
  'held',
  'delivered',
  'failed',
  'bounced',
  'cancelled',
] as const;
export const deliveryStatusSchema = z.enum(OUTGOING_DELIVERY_STATUSES);
export type DeliveryStatus = z.infer<typeof deliveryStatusSchema>;

export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  scheduled: 'Scheduled',
  queued: 'Sending',
  held: 'Not sent — mail delivery is off',
  delivered: 'Sent',
  failed: 'Failed',
  bounced: 'Bounced',
  cancelled: 'Cancelled',
};

/** spec 02 Inbox "Failed": delivery status failed or bounced. */
export const FAILED_DELIVERY_STATUSES: readonly DeliveryStatus[] = ['failed', 'bounced'];

export const emailAuditEntrySchema = z.object({
  action: z.string(),
  user: z.string().nullable(),
  timestamp: z.string(),
  details: z.string(),
});
export type EmailAuditEntry = z.infer<typeof emailAuditEntrySchema>;

export const outgoingEmailSchema = z.object({
  id: z.number().int(),
  direction: z.literal('outbound'),
  message_id: z.string(),
  from: z.string(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  template_type: emailTemplateTypeSchema.nullable(),
  template_name: z.string().nullable(),
  application_id: z.number().int().nullable(),
  candidate_id: z.number().int().nullable(),
  candidate_name: z.string().nullable(),
  job_id: z.number().int().nullable(),
  job_title: z.string().nullable(),
  delivery_status: deliveryStatusSchema,
  delivery_status_display: z.string(),
  error_details: z.string().nullable(),
  attempts: z.number().int(),
  sent_by: z.object({ id: z.number().int(), full_name: z.string() }).nullable(),
  created_at: z.string(),
  /** When a scheduled message goes (a rejection waits a few hours and can be cancelled until then). */
  send_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  resolved_at: z.string().nullable(),
});
export type OutgoingEmail = z.infer<typeof outgoingEmailSchema>;

export const outgoingEmailDetailSchema = outgoingEmailSchema.extend({
  audit_trail: z.array(emailAuditEntrySchema),
});
export type OutgoingEmailDetail = z.infer<typeof outgoingEmailDetailSchema>;

export const outboxQuerySchema = paginationQuerySchema.extend({
  delivery_status: deliveryStatusSchema.optional(),
  candidate_id: idSchema.optional(),
  application_id: idSchema.optional(),
  search: z.string().trim().max(200).optional(),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

export const sendEmailResponseSchema = z.object({
  email_id: z.number().int(),
  delivery_status: deliveryStatusSchema,
  message: z.string(),
});
export type SendEmailResponse = z.infer<typeof sendEmailResponseSchema>;

/** spec 02 Inbox header and metrics: whether mail goes out and comes in at all. */
export const mailServiceStatusSchema = z.object({
  service_enabled: z.boolean(),
  configuration_valid: z.boolean(),
  server_info: z.object({ host: z.string().nullable() }),
  sending_enabled: z.boolean(),
  smtp_host: z.string().nullable(),
  last_poll_at: z.string().nullable(),
  last_error: z.string().nullable(),
  /** Mail written or received since midnight UTC (the page header's "today"). */
  emails_today: z.number().int(),
});
export type MailServiceStatus = z.infer<typeof mailServiceStatusSchema>;
