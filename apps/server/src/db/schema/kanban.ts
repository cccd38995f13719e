import { bigint, boolean, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { jobs } from './jobs.ts';

/** A job's Kanban board settings (spec 02 Kanban Settings), persisted per job. */
export const kanbanConfigs = pgTable('kanban_configs', {
  id: serial('id').primaryKey(),
  jobId: integer('job_id')
    .notNull()
    .unique()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  defaultSort: text('default_sort', { enum: ['match_score', 'most_recent', 'name', 'longest_in_stage'] })
    .notNull()
    .default('match_score'),
  cardsPerStageLimit: integer('cards_per_stage_limit').notNull().default(25),
  showMatchScores: boolean('show_match_scores').notNull().default(true),
  showDaysInStage: boolean('show_days_in_stage').notNull().default(true),
  stageLabels: jsonb('stage_labels').$type<Record<string, string>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Issue 11: a number per job that every change to what its board shows raises — its
 * applications, their candidates, timeline, interviews and scorecards, its stages, board settings
 * and the job itself. The board's cache is good while the number stands (docs/decisions/020).
 * Kept by statement triggers on those tables (migration 0024); no code writes it. No foreign key:
 * a deleted job's number is harmless and its writers never wait on one.
 */
export const boardVersions = pgTable('board_versions', {
  jobId: integer('job_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
