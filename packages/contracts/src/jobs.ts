import { z } from 'zod';
import { idSchema } from './input-limits.ts';
import { jobReadinessSchema } from './job-readiness.ts';

/** spec 01 §3, §4 */
export const JOB_STATUSES = ['open', 'paused', 'closed'] as const;
export const jobStatusSchema = z.enum(JOB_STATUSES);
export type JobStatus = z.infer<typeof jobStatusSchema>;

export const JOB_PRIORITIES = ['critical', 'high', 'normal'] as const;
export const jobPrioritySchema = z.enum(JOB_PRIORITIES);
export type JobPriority = z.infer<typeof jobPrioritySchema>;

export const ROLE_TYPES = [
  'Engineering',
  'Consultant',
  'Account_Manager',
  'Special_Position',
  'Executive',
] as const;
export const EXPERIENCE_LEVELS = ['junior', 'experienced', 'executive'] as const;
export const EMPLOYMENT_TYPES = ['Full-time', 'Part-time', 'Contract', 'Internship', 'FTE'] as const;
export const QUALITY_THRESHOLDS = [7.5, 8, 8.2, 8.5] as const;
export const DEFAULT_QUALITY_THRESHOLD = 7.5;

/** spec 01 §9: job title options of the form; "Other" reveals a free text field (§2.5). */
export const JOB_TITLE_OPTIONS = [
  'Senior Software Engineer',
  'Product Manager',
  'DevOps Engineer',
  'Principal Solutions Director',
  'Consultant',
  'Account Manager',
  'Executive',
  'Special Position',
] as const;
export const OTHER_TITLE_OPTION = 'Other (enter manually)';

/** spec 01 §9 */
export const SUGGESTED_SKILLS = [
  'React',
  'TypeScript',
  'Python',
  'Django',
  'GraphQL',
  'Docker',
  'AWS',
  'Kubernetes',
  'SQL',
  'Leadership',
  'Communication',
] as const;

/** spec 01 §9: job defaults. */
export const JOB_DEFAULTS = {
  department: 'Engineering',
  location: 'Remote',
  employment_type: 'Full-time',
  experience_range: '2-5 years',
} as const;

/** spec 01 §9: a job's fill target is 30 days from now. */
export const FILL_TARGET_DAYS = 30;

/** spec 01 §4: default workflow stage keys, in order. */
export const DEFAULT_WORKFLOW_STAGES = [
  { key: 'applied', label: 'Applied' },
  { key: 'screening', label: 'CV Review' },
  { key: 'prospector', label: 'Prospector' },
  { key: 'deep_dive', label: 'Deep Dive' },
  { key: 'facet', label: 'Facet Interview' },
  { key: 'work_sample', label: 'Work Sample' },
  { key: 'reference', label: 'Reference Check' },
  { key: 'bar_raiser', label: 'Bar Raiser' },
  { key: 'decision', label: 'Decision' },
] as const;

/** spec 01 §2.5: the five workflow stage rows a new job's form starts with. */
export const DEFAULT_FORM_WORKFLOW_STAGES = [
  { name: 'CV Review', order: 1, description: '' },
  { name: 'Phone Screen', order: 2, description: '' },
  { name: 'Technical Interview', order: 3, description: '' },
  { name: 'Final Interview', order: 4, description: '' },
  { name: 'Offer', order: 5, description: '' },
] as const;

/** spec 01 §4: a job's pipeline buckets in the list's distribution bar. */
export const PIPELINE_BUCKETS = ['applied', 'screening', 'interview', 'final', 'offer', 'rejected'] as const;
export type PipelineBucket = (typeof PIPELINE_BUCKETS)[number];

/**
 * Which bucket an active application's stage counts in. Keys of the default workflow, the
 * form's defaults and the other sample (cv_review, culture, technical); any other stage a
 * team adds counts as an interview. Rejected applications count as rejected whatever the stage.
 */
export const STAGE_BUCKETS: Record<string, Exclude<PipelineBucket, 'rejected'>> = {
  applied: 'applied',
  screening: 'screening',
  cv_review: 'screening',
  phone_screen: 'screening',
  prospector: 'interview',
  deep_dive: 'interview',
  facet: 'interview',
  work_sample: 'interview',
  technical: 'interview',
  technical_interview: 'interview',
  culture: 'interview',
  reference: 'final',
  bar_raiser: 'final',
  final_interview: 'final',
  decision: 'final',
  offer: 'offer',
};

