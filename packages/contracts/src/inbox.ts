import { z } from 'zod';
import { emailAuditEntrySchema, sendEmailSchema } from './email.ts';
import { idSchema } from './input-limits.ts';
import { pageSchema, paginationQuerySchema } from './pagination.ts';

/**
 * Issue 12, receiving: the inbox of spec 02 "E-mail management". Every application e-mail that
 * reaches the mailbox (IMAP) or `POST /email-ingestion/ingest/` is stored raw, parsed, matched to
 * a candidate and offered as one.
 */

/** spec 02 §4: incoming e-mail status. `processing` until the parse job has read it. */
export const INBOX_STATUSES = ['matched', 'processing', 'unread', 'archived'] as const;
export const inboxStatusSchema = z.enum(INBOX_STATUSES);
export type InboxStatus = z.infer<typeof inboxStatusSchema>;

export const INBOX_STATUS_LABELS: Record<InboxStatus, string> = {
  matched: 'Matched',
  processing: 'Processing',
  unread: 'Unread',
  archived: 'Archived',
};

/** spec 02 §4: an incoming message's delivery status (failed: it could not be read). */
export const INBOUND_DELIVERY_STATUSES = ['delivered', 'failed', 'bounced'] as const;
export const inboundDeliveryStatusSchema = z.enum(INBOUND_DELIVERY_STATUSES);

/** spec 02 Inbox filters, in order; `failed` is delivery status failed or bounced. */
export const INBOX_FILTERS = ['all', 'matched', 'processing', 'unread', 'failed', 'archived'] as const;
export const inboxFilterSchema = z.enum(INBOX_FILTERS);
export type InboxFilter = z.infer<typeof inboxFilterSchema>;
export const INBOX_FILTER_LABELS: Record<InboxFilter, string> = {
  all: 'All',
  matched: 'Matched',
  processing: 'Processing',
  unread: 'Unread',
  failed: 'Failed',
  archived: 'Archived',
};

/** spec 02 Inbox: confidence is green at 0.8 or more, yellow at 0.6 or more, red below. */
export const CONFIDENCE_BANDS = { high: 0.8, medium: 0.6 } as const;
export type ConfidenceBand = 'high' | 'medium' | 'low';
export function confidenceBand(confidence: number): ConfidenceBand {
  if (confidence >= CONFIDENCE_BANDS.high) return 'high';
  if (confidence >= CONFIDENCE_BANDS.medium) return 'medium';
  return 'low';
}

/** spec 02 Inbox: the fields read from an application e-mail and its CV. */
export const parsedFieldsSchema = z.object({
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  employment_type: z.string().nullable(),
  role: z.string().nullable(),
  linkedin: z.string().nullable(),
  /** One of CANDIDATE_SOURCE_TYPES: Direct Application, Recruiter, Employee Referral. */
  source_type: z.string().nullable(),
  recruiter_name: z.string().nullable(),
  skills: z.array(z.string()),
  education: z.array(z.string()),
  /** Years of experience. */
  experience: z.number().int().nullable(),
});
export type ParsedFields = z.infer<typeof parsedFieldsSchema>;

export const EMPTY_PARSED_FIELDS: ParsedFields = {
  name: null,
  email: null,
  phone: null,
  country: null,
  city: null,
  employment_type: null,
  role: null,
  linkedin: null,
  source_type: null,
  recruiter_name: null,
  skills: [],
  education: [],
  experience: null,
};

export const PARSED_FIELD_LABELS: Record<keyof ParsedFields, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  country: 'Country',
  city: 'City',
  employment_type: 'Employment type',
  role: 'Role',
  linkedin: 'LinkedIn',
  source_type: 'Source type',
  recruiter_name: 'Recruiter',
  skills: 'Skills',
  education: 'Education',
  experience: 'Experience (years)',
};

export const emailAttachmentSchema = z.object({
  index: z.number().int(),
  filename: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  /** A PDF, DOCX, DOC or TXT whose text was read: it becomes the candidate's CV. */
  is_cv: z.boolean(),
  /** Why the file was not read, if it was not (too large, a reading limit, not a document). */
  warning: z.string().nullable(),
  /** The file is kept and can be downloaded (GET /email-ingestion/emails/{id}/attachments/{index}/). */
  kept: z.boolean(),
});
export type EmailAttachment = z.infer<typeof emailAttachmentSchema>;

