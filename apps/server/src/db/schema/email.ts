import type { CandidateMatch, EmailAttachment, JobSuggestion, ParsedFields } from '@shortlist/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { applications } from './applications.ts';
import { candidates } from './candidates.ts';
import { jobs } from './jobs.ts';
import { users } from './users.ts';

/**
 * spec 02 §3 E-mail template. One default per type (per job for job-specific templates);
 * `{{name}}` placeholders in subject and body are its variables.
 */
export const emailTemplates = pgTable(
  'email_templates',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    type: text('type').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('email_templates_one_default_uq')
      .on(table.type, sql`coalesce(${table.jobId}, 0)`)
      .where(sql`${table.isDefault}`),
    index('email_templates_job_idx').on(table.jobId),
  ],
);

/**
 * Every e-mail Shortlist sends or receives (DESIGN.md §8 "Mail"). An outgoing one is stored,
 * rendered, before its send job runs, and keeps its Message-ID across retries so a receiver
 * sees one message and a bounce can be matched to it.
 */
export const emails = pgTable(
  'emails',
  {
    id: serial('id').primaryKey(),
    direction: text('direction', { enum: ['inbound', 'outbound'] }).notNull(),
    messageId: text('message_id').notNull().unique(),
    inReplyTo: text('in_reply_to'),
    references: text('references'),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull().default(''),
    bodyText: text('body_text').notNull().default(''),
    templateId: integer('template_id').references(() => emailTemplates.id, { onDelete: 'set null' }),
    templateType: text('template_type'),
    templateName: text('template_name'),
    applicationId: integer('application_id').references(() => applications.id, { onDelete: 'set null' }),
    candidateId: integer('candidate_id').references(() => candidates.id, { onDelete: 'set null' }),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    /** scheduled, queued, held, delivered, failed, bounced, cancelled (contracts OUTGOING_DELIVERY_STATUSES). */
    deliveryStatus: text('delivery_status').notNull(),
    errorDetails: text('error_details'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    /** A scheduled message goes at this time (its send job starts then); null = at once. */
    sendAt: timestamp('send_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    // Received mail (issue 12): the raw message is stored before anything reads it.
    /** matched, processing, unread, archived (contracts INBOX_STATUSES); null for outgoing mail. */
    inboxStatus: text('inbox_status'),
    fromName: text('from_name'),
    /** Storage key of the raw RFC 822 message (content-addressed: mail/raw/{sha256}). */
    rawKey: text('raw_key'),
    rawSize: integer('raw_size'),
    /** The HTML part, sanitised; shown only in the detail. */
    bodyHtml: text('body_html'),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    processingConfidence: real('processing_confidence'),
    parsedFields: jsonb('parsed_fields').$type<ParsedFields>(),
    /** Each attachment, and where a readable one is kept (mail/attachments/{email}/{index}). */
    attachments: jsonb('attachments').$type<StoredAttachment[]>(),
    /** The text read from each attachment, by index ('' when not read); only actions need it. */
    attachmentTexts: jsonb('attachment_texts').$type<string[]>(),
    candidateMatch: jsonb('candidate_match').$type<CandidateMatch>(),
    jobSuggestions: jsonb('job_suggestions').$type<JobSuggestion[]>(),
    /**
     * A calendar invitation carried as the message's text/calendar part (RFC 6047 iMIP): its
     * METHOD (REQUEST, CANCEL) and the iCalendar text, fixed when the message is stored.
     */
    calendarMethod: text('calendar_method'),
    calendarIcs: text('calendar_ics'),
    /** A delivery report's subject: the outgoing message it reported on. */
    bounceOfEmailId: integer('bounce_of_email_id'),
  },
  (table) => [
    index('emails_inbox_idx')
      .on(table.inboxStatus, table.receivedAt.desc(), table.id.desc())
      .where(sql`${table.direction} = 'inbound'`),
    index('emails_direction_created_idx').on(table.direction, table.createdAt.desc(), table.id.desc()),
    index('emails_candidate_idx').on(table.candidateId),
    index('emails_application_idx').on(table.applicationId),
  ],
);

/** spec 02 E-mail detail: the audit trail (action, user, timestamp, details) of one message. */
export const emailAuditEntries = pgTable(
  'email_audit_entries',
  {
    id: serial('id').primaryKey(),
    emailId: integer('email_id')
      .notNull()
      .references(() => emails.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name'),
    details: text('details').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (table) => [index('email_audit_entries_email_idx').on(table.emailId)],
);

/** An attachment as the inbox keeps it: what the card shows, plus its stored bytes and text. */
export type StoredAttachment = Omit<EmailAttachment, 'kept'> & { storage_key: string | null };

/**
 * Where the IMAP poller is in a mailbox (RFC 3501 §2.3.1.1): a UID is only meaningful under its
 * UIDVALIDITY. Written in the transaction that stores the message at that UID.
 */
export const mailboxState = pgTable('mailbox_state', {
  mailbox: text('mailbox').primaryKey(),
  uidValidity: bigint('uid_validity', { mode: 'number' }),
  lastUid: bigint('last_uid', { mode: 'number' }).notNull().default(0),
  lastPollAt: timestamp('last_poll_at', { withTimezone: true }),
  lastError: text('last_error'),
  lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
});
