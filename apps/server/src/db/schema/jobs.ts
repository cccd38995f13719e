import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export type TargetResult = {
  id: string;
  title: string;
  description: string;
  success_criteria: string;
  timeline: string;
  okr_alignment: string;
};
export type Competency = {
  id: string;
  name: string;
  description: string;
  weight: number;
  assessment_criteria: string;
};
export type Mantra = { weight: number; description: string; assessment_focus: string };
export type HiringTeamMember = { email: string; role: string };
export type JobSettings = {
  auto_reject_below_50: boolean;
  auto_advance_at_85: boolean;
  auto_acknowledge: boolean;
};
export type SignoffRecord = { user_id: number | null; user_name: string; signed_at: string };

/** spec 01 §3 Job: core fields plus the hiring framework; lists and objects are JSONB. */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    department: text('department').notNull().default('Engineering'),
    location: text('location').notNull().default('Remote'),
    employmentType: text('employment_type').notNull().default('Full-time'),
    experienceRange: text('experience_range').notNull().default('2-5 years'),
    description: text('description').notNull().default(''),
    descriptionMd: text('description_md').notNull().default(''),
    skillsRequired: jsonb('skills_required').$type<string[]>().notNull().default([]),
    skillsNice: jsonb('skills_nice').$type<string[]>().notNull().default([]),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    currency: text('currency').notNull().default('USD'),
    status: text('status', { enum: ['open', 'paused', 'closed'] })
      .notNull()
      .default('open'),
    priority: text('priority', { enum: ['critical', 'high', 'normal'] })
      .notNull()
      .default('normal'),
    recruiterId: integer('recruiter_id').references(() => users.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    // hiring framework
    targetsResults: jsonb('targets_results').$type<TargetResult[]>().notNull().default([]),
    targetsCompetencies: jsonb('targets_competencies').$type<Competency[]>().notNull().default([]),
    businessCase: text('business_case').notNull().default(''),
    compellingHeadline: text('compelling_headline').notNull().default(''),
    culturalMantrasCriteria: jsonb('cultural_mantras_criteria').$type<Record<string, Mantra>>(),
    qualityThreshold: numeric('quality_threshold', { precision: 3, scale: 1, mode: 'number' })
      .notNull()
      .default(7.5),
    barRaiserId: text('bar_raiser_id'),
    roleType: text('role_type'),
    experienceLevel: text('experience_level'),
    skillWeights: jsonb('skill_weights').$type<Record<string, number>>(),
    signoffPeopleOps: boolean('signoff_people_ops').notNull().default(false),
    signoffStrategy: boolean('signoff_strategy').notNull().default(false),
    signoffOpsDelivery: boolean('signoff_ops_delivery').notNull().default(false),
    signoffSectorLead: boolean('signoff_sector_lead').notNull().default(false),
    signoffResponsiblePerson: boolean('signoff_responsible_person').notNull().default(false),
    signoffExecutiveSponsor: boolean('signoff_executive_sponsor').notNull().default(false),
    /** Who gave each sign-off and when, keyed by sign-off (people_ops, strategy …). */
    signoffRecords: jsonb('signoff_records').$type<Record<string, SignoffRecord>>().notNull().default({}),
    isReady: boolean('is_ready').notNull().default(false),
    applyEmail: text('apply_email'),
    applyUrl: text('apply_url'),
    /** Issue 16: the careers page shows salary_min/max only when this is set. */
    publishSalary: boolean('publish_salary').notNull().default(false),
    /** Issue 16: the last day the careers page takes applications; null for no end. */
    applicationsCloseOn: date('applications_close_on', { mode: 'string' }),
    interviewGuidance: text('interview_guidance'),
    scoringRubric: text('scoring_rubric'),
    idealProfile: text('ideal_profile'),
    assessmentStrategy: jsonb('assessment_strategy').$type<Record<string, unknown>>(),
    workSampleType: text('work_sample_type'),
    roleSpecificData: jsonb('role_specific_data').$type<Record<string, unknown>>(),
    /** The settings tab's automation switches (spec 01 §9 defaults). */
    settings: jsonb('settings').$type<JobSettings>().notNull().default({
      auto_reject_below_50: true,
      auto_advance_at_85: false,
      auto_acknowledge: true,
    }),
    hiringTeam: jsonb('hiring_team').$type<HiringTeamMember[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('jobs_status_idx').on(table.status),
    index('jobs_created_at_idx').on(table.createdAt),
    index('jobs_recruiter_idx').on(table.recruiterId),
  ],
);

/** spec 01 §9: the seven sectors, each with a colour. */
export const sectors = pgTable('sectors', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  color: text('color').notNull(),
});

export const jobSectors = pgTable(
  'job_sectors',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    sectorId: integer('sector_id')
      .notNull()
      .references(() => sectors.id, { onDelete: 'restrict' }),
    positions: integer('positions').notNull().default(1),
  },
  (table) => [unique('job_sectors_job_sector_uq').on(table.jobId, table.sectorId)],
);

/** A job's own ordered pipeline (spec 01 §3 Pipeline stage, spec 02 §3 Workflow). */
export const workflowStages = pgTable(
  'workflow_stages',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    label: text('label').notNull(),
    order: integer('order').notNull(),
    color: text('color').notNull().default('#64748b'),
    description: text('description').notNull().default(''),
    actions: jsonb('actions').$type<string[]>().notNull().default([]),
  },
  (table) => [unique('workflow_stages_job_key_uq').on(table.jobId, table.key)],
);

/**
 * One row: a number that every statement changing what search reads of jobs (a job added or
 * removed; a title, department, location or status changed) adds one to, by trigger (migration
 * 0036). The job search index each server process holds reads the jobs again when it changes
 * (docs/decisions/035).
 */
export const jobSearchVersions = pgTable('job_search_versions', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
