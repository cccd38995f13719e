import { z } from 'zod';
import {
  assessmentStrategySchema,
  competencySchema,
  mantraSchema,
  targetResultSchema,
} from './job-payload.ts';
import { jobStatusSchema, jobSummarySchema } from './jobs.ts';

export const workflowStageSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  label: z.string(),
  order: z.number().int(),
  color: z.string(),
  description: z.string(),
});
export type WorkflowStage = z.infer<typeof workflowStageSchema>;

/** Who gave a sign-off and when (DESIGN.md §2: sign-offs are persisted with their approver). */
export const signoffRecordSchema = z.object({
  user_id: z.number().int().nullable(),
  user_name: z.string(),
  signed_at: z.string(),
});
export type SignoffRecord = z.infer<typeof signoffRecordSchema>;

/** GET /jobs/{id}/: the list row plus every job field (spec 01 §3, §7). */
export const jobDetailSchema = jobSummarySchema.extend({
  experience_range: z.string(),
  experience_level: z.string().nullable(),
  description: z.string(),
  description_md: z.string(),
  skills_required: z.array(z.string()),
  skills_nice: z.array(z.string()),
  business_case: z.string(),
  compelling_headline: z.string(),
  targets_results: z.array(targetResultSchema),
  targets_competencies: z.array(competencySchema),
  cultural_mantras_criteria: z.record(z.string(), mantraSchema).nullable(),
  bar_raiser_id: z.string().nullable(),
  skill_weights: z.record(z.string(), z.number()).nullable(),
  assessment_strategy: assessmentStrategySchema.nullable(),
  work_sample_type: z.string().nullable(),
  role_specific_data: z.record(z.string(), z.unknown()).nullable(),
  apply_email: z.string().nullable(),
  apply_url: z.string().nullable(),
  publish_salary: z.boolean(),
  applications_close_on: z.string().nullable(),
  interview_guidance: z.string().nullable(),
  scoring_rubric: z.string().nullable(),
  ideal_profile: z.string().nullable(),
  signoff_people_ops: z.boolean(),
  signoff_strategy: z.boolean(),
  signoff_ops_delivery: z.boolean(),
  signoff_sector_lead: z.boolean(),
  signoff_responsible_person: z.boolean(),
  signoff_executive_sponsor: z.boolean(),
  signoff_records: z.record(z.string(), signoffRecordSchema),
  is_ready: z.boolean(),
  settings: z.object({
    auto_reject_below_50: z.boolean(),
    auto_advance_at_85: z.boolean(),
    auto_acknowledge: z.boolean(),
  }),
  hiring_team: z.array(z.object({ email: z.string(), role: z.string() })),
  workflow_stages: z.array(workflowStageSchema),
  /** spec 01 §2.6 side panels: application sources and average match. */
  application_sources: z.record(z.string(), z.number().int()),
  average_match: z.number().int().nullable(),
  created_by_name: z.string().nullable(),
});
export type JobDetail = z.infer<typeof jobDetailSchema>;

export const jobStatusChangeSchema = z.object({ status: jobStatusSchema });
