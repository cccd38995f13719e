import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { applications } from './applications.ts';
import { candidates } from './candidates.ts';
import { timelineEvents } from './timeline.ts';
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

/**
 * Issue 11: each candidate's applications by status, kept by statement triggers on applications
 * (migration 0032), so the applications page's counters for a search that finds thousands of
 * people add up one row per person instead of counting each of their applications
 * (docs/decisions/019). The candidate search index holds them too, and reads the rows stamped
 * since it last looked (`stamp`: the transaction that last wrote the row, migration 0035;
 * docs/decisions/034). A candidate without applications may have no row. No code writes it.
 */
export const candidateApplicationCounts = pgTable(
  'candidate_application_counts',
  {
    candidateId: integer('candidate_id')
      .primaryKey()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    applications: integer('applications').notNull().default(0),
    active: integer('active').notNull().default(0),
    hired: integer('hired').notNull().default(0),
    rejected: integer('rejected').notNull().default(0),
    withdrawn: integer('withdrawn').notNull().default(0),
    /** the candidate's newest application in the applications page's order (applied_at, then id) */
    latestAppliedAt: timestamp('latest_applied_at', { withTimezone: true }),
    latestApplicationId: integer('latest_application_id'),
    stamp: bigint('stamp', { mode: 'number' }).notNull().default(sql`(pg_current_xact_id()::text::bigint)`),
  },
  (table) => [index('candidate_application_counts_stamp_idx').on(table.stamp)],
);

/**
 * Issue 15: how many applications arrived on each day (UTC) that are now at each stage, status and
 * source, across all jobs — kept by statement triggers on applications (migration 0020) like the
 * stage counts. The organisation's analytics report reads these instead of the range's
 * applications (222,000 rows over 90 days at the bench's volume). No code writes it.
 */
export const applicationDayCounts = pgTable(
  'application_day_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    stageKey: text('stage_key').notNull(),
    status: text('status').notNull(),
    source: text('source').notNull(),
    applications: integer('applications').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.stageKey, table.status, table.source] })],
);

/**
 * Issue 11: how many applications sit in each stage and status across every job — the
 * applications page's counters without reading 300,000 applications (docs/decisions/019). Kept
 * by statement triggers on applications (migration 0022) like the stage counts, striped over 16
 * shards (job id mod 16) so two jobs' writers seldom wait on one counter row; a reader sums at
 * most 16 × stages × statuses rows. No code writes it.
 */
export const applicationStatusCounts = pgTable(
  'application_status_counts',
  {
    shard: smallint('shard').notNull(),
    stageKey: text('stage_key').notNull(),
    status: text('status').notNull(),
    applications: integer('applications').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.shard, table.stageKey, table.status] })],
);

/**
 * Issue 11: how many rows the candidates, jobs and timeline_events tables hold, so the unfiltered
 * candidates and jobs lists and the activity feed need not count every row (docs/decisions/019).
 * Kept by statement triggers on those tables (migration 0023), striped over 16 shards (id mod 16)
 * so concurrent inserts seldom wait on one row. No code writes it.
 */
export const tableRowCounts = pgTable(
  'table_row_counts',
  {
    relation: text('relation').notNull(),
    shard: smallint('shard').notNull(),
    total: bigint('total', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.relation, table.shard] })],
);

/**
 * Issue 15: each stay in a stage that a move out of it ended, with when it began — the
 * application's move before, or its arrival for its job's first stage — derived from the
 * timeline's moves by a trigger on timeline_events (migration 0020). A stay whose start nothing
 * records is not here. No code writes it.
 */
export const stageStays = pgTable(
  'stage_stays',
  {
    /** The timeline's move that ended the stay. */
    moveId: integer('move_id')
      .primaryKey()
      .references(() => timelineEvents.id, { onDelete: 'cascade' }),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    jobId: integer('job_id').notNull(),
    stageKey: text('stage_key').notNull(),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull(),
    leftAt: timestamp('left_at', { withTimezone: true }).notNull(),
    /** stay_bucket(entered_at, left_at): the stay's length in the histogram's 4%-wide buckets. */
    bucket: smallint('bucket').notNull(),
  },
  (table) => [
    index('stage_stays_left_idx').on(table.leftAt),
    // a filtered report's stays by job and end, read from the index alone
    index('stage_stays_job_left_idx').on(table.jobId, table.leftAt, table.stageKey, table.bucket),
  ],
);

/**
 * Issue 15: the stays of stage_stays counted by the day (UTC) they ended, the stage and their
 * length in buckets 4% wide (`stay_bucket`, migration 0020) — kept by triggers on stage_stays, so
 * the organisation's median and 90th percentile read a few thousand rows instead of every stay.
 * No code writes it.
 */
export const stageStayHistogram = pgTable(
  'stage_stay_histogram',
  {
    day: date('day', { mode: 'string' }).notNull(),
    stageKey: text('stage_key').notNull(),
    bucket: smallint('bucket').notNull(),
    stays: integer('stays').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.stageKey, table.bucket] })],
);
