import { z } from 'zod';
import { requiredText, whenMissing } from './field-messages.ts';
import { INPUT_MESSAGES, idSchema, MAX_SALARY } from './input-limits.ts';
import { CULTURAL_MANTRAS, MANTRA_WEIGHT } from './job-readiness.ts';
import { HIRING_TEAM_ROLES } from './job-team.ts';
import {
  EMPLOYMENT_TYPES,
  EXPERIENCE_LEVELS,
  JOB_DEFAULTS,
  jobPrioritySchema,
  jobStatusSchema,
  QUALITY_THRESHOLDS,
  ROLE_TYPES,
} from './jobs.ts';

/**
 * The job form's messages (spec 01 §5), written once: the web form and the server route
 * validate with the same schemas below, so both show exactly these texts.
 */
export const JOB_MESSAGES = {
  titleRequired: 'Job title is required',
  sectorRequired: 'At least one sector is required',
  skillRequired: 'At least one required skill must be specified',
  businessCaseRequired: 'Business case is required',
  businessCaseTooShort: (length: number) =>
    `Business case must be at least 50 characters (currently ${length})`,
  headlineRequired: 'Compelling headline is required',
  headlineTooShort: (length: number) =>
    `Compelling headline must be at least 20 characters (currently ${length})`,
  positionsRange: 'Positions must be between 1 and 10',
  salaryMin: 'Salary cannot be negative',
  salaryMax: INPUT_MESSAGES.salaryTooLarge,
  recruiterUnknown: 'Choose a recruiter from the list',
  salaryWhole: 'Salary must be a whole number',
  salaryOrder: 'Minimum salary cannot be more than the maximum salary',
  closeDate: 'Enter the closing date as YYYY-MM-DD',
  orderMin: 'Order must be at least 1',
  competencyWeights: (total: number) => `Competency weights must total 100 (currently ${total})`,
  skillWeights: (total: number) => `Skill weights must total 100 (currently ${total})`,
  mantraWeight: `Each cultural mantra must weigh ${MANTRA_WEIGHT}`,
  qualityThreshold: `Quality threshold must be one of ${QUALITY_THRESHOLDS.join(', ')}`,
  hiringTeamEmail: 'Enter a valid e-mail address',
  invalidPdf: 'Please select a valid PDF file',
  parsePdfFailed: 'Failed to parse PDF. Please fill fields manually.',
  notFound: 'Job not found',
  cannotEdit: 'You do not have permission to edit this job.',
  cannotManagePipeline: 'You can only change the pipeline of jobs you manage.',
  approversOnly: 'Only approvers can change sign-offs or the bar raiser.',
  changedElsewhere: 'This job was changed by someone else. Reload it and try again.',
  stageNotFound: 'Stage not found.',
} as const;

/** spec 01 §5 */
export const BUSINESS_CASE_MIN_CHARS = 50;
export const HEADLINE_MIN_CHARS = 20;
export const MAX_POSITIONS_PER_SECTOR = 10;

/** spec 01 §3: skill weights, summing to 100. */
export const SKILL_WEIGHT_KEYS = [
  'core_skills',
  'experience_level',
  'domain_match',
  'location_match',
  'communication',
] as const;

export const WORK_SAMPLE_COMPLEXITIES = ['senior', 'executive', 'principal', 'director'] as const;

const text = (max = 20_000) => z.string().max(max);
const trimmed = (items: string[]) => items.map((item) => item.trim()).filter(Boolean);
const trimmedList = z.array(z.string()).transform(trimmed);

export const targetResultSchema = z.object({
  id: z.string(),
  title: text(300),
  description: text(4000),
  success_criteria: text(4000),
  timeline: text(300),
  okr_alignment: text(300),
});
export type TargetResult = z.infer<typeof targetResultSchema>;

export const competencySchema = z.object({
  id: z.string(),
  name: text(300),
  description: text(4000),
  weight: z.number().min(0).max(100),
  assessment_criteria: text(4000),
});
export type Competency = z.infer<typeof competencySchema>;

export const mantraSchema = z.object({
  weight: z.number(),
  description: text(4000),
  assessment_focus: text(4000),
});
export type Mantra = z.infer<typeof mantraSchema>;

export const assessmentStrategySchema = z.looseObject({
  work_sample_complexity: z.enum(WORK_SAMPLE_COMPLEXITIES).optional(),
  interview_duration_minutes: z.record(z.string(), z.number().int().min(0).max(600)).optional(),
  reference_requirements: z
    .looseObject({
      minimum_references: z.number().int().min(3).max(5).optional(),
      required_types: z.array(z.string()).optional(),
      audit_references_required: z.boolean().optional(),
    })
    .optional(),
});
export type AssessmentStrategy = z.infer<typeof assessmentStrategySchema>;