export const candidateMatchSchema = z.object({
  candidate_id: z.number().int(),
  name: z.string(),
  /** 100 for the same e-mail address; less for name and phone. */
  score: z.number().int(),
  reason: z.enum(['email', 'phone', 'name']),
});
export type CandidateMatch = z.infer<typeof candidateMatchSchema>;

export const jobSuggestionSchema = z.object({
  job_id: z.number().int(),
  title: z.string(),
  score: z.number().int(),
  reason: z.enum(['subject', 'apply_address', 'match_score']),
});
export type JobSuggestion = z.infer<typeof jobSuggestionSchema>;

export const incomingEmailSchema = z.object({
  id: z.number().int(),
  direction: z.literal('inbound'),
  message_id: z.string(),
  from: z.string(),
  from_name: z.string().nullable(),
  to: z.string(),
  subject: z.string(),
  /** The plain-text body (an HTML-only message's text); never HTML. */
  body: z.string(),
  received_at: z.string(),
  status: inboxStatusSchema,
  status_display: z.string(),
  delivery_status: inboundDeliveryStatusSchema,
  error_details: z.string().nullable(),
  resolved_at: z.string().nullable(),
  /** 0–1 (docs/decisions/012); null while processing or when it could not be read. */
  processing_confidence: z.number().nullable(),
  parsed_fields: parsedFieldsSchema,
  attachments: z.array(emailAttachmentSchema),
  candidate_match: candidateMatchSchema.nullable(),
  job_suggestions: z.array(jobSuggestionSchema),
  /** Set once the message was made a candidate or attached to one. */
  candidate_id: z.number().int().nullable(),
  application_id: z.number().int().nullable(),
  /** A delivery report (RFC 3464) about one of our messages, which it marked bounced. */
  bounce_of_email_id: z.number().int().nullable(),
});
export type IncomingEmail = z.infer<typeof incomingEmailSchema>;

export const incomingEmailDetailSchema = incomingEmailSchema.extend({
  /** The HTML part, sanitised (no scripts, styles, event handlers or remote images); null if none. */
  body_html: z.string().nullable(),
  audit_trail: z.array(emailAuditEntrySchema),
});
export type IncomingEmailDetail = z.infer<typeof incomingEmailDetailSchema>;

export const inboxQuerySchema = paginationQuerySchema.extend({
  filter: inboxFilterSchema.optional(),
  /** Sender, subject, body or parsed name/e-mail (spec 02: /email?search={email}). */
  search: z.string().trim().max(200).optional(),
  candidate_id: idSchema.optional(),
});
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

export const inboxCountsSchema = z.object(
  Object.fromEntries(INBOX_FILTERS.map((filter) => [filter, z.number().int()])) as Record<
    InboxFilter,
    z.ZodNumber
  >,
);
export type InboxCounts = z.infer<typeof inboxCountsSchema>;

/** GET /email-ingestion/inbox/: a page of messages and the count behind every filter. */
export const inboxPageSchema = pageSchema(incomingEmailSchema).extend({ counts: inboxCountsSchema });
export type InboxPage = z.infer<typeof inboxPageSchema>;

/** PATCH /email-ingestion/emails/{id}/: archive, or put back in the inbox. */
export const inboxStatusUpdateSchema = z.object({
  status: z.enum(['archived', 'unread'], { error: 'Status must be archived or unread.' }),
});
export type InboxStatusUpdate = z.infer<typeof inboxStatusUpdateSchema>;

export const bulkArchiveSchema = z.object({
  ids: z.array(idSchema).min(1, 'Choose at least one e-mail.').max(500),
});
export type BulkArchive = z.infer<typeof bulkArchiveSchema>;

/** POST /email-ingestion/emails/{id}/create-candidate/ (spec 02 "Create profile from an e-mail"). */
export const createFromEmailSchema = z
  .object({ job_id: idSchema.nullable().optional() })
  // no body at all is "no job", not an error
  .nullish()
  .transform((body) => body ?? {});
export type CreateFromEmail = z.infer<typeof createFromEmailSchema>;
export const createFromEmailResponseSchema = z.object({
  candidate_id: z.number().int(),
  application_id: z.number().int().nullable(),
  email: incomingEmailSchema,
});
export type CreateFromEmailResponse = z.infer<typeof createFromEmailResponseSchema>;

