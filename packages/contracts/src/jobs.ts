import { z } from 'zod';

/** spec 01 §3, §4 */
export const JOB_STATUSES = ['open', 'paused', 'closed'] as const;
export const jobStatusSchema = z.enum(JOB_STATUSES);
export type JobStatus = z.infer<typeof jobStatusSchema>;

export const JOB_PRIORITIES = ['critical', 'high', 'normal'] as const;
export const jobPrioritySchema = z.enum(JOB_PRIORITIES);

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

/** spec 01 §4: status colour — open green, paused yellow, anything else red. */
export const JOB_STATUS_COLORS: Record<JobStatus, 'green' | 'yellow' | 'red'> = {
  open: 'green',
  paused: 'yellow',
  closed: 'red',
};

export const jobSectorSchema = z.object({
  sector: z.string(),
  positions: z.number().int().min(1).max(10),
});

/** The job as the plain foundation list returns it; the jobs issue widens it. */
export const jobSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  department: z.string(),
  location: z.string(),
  employment_type: z.string(),
  status: jobStatusSchema,
  priority: jobPrioritySchema,
  recruiter_name: z.string().nullable(),
  salary_min: z.number().int().nullable(),
  salary_max: z.number().int().nullable(),
  sectors: z.array(jobSectorSchema),
  application_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type JobSummary = z.infer<typeof jobSummarySchema>;

export const jobListQuerySchema = z.object({
  status: jobStatusSchema.optional(),
  /** spec 01 §2.1: location=remote keeps jobs whose location contains 'remote' or 'anywhere'. */
  location: z.enum(['remote']).optional(),
});
export type JobListQuery = z.infer<typeof jobListQuerySchema>;
