import {
  bigint,
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
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
 * Kept by statement triggers on those tables (migrations 0024, 0033); no code writes it. No foreign
 * key: a deleted job's number is harmless and its writers never wait on one.
 */
export const boardVersions = pgTable('board_versions', {
  jobId: integer('job_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  /**
   * The number the last change to the whole board raised it to: the job's title or skills, its
   * stages or its board settings. Since then, only changes to cards (boardStageVersions).
   */
  layoutVersion: bigint('layout_version', { mode: 'number' }).notNull().default(0),
});

/**
 * The job's board number at the last change to a card in this stage (an application, its
 * candidate, timeline, interviews or scorecards): a board rebuilt from one of an earlier number
 * reads again only the stages changed since (docs/decisions/033). Kept by the same triggers.
 */
export const boardStageVersions = pgTable(
  'board_stage_versions',
  {
    jobId: integer('job_id').notNull(),
    stageKey: text('stage_key').notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.jobId, table.stageKey] })],
);