export const hiringTeamRowSchema = z.object({ email: z.string(), role: z.string() });
/**
 * A job's hiring team as the job form and the job page's Team editor send it: blank rows (no
 * e-mail) are dropped (spec 01 §5); a role outside HIRING_TEAM_ROLES says "Choose one of: …".
 */
export const hiringTeamSchema = z
  .array(hiringTeamRowSchema)
  .transform((rows) =>
    rows.map((row) => ({ email: row.email.trim(), role: row.role })).filter((row) => row.email !== ''),
  )
  .pipe(
    z.array(
      z.object({
        email: z.email(JOB_MESSAGES.hiringTeamEmail),
        role: z.enum(HIRING_TEAM_ROLES),
      }),
    ),
  );
export const workflowStageRowSchema = z.object({
  /** Kept on edit so a renamed stage keeps its applications. */
  key: z.string().optional(),
  name: z.string(),
  order: z.number({ error: JOB_MESSAGES.orderMin }).int().min(1, JOB_MESSAGES.orderMin),
  description: z.string(),
});
export type WorkflowStageRow = z.infer<typeof workflowStageRowSchema>;

const salary = z
  .number({ error: JOB_MESSAGES.salaryWhole })
  .int(JOB_MESSAGES.salaryWhole)
  .min(0, JOB_MESSAGES.salaryMin)
  .max(MAX_SALARY, JOB_MESSAGES.salaryMax)
  .nullable();

/** spec 01 §7: job fields plus hiring_team, workflow_stages, sectors, department. */
export const jobPayloadObject = z.object({
  title: requiredText(JOB_MESSAGES.titleRequired).max(300),
  department: z.string().trim().max(200),
  sectors: z.array(
    z.object({
      sector: z.string().trim(),
      positions: z
        .number({ error: JOB_MESSAGES.positionsRange })
        .int(JOB_MESSAGES.positionsRange)
        .min(1, JOB_MESSAGES.positionsRange)
        .max(MAX_POSITIONS_PER_SECTOR, JOB_MESSAGES.positionsRange),
    }),
  ),
  location: z.string().trim().max(200),
  employment_type: z.enum(EMPLOYMENT_TYPES),
  experience_range: z.string().trim().max(100),
  experience_level: z.enum(EXPERIENCE_LEVELS).nullable(),
  role_type: z.enum(ROLE_TYPES).nullable(),
  description: text(100_000),
  skills_required: z
    .array(z.string(), { error: whenMissing(JOB_MESSAGES.skillRequired) })
    .transform(trimmed)
    .pipe(z.array(z.string().max(100)).min(1, JOB_MESSAGES.skillRequired)),
  skills_nice: trimmedList.pipe(z.array(z.string().max(100))),
  salary_min: salary,
  salary_max: salary,
  status: jobStatusSchema,
  priority: jobPrioritySchema,
  recruiter_id: idSchema.nullable(),
  business_case: z
    .string({ error: whenMissing(JOB_MESSAGES.businessCaseRequired) })
    .superRefine((value, ctx) => {
      const length = value.trim().length;
      if (length === 0) ctx.addIssue({ code: 'custom', message: JOB_MESSAGES.businessCaseRequired });
      else if (length < BUSINESS_CASE_MIN_CHARS)
        ctx.addIssue({ code: 'custom', message: JOB_MESSAGES.businessCaseTooShort(length) });
    }),
  compelling_headline: z
    .string({ error: whenMissing(JOB_MESSAGES.headlineRequired) })
    .superRefine((value, ctx) => {
      const length = value.trim().length;
      if (length === 0) ctx.addIssue({ code: 'custom', message: JOB_MESSAGES.headlineRequired });
      else if (length < HEADLINE_MIN_CHARS)
        ctx.addIssue({ code: 'custom', message: JOB_MESSAGES.headlineTooShort(length) });
    }),
  targets_results: z.array(targetResultSchema).max(50),
  targets_competencies: z.array(competencySchema).max(50),
  cultural_mantras_criteria: z.record(z.string(), mantraSchema).nullable(),
  quality_threshold: z
    .number()
    .refine(
      (value) => (QUALITY_THRESHOLDS as readonly number[]).includes(value),
      JOB_MESSAGES.qualityThreshold,
    ),
  bar_raiser_id: z.string().trim().max(50).nullable(),
  skill_weights: z.record(z.string(), z.number().min(0).max(100)).nullable(),
  assessment_strategy: assessmentStrategySchema.nullable(),
  work_sample_type: z.string().trim().max(200).nullable(),
  role_specific_data: z.record(z.string(), z.unknown()).nullable(),
  apply_email: z.string().trim().max(300).nullable(),
  apply_url: z.string().trim().max(1000).nullable(),
  /** Issue 16: the careers page shows the salary range only when the job publishes it. */
  publish_salary: z.boolean(),
  /** Issue 16: the last day the careers page takes applications (YYYY-MM-DD), or none. */
  applications_close_on: z.iso.date(JOB_MESSAGES.closeDate).nullable(),
  interview_guidance: text().nullable(),
  scoring_rubric: text().nullable(),
  ideal_profile: text().nullable(),
  signoff_people_ops: z.boolean(),
  signoff_strategy: z.boolean(),
  signoff_ops_delivery: z.boolean(),
  signoff_sector_lead: z.boolean(),
  signoff_responsible_person: z.boolean(),
  signoff_executive_sponsor: z.boolean(),
  settings: z.object({
    auto_reject_below_50: z.boolean(),
    auto_advance_at_85: z.boolean(),
    auto_acknowledge: z.boolean(),
  }),
  hiring_team: hiringTeamSchema,
  /** Blank rows (no name) are dropped (spec 01 §5); given stages replace the default workflow. */
  workflow_stages: z
    .array(workflowStageRowSchema)
    .transform((rows) =>
      rows
        .map((row) => ({ ...row, name: row.name.trim(), description: row.description.trim() }))
        .filter((row) => row.name !== ''),
    ),
  /** Optimistic concurrency (DESIGN.md §5): the updated_at the editor loaded; a stale write is 409. */
  updated_at: z.string().optional(),
});