/** POST /email-ingestion/emails/{id}/attach/: to the matched candidate unless one is named. */
export const attachEmailSchema = z
  .object({ candidate_id: idSchema.optional() })
  // no body at all is "the matched candidate", not an error
  .nullish()
  .transform((body) => body ?? {});
export type AttachEmail = z.infer<typeof attachEmailSchema>;

/** spec 02: the four quick replies. */
export const QUICK_REPLIES = {
  application_received: {
    label: 'Application Received',
    text: 'Thank you for your application. We have received it and our team will review it shortly. We will be in touch about next steps.',
  },
  more_information: {
    label: 'Request More Information',
    text: 'Thank you for your interest. To review your application we need a little more information: could you send us your current CV and tell us which position you are applying for?',
  },
  schedule_interview: {
    label: 'Schedule Interview',
    text: 'Thank you for your application. We would like to invite you to an interview. Please reply with a few times that suit you over the coming week.',
  },
  position_filled: {
    label: 'Position Filled',
    text: 'Thank you for your interest. The position has now been filled. We will keep your details on file and contact you if a suitable role opens.',
  },
} as const;
export const QUICK_REPLY_KEYS = Object.keys(QUICK_REPLIES) as (keyof typeof QUICK_REPLIES)[];
export type QuickReplyKey = keyof typeof QUICK_REPLIES;

export const replyEmailSchema = z.object({
  quick_reply: z.enum(QUICK_REPLY_KEYS as [QuickReplyKey, ...QuickReplyKey[]], {
    error: 'Choose a quick reply.',
  }),
  /** What the sender wrote instead of (or after editing) the quick reply's text. */
  message: z.string().trim().max(20_000).optional(),
});
export type ReplyEmail = z.infer<typeof replyEmailSchema>;

export const forwardEmailSchema = z.object({
  // the compose panel's recipient rule and words
  to: sendEmailSchema.shape.to,
  message: z.string().trim().max(20_000).optional(),
});
export type ForwardEmail = z.infer<typeof forwardEmailSchema>;

/** POST /email-ingestion/ingest/ answer. */
export const ingestResponseSchema = z.object({
  email_id: z.number().int(),
  /** The message (by Message-ID) was already in the inbox: nothing was added. */
  duplicate: z.boolean(),
  status: inboxStatusSchema,
});
export type IngestResponse = z.infer<typeof ingestResponseSchema>;

/** Raw messages larger than this are refused (413) by the ingest route and skipped by the poller. */
export const MAX_RAW_MESSAGE_BYTES = 40 * 1024 * 1024;

/** spec 02 §3 E-mail metrics, from the stored messages (nothing fixed). */
export const emailMetricsSchema = z.object({
  total_emails_processed: z.number().int(),
  successful_applications: z.number().int(),
  failed_processing: z.number().int(),
  success_rate_percentage: z.number(),
  currently_processing: z.number().int(),
  /** Matched to a candidate, as a share of processed messages. */
  match_rate_percentage: z.number(),
  common_failure_patterns: z.array(z.object({ pattern: z.string(), count: z.number().int() })),
  processing_performance: z.object({
    emails_processed_today: z.number().int(),
    average_processing_time_seconds: z.number().nullable(),
  }),
  /** Replaces the spec's fixed 68/22/10 split: parsed source types of processed messages. */
  source_split: z.array(
    z.object({ source_type: z.string(), count: z.number().int(), percentage: z.number() }),
  ),
});
export type EmailMetrics = z.infer<typeof emailMetricsSchema>;

export const INBOX_MESSAGES = {
  needsNameAndEmail: 'A candidate needs a parsed name and e-mail address: this message has neither.',
  alreadyCandidate: 'This e-mail has already been made a candidate or attached to one.',
  noMatch: 'This e-mail is not matched to a candidate: choose one to attach it to.',
  stillProcessing: 'This e-mail is still being read: try again in a moment.',
  emptyMessage: 'The message is empty.',
  tooLarge: `The message is larger than ${MAX_RAW_MESSAGE_BYTES / 1024 / 1024} MB.`,
  candidateNotFound: 'Candidate not found',
  attachmentNotFound: 'Attachment not found',
  noSender: 'The message has no sender address (From).',
  pollQueued: 'Checking the mailbox now.',
  imapOff: 'Receiving is off: an administrator sets IMAP_URL to read a mailbox.',
} as const;
