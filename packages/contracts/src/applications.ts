import { z } from 'zod';
import { idSchema } from './input-limits.ts';

/** spec 02 §3 Application */
export const APPLICATION_STATUSES = ['active', 'rejected', 'hired', 'withdrawn'] as const;
export const applicationStatusSchema = z.enum(APPLICATION_STATUSES);
export const APPLICATION_SOURCES = ['email', 'form', 'referral', 'linkedin', 'other'] as const;
export const applicationSourceSchema = z.enum(APPLICATION_SOURCES);

/**
 * spec 01 §3: timeline event types (a stage move is a status_change with fromStage, toStage and
 * the automated flag). Job-level entries add job_created, job_updated, signoff, bar_raiser and
 * workflow_change, shown in the default grey.
 */
export const TIMELINE_EVENT_TYPES = [
  'note',
  'email',
  'call',
  'meeting',
  'status_change',
  'document_upload',
  'offer_letter',
] as const;

/** spec 01 §3 Activity timeline event, as the API returns it. */
export const timelineEventSchema = z.object({
  id: z.number().int(),
  application_id: z.number().int().nullable(),
  candidate_id: z.number().int().nullable(),
  job_id: z.number().int().nullable(),
  type: z.string(),
  title: z.string(),
  description: z.string(),
  metadata: z.record(z.string(), z.unknown()),
  user_id: z.number().int().nullable(),
  created_by: z.string().nullable(),
  created_at: z.string(),
});
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

/** GET /applications/ filters (issue 4). */
export const applicationListQuerySchema = z.object({
  job_id: idSchema.optional(),
  candidate_id: idSchema.optional(),
  status: applicationStatusSchema.optional(),
  stage_key: z.string().trim().optional(),
  search: z.string().trim().optional(),
});
export type ApplicationListQuery = z.infer<typeof applicationListQuerySchema>;

/** spec 02 §3 Application with the embedded candidate and job fields the pages show. */
export const applicationSchema = z.object({
  id: z.number().int(),
  candidate_id: z.number().int(),
  job_id: z.number().int(),
  status: applicationStatusSchema,
  stage_key: z.string(),
  stage_label: z.string(),
  stage_order: z.number().int(),
  stage_count: z.number().int(),
  stage_entered_at: z.string(),
  owner_user_id: z.number().int().nullable(),
  match_score: z.number().int().nullable(),
  ai_match_score: z.number().nullable(),
  match_breakdown: z.record(z.string(), z.unknown()).nullable(),
  overall_quality_score: z.number().nullable(),
  culture_fit_score: z.number().int().nullable(),
  growth_potential_score: z.number().int().nullable(),
  ai_summary: z.string(),
  bias_flags: z.array(z.string()),
  tags: z.array(z.string()),
  source: applicationSourceSchema,
  applied_at: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  candidate: z.object({ id: z.number().int(), full_name: z.string(), email: z.string().nullable() }),
  job: z.object({
    id: z.number().int(),
    title: z.string(),
    department: z.string(),
    status: z.string(),
    location: z.string(),
    salary_min: z.number().int().nullable(),
    salary_max: z.number().int().nullable(),
    // What the Skills Map compares with the shared match rules (match-score.ts).
    skills_required: z.array(z.string()),
    skills_nice: z.array(z.string()),
  }),
});
export type Application = z.infer<typeof applicationSchema>;

export const applicationCountersSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  hired: z.number().int(),
  rejected: z.number().int(),
});
export type ApplicationCounters = z.infer<typeof applicationCountersSchema>;

/** spec 02 §3: source labels as the pages show them. */
export const APPLICATION_SOURCE_LABELS: Record<(typeof APPLICATION_SOURCES)[number], string> = {
  email: 'Email',
  form: 'Website',
  linkedin: 'LinkedIn',
  referral: 'Referral',
  other: 'Other',
};

/** GET /applications/stages/: the stages applications are in (spec 02 §2: the filter is built from the data). */
export const applicationStageSchema = z.object({ key: z.string(), label: z.string() });
export type ApplicationStage = z.infer<typeof applicationStageSchema>;
