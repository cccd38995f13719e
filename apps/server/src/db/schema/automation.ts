import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
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
 * Issue 14: an automation rule (spec 01 §3) — one trigger, its conditions and its actions — for
 * one job or (job_id null) every job. A rule with `job_setting` is one of the job settings tab's
 * switches and follows it. Written by the automation feature only.
 */
export const automationRules = pgTable(
  'automation_rules',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    triggerType: text('trigger_type').notNull(),
    triggerConditions: jsonb('trigger_conditions').$type<Record<string, unknown>>().notNull().default({}),
    actions: jsonb('actions').$type<{ type: string; config: Record<string, unknown> }[]>().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'cascade' }),
    jobSetting: text('job_setting'),
    templateKey: text('template_key'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (table) => [
    index('automation_rules_trigger_idx').on(table.triggerType, table.isActive),
    index('automation_rules_job_idx').on(table.jobId),
    uniqueIndex('automation_rules_job_setting_uq')
      .on(table.jobId, table.jobSetting)
      .where(sql`job_setting is not null`),
  ],
);

/**
 * One firing of a rule: what set it off, the conditions as evaluated, what each action did. The
 * dedupe key (the event and the rule, or for a time-based rule the application's stay in its
 * stage) makes a handler run twice fire once.
 */
export const automationRuns = pgTable(
  'automation_runs',
  {
    id: serial('id').primaryKey(),
    ruleId: integer('rule_id')
      .notNull()
      .references(() => automationRules.id, { onDelete: 'cascade' }),
    dedupeKey: text('dedupe_key').notNull(),
    status: text('status').notNull().default('pending'),
    triggerType: text('trigger_type').notNull(),
    triggerSummary: text('trigger_summary').notNull().default(''),
    /** The domain event that set it off (none for a time-based run). */
    eventId: integer('event_id'),
    applicationId: integer('application_id').references(() => applications.id, { onDelete: 'set null' }),
    candidateId: integer('candidate_id').references(() => candidates.id, { onDelete: 'set null' }),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    conditions: jsonb('conditions').$type<Record<string, unknown>[]>().notNull().default([]),
    actions: jsonb('actions').$type<Record<string, unknown>[]>().notNull().default([]),
    attempts: integer('attempts').notNull().default(0),
    error: text('error').notNull().default(''),
    chainDepth: integer('chain_depth').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('automation_runs_dedupe_uq').on(table.dedupeKey),
    index('automation_runs_rule_idx').on(table.ruleId, table.id),
  ],
);

/** "My tasks" (issue 14 create_task): written by the tasks feature only. */
export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    assigneeId: integer('assignee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    applicationId: integer('application_id').references(() => applications.id, { onDelete: 'cascade' }),
    candidateId: integer('candidate_id').references(() => candidates.id, { onDelete: 'cascade' }),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'cascade' }),
    ruleId: integer('rule_id').references(() => automationRules.id, { onDelete: 'set null' }),
    /** The automation run that made it: a run retried makes one task. */
    runId: integer('run_id'),
    dueAt: timestamp('due_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedBy: integer('completed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (table) => [
    index('tasks_assignee_open_idx').on(table.assigneeId, table.completedAt, table.dueAt),
    uniqueIndex('tasks_run_uq').on(table.runId, table.assigneeId),
  ],
);
