import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, real, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { candidates } from './candidates.ts';
import { jobs } from './jobs.ts';
import { users } from './users.ts';

/** spec 02 §3 Application. stage_key is one of the job's workflow stage keys. */
export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['active', 'rejected', 'hired', 'withdrawn'] })
      .notNull()
      .default('active'),
    stageKey: text('stage_key').notNull().default('applied'),
    stageEnteredAt: timestamp('stage_entered_at', { withTimezone: true }).notNull().defaultNow(),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    matchScore: integer('match_score'),
    /** The explanation of match_score (packages/contracts match-score.ts), null until computed. */
    matchBreakdown: jsonb('match_breakdown').$type<Record<string, unknown>>(),
    /**
     * An automation rule's adjustment (issue 14 update_score), added to the computed match score
     * and kept when it is recomputed; the reason is shown with the score.
     */
    matchScoreAdjustment: integer('match_score_adjustment').notNull().default(0),
    matchAdjustmentReason: text('match_adjustment_reason').notNull().default(''),
    overallQualityScore: real('overall_quality_score'),
    cultureFitScore: integer('culture_fit_score'),
    growthPotentialScore: integer('growth_potential_score'),
    aiSummary: text('ai_summary').notNull().default(''),
    biasFlags: jsonb('bias_flags').$type<string[]>().notNull().default([]),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    source: text('source', { enum: ['email', 'form', 'referral', 'linkedin', 'other'] })
      .notNull()
      .default('form'),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it left 'active' for the status it has (a hire's date); null while active. */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('applications_candidate_job_uq').on(table.candidateId, table.jobId),
    index('applications_job_stage_idx').on(table.jobId, table.stageKey),
    index('applications_candidate_idx').on(table.candidateId),
    index('applications_status_idx').on(table.status),
    // Newest first (scanned backwards: DESC NULLS LAST would not match ORDER BY … DESC): the
    // dashboard's Recent Activity and the applications page's default order.
    index('applications_applied_at_idx').on(table.appliedAt, table.id),
    // The dashboard's "this week" and "stale": ranges of the active applications only.
    index('applications_active_applied_idx').on(table.appliedAt).where(sql`status = 'active'`),
    index('applications_active_stage_entered_idx').on(table.stageEnteredAt).where(sql`status = 'active'`),
    // a filtered analytics report's arrivals by job and day, read from the index alone (issue 15)
    index('applications_job_applied_idx').on(
      table.jobId,
      table.appliedAt,
      table.stageKey,
      table.status,
      table.source,
    ),
    // the analytics report's hires in a range (issue 15): when each was decided
    index('applications_hired_idx')
      .on(sql`coalesce(${table.decidedAt}, ${table.stageEnteredAt})`)
      .where(sql`status = 'hired'`),
  ],
);
