import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { candidates } from './candidates.ts';
import { users } from './users.ts';

/**
 * Issue 15: when each user last opened the dashboard, so its Recent Activity marks as NEW what
 * arrived since their previous visit. Written by features/analytics only.
 */
export const dashboardVisits = pgTable('dashboard_visits', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  visitedAt: timestamp('visited_at', { withTimezone: true }).notNull(),
  previousVisitAt: timestamp('previous_visit_at', { withTimezone: true }),
});

/**
 * Issue 15: how many applications each job has in each stage and status, with their scores —
 * kept by statement triggers on applications (migration 0017), so every writer (services, the
 * seed, bulk inserts) keeps it right in its own transaction and no code writes it. The
 * dashboard's totals read these few thousand rows instead of 300,000 applications
 * (docs/decisions/018).
 */
export const applicationStageCounts = pgTable(
  'application_stage_counts',
  {
    jobId: integer('job_id').notNull(),
    stageKey: text('stage_key').notNull(),
    status: text('status').notNull(),
    applications: integer('applications').notNull().default(0),
    /** How many of them have a match score, and the scores' sum (an average without a scan). */
    scored: integer('scored').notNull().default(0),
    scoreSum: bigint('score_sum', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.jobId, table.stageKey, table.status] })],
);

/**
 * Issue 15: each candidate's average match over their scored applications (zero and missing scores
 * ignored, spec 02 §2), one row per candidate, kept by triggers on candidates and applications
 * (migration 0018) so the candidate list ordered by AI score reads an index instead of averaging
 * 300,000 applications. No code writes it.
 */
export const candidateMatchAverages = pgTable(
  'candidate_match_averages',
  {
    candidateId: integer('candidate_id')
      .primaryKey()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    averageMatch: integer('average_match'),
  },
  (table) => [
    index('candidate_match_averages_order_idx').on(
      table.averageMatch.desc().nullsLast(),
      table.candidateId.desc().nullsLast(),
    ),
  ],
);