type PayloadOutput = Partial<z.output<typeof jobPayloadObject>>;

/** The rules that look at more than one field; on PATCH only those whose fields were sent. */
function crossFieldRules(value: PayloadOutput, ctx: z.RefinementCtx) {
  if (value.sectors !== undefined && value.sectors.length === 0 && !value.department?.trim()) {
    ctx.addIssue({ code: 'custom', path: ['sectors'], message: JOB_MESSAGES.sectorRequired });
  }
  if (value.salary_min != null && value.salary_max != null && value.salary_min > value.salary_max) {
    ctx.addIssue({ code: 'custom', path: ['salary_max'], message: JOB_MESSAGES.salaryOrder });
  }
  if (value.targets_competencies?.length) {
    const total = value.targets_competencies.reduce((sum, competency) => sum + competency.weight, 0);
    if (Math.abs(total - 100) > 0.001)
      ctx.addIssue({
        code: 'custom',
        path: ['targets_competencies'],
        message: JOB_MESSAGES.competencyWeights(total),
      });
  }
  if (value.skill_weights && Object.keys(value.skill_weights).length > 0) {
    const total = Object.values(value.skill_weights).reduce((sum, weight) => sum + weight, 0);
    if (Math.abs(total - 100) > 0.001)
      ctx.addIssue({ code: 'custom', path: ['skill_weights'], message: JOB_MESSAGES.skillWeights(total) });
  }
  if (value.cultural_mantras_criteria) {
    const mantras = Object.values(value.cultural_mantras_criteria);
    if (mantras.some((mantra) => mantra.weight !== MANTRA_WEIGHT))
      ctx.addIssue({
        code: 'custom',
        path: ['cultural_mantras_criteria'],
        message: JOB_MESSAGES.mantraWeight,
      });
  }
}

const optionalDefaults = {
  department: JOB_DEFAULTS.department,
  location: JOB_DEFAULTS.location,
  employment_type: JOB_DEFAULTS.employment_type,
  experience_range: JOB_DEFAULTS.experience_range,
} as const;

/**
 * POST /jobs/ and PUT /jobs/{id}/. Everything but the spec's required fields may be left out
 * and takes its default; the rules of spec 01 §5 hold on every save.
 */
