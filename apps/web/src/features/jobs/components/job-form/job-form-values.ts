import {
  DEFAULT_FORM_WORKFLOW_STAGES,
  DEFAULT_QUALITY_THRESHOLD,
  FIRST_TEAM_ROLE,
  JOB_DEFAULTS,
  type JobCreate,
  type JobCreateInput,
  type JobDetail,
  type ParsedJobDescription,
  SECTORS,
} from '@shortlist/contracts';
import type { UseFormReturn } from 'react-hook-form';

/** What the form edits: the contracts payload before the schema's defaults and clean-up. */
export type JobFormValues = JobCreateInput & {
  sectors: NonNullable<JobCreateInput['sectors']>;
  skills_required: string[];
  skills_nice: string[];
  hiring_team: NonNullable<JobCreateInput['hiring_team']>;
  workflow_stages: NonNullable<JobCreateInput['workflow_stages']>;
};
export type JobFormOutput = JobCreate;

/** spec 01 §5: the order the form scrolls to the first failing field in. */
export const SCROLL_ORDER = [
  'title',
  'sectors',
  'skills_required',
  'business_case',
  'compelling_headline',
] as const;

export function emptyJobValues(): JobFormValues {
  return {
    title: '',
    department: JOB_DEFAULTS.department,
    sectors: [{ sector: SECTORS[0].name, positions: 1 }],
    location: JOB_DEFAULTS.location,
    employment_type: JOB_DEFAULTS.employment_type,
    experience_range: JOB_DEFAULTS.experience_range,
    experience_level: 'experienced',
    role_type: null,
    description: '',
    skills_required: [],
    skills_nice: [],
    salary_min: null,
    salary_max: null,
    status: 'open',
    priority: 'normal',
    recruiter_id: null,
    business_case: '',
    compelling_headline: '',
    quality_threshold: DEFAULT_QUALITY_THRESHOLD,
    // spec 01 §6: the first row defaults to hiring_manager
    hiring_team: [{ email: '', role: FIRST_TEAM_ROLE }],
    // spec 01 §2.5: five default stage rows
    workflow_stages: DEFAULT_FORM_WORKFLOW_STAGES.map((stage) => ({ ...stage })),
  };
}

const htmlToText = (html: string) =>
  html
    .replace(/<\/p>\s*/gi, '\n\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .trim();

/** A stored job as form values (edit, or a duplicate's prefill). */
export function jobToValues(job: JobDetail): JobFormValues {
  return {
    title: job.title,
    department: job.department,
    sectors: job.sectors.map((sector) => ({ ...sector })),
    location: job.location,
    employment_type: job.employment_type as JobFormValues['employment_type'],
    experience_range: job.experience_range,
    experience_level: job.experience_level as JobFormValues['experience_level'],
    role_type: job.role_type as JobFormValues['role_type'],
    description: htmlToText(job.description),
    skills_required: [...job.skills_required],
    skills_nice: [...job.skills_nice],
    salary_min: job.salary_min,
    salary_max: job.salary_max,
    status: job.status,
    priority: job.priority,
    recruiter_id: job.recruiter_id,
    business_case: job.business_case,
    compelling_headline: job.compelling_headline,
    targets_results: job.targets_results,
    targets_competencies: job.targets_competencies,
    cultural_mantras_criteria: job.cultural_mantras_criteria,
    quality_threshold: job.quality_threshold,
    bar_raiser_id: job.bar_raiser_id,
    skill_weights: job.skill_weights,
    assessment_strategy: job.assessment_strategy,
    work_sample_type: job.work_sample_type,
    role_specific_data: job.role_specific_data,
    apply_email: job.apply_email,
    apply_url: job.apply_url,
    publish_salary: job.publish_salary,
    applications_close_on: job.applications_close_on,
    interview_guidance: job.interview_guidance,
    scoring_rubric: job.scoring_rubric,
    ideal_profile: job.ideal_profile,
    signoff_people_ops: job.signoff_people_ops,
    signoff_strategy: job.signoff_strategy,
    signoff_ops_delivery: job.signoff_ops_delivery,
    signoff_sector_lead: job.signoff_sector_lead,
    signoff_responsible_person: job.signoff_responsible_person,
    signoff_executive_sponsor: job.signoff_executive_sponsor,
    hiring_team: job.hiring_team.length
      ? job.hiring_team.map((member) => ({ ...member }))
      : [{ email: '', role: FIRST_TEAM_ROLE }],
    workflow_stages: job.workflow_stages.map((stage) => ({
      key: stage.key,
      name: stage.label,
      order: stage.order,
      description: stage.description,
    })),
    updated_at: job.updated_at,
  };
}

/** spec 01 §2.5 duplicate: the job's values under a new title, open, without its sign-offs. */
export function duplicateValues(job: JobDetail, title: string): JobFormValues {
  const values = jobToValues(job);
  return {
    ...values,
    title,
    status: 'open',
    signoff_people_ops: false,
    signoff_strategy: false,
    signoff_ops_delivery: false,
    signoff_sector_lead: false,
    signoff_responsible_person: false,
    signoff_executive_sponsor: false,
    workflow_stages: values.workflow_stages.map(({ key: _key, ...row }) => row),
    updated_at: undefined,
  };
}

/** spec 01 §2.5: non-empty parsed values prefill the form. */
export function parsedToValues(parsed: ParsedJobDescription): Partial<JobFormValues> {
  const out: Partial<JobFormValues> = {};
  const set = <K extends keyof JobFormValues>(key: K, value: JobFormValues[K] | undefined) => {
    if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0))
      return;
    out[key] = value;
  };
  set('title', parsed.title);
  const sector = SECTORS.find((option) => option.name === parsed.department);
  if (sector) set('sectors', [{ sector: sector.name, positions: 1 }]);
  else set('department', parsed.department);
  set('location', parsed.location);
  set('description', parsed.description);
  set('skills_required', parsed.skills_required);
  set('skills_nice', parsed.skills_nice);
  set('salary_min', parsed.salary_min);
  set('salary_max', parsed.salary_max);
  set('employment_type', parsed.employment_type);
  set('experience_level', parsed.experience_level);
  set('ideal_profile', parsed.ideal_profile);
  set('interview_guidance', parsed.interview_guidance);
  set('scoring_rubric', parsed.scoring_guidance || parsed.rubric);
  return out;
}

/** The form as the section components receive it. */
export type JobForm = UseFormReturn<JobFormValues, unknown, JobFormOutput>;

// register()'s setValueAs: an emptied input must reach the schema as null/NaN, not ''.
export const toNumberOrNull = (value: unknown) => (value === '' || value == null ? null : Number(value));
export const toNumber = (value: unknown) => (value === '' || value == null ? Number.NaN : Number(value));
export const toNullable = (value: unknown) => (value === '' ? null : value);
