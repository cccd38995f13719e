import type { OfferFields } from '@shortlist/contracts';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { applications } from './applications.ts';
import { candidates } from './candidates.ts';
import { emails } from './email.ts';
import { jobs } from './jobs.ts';
import { users } from './users.ts';

/**
 * Issue 13 "Offer letters": one offer of an application, its form (`fields`) and where it is in
 * draft → pending approval → approved → sent → accepted / declined / expired. `version` rises
 * with every change to a draft; approvals count for the version they were given on. Written by
 * the offers service only.
 */
export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    /** full_time_standard, contract_standard (contracts OFFER_TEMPLATES). */
    template: text('template').notNull(),
    /** contracts OFFER_STATUSES. */
    status: text('status').notNull().default('draft'),
    version: integer('version').notNull().default(1),
    fields: jsonb('fields').$type<OfferFields>().notNull(),
    rejectionComment: text('rejection_comment').notNull().default(''),
    declineReason: text('decline_reason').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The e-mail that carried it, and the PDF it attached (storage key). */
    emailId: integer('email_id').references(() => emails.id, { onDelete: 'set null' }),
    pdfKey: text('pdf_key'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    /** The end of the response deadline, once sent: after it an unanswered offer expires. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (table) => [
    index('offers_application_idx').on(table.applicationId),
    index('offers_status_expires_idx').on(table.status, table.expiresAt),
  ],
);

/** An approver's decision on one version of an offer. */
export const offerApprovals = pgTable(
  'offer_approvals',
  {
    id: serial('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    /** What the approval counts as: lead (the band's approver), bar_raiser, or approver. */
    as: text('as').notNull(),
    decision: text('decision').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (table) => [unique('offer_approvals_one_per_version_uq').on(table.offerId, table.version, table.userId)],
);

/** spec 02 §9 audit records: every step of an offer, the send with its salary and recipient. */
export const offerAuditEntries = pgTable(
  'offer_audit_entries',
  {
    id: serial('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name'),
    details: text('details').notNull().default(''),
    /** Facts of the step (the send's application id, candidate e-mail, salary); salary is shown only to those who may see it. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (table) => [index('offer_audit_entries_offer_idx').on(table.offerId)],
);
