import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { applications } from './applications.ts';
import { candidates } from './candidates.ts';
import { jobs } from './jobs.ts';
import { users } from './users.ts';

/** spec 01 §3 Activity timeline event; written server-side in the same transaction as the change. */
export const timelineEvents = pgTable(
  'timeline_events',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id').references(() => applications.id, { onDelete: 'cascade' }),
    candidateId: integer('candidate_id').references(() => candidates.id, { onDelete: 'cascade' }),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (table) => [
    index('timeline_events_application_idx').on(table.applicationId),
    index('timeline_events_candidate_idx').on(table.candidateId),
    index('timeline_events_job_idx').on(table.jobId),
    // the activity feed's newest first (issue 15), scanned backwards
    index('timeline_events_created_idx').on(table.createdAt, table.id),
    // the dashboard's sign-offs asked of a user (issue 15), without reading every entry
    index('timeline_events_signoff_request_idx')
      .on(sql`(${table.metadata}->>'requested_user_id')`)
      .where(sql`type = 'signoff'`),
  ],
);
