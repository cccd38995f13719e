import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Issue 16: the organisation's retention rule, one row (id 1). Candidates with no activity for
 * `retention_months` are erased by a scheduled job; null keeps everyone. Written by the privacy
 * feature only.
 */
export const privacySettings = pgTable(
  'privacy_settings',
  {
    id: integer('id').primaryKey().default(1),
    retentionMonths: integer('retention_months'),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('privacy_settings_single_row', sql`${table.id} = 1`)],
);

/**
 * Issue 16: every export and erasure of a candidate's data, and every change of the retention
 * rule: who, when and why. It outlives the candidate (no foreign key); an erasure rewrites the
 * candidate's label here to the anonymous one. Written by the privacy feature only.
 */
export const privacyLog = pgTable(
  'privacy_log',
  {
    id: serial('id').primaryKey(),
    action: text('action').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    candidateId: integer('candidate_id'),
    candidateLabel: text('candidate_label').notNull().default(''),
    reason: text('reason').notNull().default(''),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (table) => [
    index('privacy_log_created_idx').on(table.createdAt, table.id),
    index('privacy_log_candidate_idx').on(table.candidateId),
  ],
);