/** spec 01 §4: status colour — open green, paused yellow, anything else red. */
export const JOB_STATUS_COLORS: Record<JobStatus, 'green' | 'yellow' | 'red'> = {
  open: 'green',
  paused: 'yellow',
  closed: 'red',
};

/** Allowed status changes: open ⇄ paused, open or paused → closed (DESIGN.md §2). */
export const JOB_STATUS_TRANSITIONS: Record<JobStatus, readonly JobStatus[]> = {
  open: ['paused', 'closed'],
  paused: ['open', 'closed'],
  closed: [],
};

export const jobSectorSchema = z.object({
  sector: z.string(),
  positions: z.number().int().min(1).max(10),
});

export const pipelineDistributionSchema = z.object(
  Object.fromEntries(PIPELINE_BUCKETS.map((bucket) => [bucket, z.number().int()])) as Record<
    PipelineBucket,
    z.ZodNumber
  >,
);
export type PipelineDistribution = z.infer<typeof pipelineDistributionSchema>;

/** One row of the jobs list (spec 01 §2.4): everything a row shows, without another call. */
export const jobSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  department: z.string(),
  location: z.string(),
  employment_type: z.string(),
  status: jobStatusSchema,
  priority: jobPrioritySchema,
  recruiter_id: z.number().int().nullable(),
  recruiter_name: z.string().nullable(),
  role_type: z.string().nullable(),
  salary_min: z.number().int().nullable(),
  salary_max: z.number().int().nullable(),
  currency: z.string(),
  sectors: z.array(jobSectorSchema),
  application_count: z.number().int(),
  active_candidates: z.number().int(),
  /** Active applications over all applications, as a whole percentage (spec 01 §4). */
  conversion_rate: z.number().int(),
  pipeline_distribution: pipelineDistributionSchema,
  days_open: z.number().int(),
  quality_threshold: z.number(),
  readiness: jobReadinessSchema,
  created_by: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type JobSummary = z.infer<typeof jobSummarySchema>;

/** spec 01 §2.4: setup readiness filter values. */
export const READINESS_FILTERS = ['ready', 'pending', 'engineering', 'consultant', 'special'] as const;

export const JOB_ORDERINGS = [
  'created_at',
  '-created_at',
  'title',
  '-title',
  'days_open',
  '-days_open',
  'application_count',
  '-application_count',
  'priority',
  '-priority',
  'status',
  '-status',
] as const;

const blankToUndefined = (value: unknown) => (value === '' || value === 'all' ? undefined : value);

export const jobListQuerySchema = z.object({
  status: z.preprocess(blankToUndefined, jobStatusSchema.optional()),
  /** spec 01 §2.1: location=remote keeps jobs whose location contains 'remote' or 'anywhere'. */
  location: z.preprocess(blankToUndefined, z.enum(['remote']).optional()),
  /** A sector name: matches the department or any of the job's sectors. */
  sector: z.preprocess(blankToUndefined, z.string().optional()),
  readiness: z.preprocess(blankToUndefined, z.enum(READINESS_FILTERS).optional()),
  priority: z.preprocess(blankToUndefined, jobPrioritySchema.optional()),
  /** The recruiter's user id. */
  recruiter: z.preprocess(blankToUndefined, idSchema.optional()),
  role_type: z.preprocess(blankToUndefined, z.enum(ROLE_TYPES).optional()),
  search: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
  ordering: z.preprocess(blankToUndefined, z.enum(JOB_ORDERINGS).optional()),
});
export type JobListQuery = z.infer<typeof jobListQuerySchema>;

/** What the list's filters and the form's pickers choose from. */
export const jobOptionsSchema = z.object({
  recruiters: z.array(z.object({ id: z.number().int(), full_name: z.string() })),
  sectors: z.array(z.object({ name: z.string(), color: z.string() })),
});
export type JobOptions = z.infer<typeof jobOptionsSchema>;