export const jobCreateSchema = jobPayloadObject
  .extend({
    department: jobPayloadObject.shape.department.default(''),
    sectors: jobPayloadObject.shape.sectors.default([]),
    location: jobPayloadObject.shape.location.default(optionalDefaults.location),
    employment_type: jobPayloadObject.shape.employment_type.default(optionalDefaults.employment_type),
    experience_range: jobPayloadObject.shape.experience_range.default(optionalDefaults.experience_range),
    experience_level: jobPayloadObject.shape.experience_level.default(null),
    role_type: jobPayloadObject.shape.role_type.default(null),
    description: jobPayloadObject.shape.description.default(''),
    skills_nice: jobPayloadObject.shape.skills_nice.default([]),
    salary_min: salary.default(null),
    salary_max: salary.default(null),
    status: jobStatusSchema.default('open'),
    priority: jobPrioritySchema.default('normal'),
    recruiter_id: jobPayloadObject.shape.recruiter_id.default(null),
    targets_results: jobPayloadObject.shape.targets_results.default([]),
    targets_competencies: jobPayloadObject.shape.targets_competencies.default([]),
    cultural_mantras_criteria: jobPayloadObject.shape.cultural_mantras_criteria.default(null),
    quality_threshold: jobPayloadObject.shape.quality_threshold.default(7.5),
    bar_raiser_id: jobPayloadObject.shape.bar_raiser_id.default(null),
    skill_weights: jobPayloadObject.shape.skill_weights.default(null),
    assessment_strategy: jobPayloadObject.shape.assessment_strategy.default(null),
    work_sample_type: jobPayloadObject.shape.work_sample_type.default(null),
    role_specific_data: jobPayloadObject.shape.role_specific_data.default(null),
    apply_email: jobPayloadObject.shape.apply_email.default(null),
    apply_url: jobPayloadObject.shape.apply_url.default(null),
    publish_salary: z.boolean().default(false),
    applications_close_on: jobPayloadObject.shape.applications_close_on.default(null),
    interview_guidance: jobPayloadObject.shape.interview_guidance.default(null),
    scoring_rubric: jobPayloadObject.shape.scoring_rubric.default(null),
    ideal_profile: jobPayloadObject.shape.ideal_profile.default(null),
    signoff_people_ops: z.boolean().default(false),
    signoff_strategy: z.boolean().default(false),
    signoff_ops_delivery: z.boolean().default(false),
    signoff_sector_lead: z.boolean().default(false),
    signoff_responsible_person: z.boolean().default(false),
    signoff_executive_sponsor: z.boolean().default(false),
    settings: jobPayloadObject.shape.settings.optional(),
    hiring_team: jobPayloadObject.shape.hiring_team.default([]),
    workflow_stages: jobPayloadObject.shape.workflow_stages.optional(),
  })
  .superRefine(crossFieldRules);
export type JobCreateInput = z.input<typeof jobCreateSchema>;
export type JobCreate = z.output<typeof jobCreateSchema>;

/** PUT replaces the job with the same payload (spec 01 §7). */
export const jobUpdateSchema = jobCreateSchema;
export type JobUpdate = JobCreate;

/** PATCH: any subset of the payload; each sent field obeys the same rule. */
export const jobPatchSchema = jobPayloadObject.partial().superRefine(crossFieldRules);
export type JobPatch = z.output<typeof jobPatchSchema>;

/** The fields only approvers may change (spec 01 §6; DESIGN.md §6: approve hires). */
export const APPROVAL_FIELDS = [
  'signoff_people_ops',
  'signoff_strategy',
  'signoff_ops_delivery',
  'signoff_sector_lead',
  'signoff_responsible_person',
  'signoff_executive_sponsor',
  'bar_raiser_id',
] as const;

/** What POST /jobs/parse-job-description/ found in the document (only the fields it found). */
export const parsedJobDescriptionSchema = z.object({
  title: z.string().optional(),
  department: z.string().optional(),
  location: z.string().optional(),
  description: z.string().optional(),
  skills_required: z.array(z.string()).optional(),
  skills_nice: z.array(z.string()).optional(),
  salary_min: z.number().int().optional(),
  salary_max: z.number().int().optional(),
  employment_type: z.enum(EMPLOYMENT_TYPES).optional(),
  experience_level: z.enum(EXPERIENCE_LEVELS).optional(),
  ideal_profile: z.string().optional(),
  interview_guidance: z.string().optional(),
  scoring_guidance: z.string().optional(),
  rubric: z.string().optional(),
});
export type ParsedJobDescription = z.infer<typeof parsedJobDescriptionSchema>;

/** spec 01 §9: the settings tab's automation switches and their defaults. */
export const DEFAULT_JOB_SETTINGS = {
  auto_reject_below_50: true,
  auto_advance_at_85: false,
  auto_acknowledge: true,
} as const;

export const jobNoteSchema = z.object({ text: requiredText('Write a note first').max(5000) });

export const MANTRA_DEFAULTS = Object.fromEntries(
  CULTURAL_MANTRAS.map((mantra) => [
    mantra.key,
    { weight: MANTRA_WEIGHT, description: '', assessment_focus: '' },
  ]),
) as Record<(typeof CULTURAL_MANTRAS)[number]['key'], Mantra>;
