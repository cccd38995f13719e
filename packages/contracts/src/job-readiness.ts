import { z } from 'zod';

/** spec 01 §3, §6: the six stakeholder sign-offs, their job fields and labels. */
export const SIGNOFFS = [
  { key: 'people_ops', field: 'signoff_people_ops', label: 'People Ops' },
  { key: 'strategy', field: 'signoff_strategy', label: 'Strategy Team' },
  { key: 'ops_delivery', field: 'signoff_ops_delivery', label: 'Ops Delivery' },
  { key: 'sector_lead', field: 'signoff_sector_lead', label: 'Sector Lead' },
  { key: 'responsible_person', field: 'signoff_responsible_person', label: 'Responsible Person' },
  { key: 'executive_sponsor', field: 'signoff_executive_sponsor', label: 'Executive Sponsor' },
] as const;
export type SignoffKey = (typeof SIGNOFFS)[number]['key'];
export type SignoffField = (typeof SIGNOFFS)[number]['field'];
export const SIGNOFF_FIELDS = SIGNOFFS.map((signoff) => signoff.field) as SignoffField[];

/** spec 01 §3: the four cultural mantras, 25 each. */
export const CULTURAL_MANTRAS = [
  { key: 'always_be_helpful', label: 'Always Be Helpful' },
  { key: 'deliberately_fair', label: 'Deliberately Fair' },
  { key: 'learn_grow_together', label: 'Learn & Grow Together' },
  { key: 'show_not_tell', label: 'Show, Not Tell' },
] as const;
export const MANTRA_WEIGHT = 25;

/** spec 01 §9: bar raisers a job can be assigned. */
export const BAR_RAISERS = [
  { id: 'br-1', name: 'Lena Fischer' },
  { id: 'br-2', name: 'Ines Carvalho' },
  { id: 'br-3', name: 'Samir Haddad' },
] as const;

/** spec 01 §4, §9 */
export const READINESS_MIN_TARGET_RESULTS = 5;
export const READINESS_MIN_COMPETENCIES = 6;

/** spec 01 §4: the seven readiness requirements, in the spec's order and with its names. */
export const READINESS_REQUIREMENTS = [
  'targets_framework',
  'competencies_defined',
  'business_case',
  'compelling_headline',
  'cultural_mantras',
  'bar_raiser_assignment',
  'stakeholder_signoffs',
] as const;
export type ReadinessRequirement = (typeof READINESS_REQUIREMENTS)[number];

export const READINESS_LABELS: Record<ReadinessRequirement, string> = {
  targets_framework: `At least ${READINESS_MIN_TARGET_RESULTS} target results`,
  competencies_defined: `At least ${READINESS_MIN_COMPETENCIES} competencies`,
  business_case: 'Business case',
  compelling_headline: 'Compelling headline',
  cultural_mantras: 'Cultural mantras',
  bar_raiser_assignment: 'Bar raiser assigned',
  stakeholder_signoffs: 'All six stakeholder sign-offs',
};

export const jobReadinessSchema = z.object({
  is_ready: z.boolean(),
  completion_percentage: z.number().int(),
  missing: z.array(z.enum(READINESS_REQUIREMENTS)),
});
export type JobReadiness = z.infer<typeof jobReadinessSchema>;

/** The job fields readiness looks at (snake_case, as the API and the form carry them). */
export type ReadinessInput = {
  targets_results?: readonly unknown[] | null;
  targets_competencies?: readonly unknown[] | null;
  business_case?: string | null;
  compelling_headline?: string | null;
  cultural_mantras_criteria?: Record<string, unknown> | null;
} & Partial<Record<SignoffField | 'bar_raiser_id', unknown>>;

/**
 * spec 01 §4: ready only when all seven requirements hold; completion = completed / 7,
 * rounded. Pure, so the server (which stores the flag) and the web (live editor) agree.
 */
export function computeReadiness(job: ReadinessInput): JobReadiness {
  const mantras = job.cultural_mantras_criteria;
  const holds: Record<ReadinessRequirement, boolean> = {
    targets_framework: (job.targets_results?.length ?? 0) >= READINESS_MIN_TARGET_RESULTS,
    competencies_defined: (job.targets_competencies?.length ?? 0) >= READINESS_MIN_COMPETENCIES,
    business_case: Boolean(job.business_case?.trim()),
    compelling_headline: Boolean(job.compelling_headline?.trim()),
    cultural_mantras: mantras != null && Object.keys(mantras).length > 0,
    bar_raiser_assignment: typeof job.bar_raiser_id === 'string' && job.bar_raiser_id.trim() !== '',
    stakeholder_signoffs: SIGNOFF_FIELDS.every((field) => job[field] === true),
  };
  const missing = READINESS_REQUIREMENTS.filter((requirement) => !holds[requirement]);
  const completed = READINESS_REQUIREMENTS.length - missing.length;
  return {
    is_ready: missing.length === 0,
    completion_percentage: Math.round((completed / READINESS_REQUIREMENTS.length) * 100),
    missing,
  };
}
