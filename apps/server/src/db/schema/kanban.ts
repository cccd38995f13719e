import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
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
