import { z } from 'zod';
import { idSchema } from './input-limits.ts';
import { paginationQuerySchema } from './pagination.ts';

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

/**
 * A match score's band: spec 01 §2.6's score filter (all, high 80+, medium 60-79, low below 60),
 * which the applications page's Advanced Filters use too. The thresholds are the lists' colours'
 * (scoreBandColor: green 80+, yellow 60+). An application without a score is in no band.
 */
export const MATCH_SCORE_BANDS = ['high', 'medium', 'low'] as const;
export type MatchScoreBand = (typeof MATCH_SCORE_BANDS)[number];
/** A band's scores: at least `from` and below `below`; a bound left out is open. */
export const MATCH_SCORE_BAND_RANGES: Record<MatchScoreBand, { from?: number; below?: number }> = {
  high: { from: 80 },
  medium: { from: 60, below: 80 },
  low: { below: 60 },
};
export const MATCH_SCORE_BAND_LABELS: Record<MatchScoreBand, string> = {
  high: 'High (80+)',
  medium: 'Medium (60-79)',
  low: 'Low (below 60)',
};
export function inMatchScoreBand(score: number | null, band: MatchScoreBand): boolean {
  if (score === null) return false;
  const { from, below } = MATCH_SCORE_BAND_RANGES[band];
  return (from === undefined || score >= from) && (below === undefined || score < below);
}

export const APPLICATION_FILTER_MESSAGES = {
  source: `Choose a source: ${APPLICATION_SOURCES.join(', ')}.`,
  score: `Choose a match score band: ${MATCH_SCORE_BANDS.join(', ')}.`,
  appliedDate: 'Give the applied date as YYYY-MM-DD.',
  appliedRangeReversed: 'The "applied from" date must be on or before the "applied to" date.',
} as const;

const appliedDay = z.iso.date({ error: APPLICATION_FILTER_MESSAGES.appliedDate });

/**
 * GET /applications/ filters (issue 4), and the page's Advanced Filters: the source, the match
 * score band, and the days applied on — `applied_from` to `applied_to`, both included, in UTC.
 */
export const applicationListQuerySchema = z.object({
  job_id: idSchema.optional(),
  candidate_id: idSchema.optional(),
  status: applicationStatusSchema.optional(),
  stage_key: z.string().trim().optional(),
  search: z.string().trim().optional(),
  source: z.enum(APPLICATION_SOURCES, { error: APPLICATION_FILTER_MESSAGES.source }).optional(),
  score: z.enum(MATCH_SCORE_BANDS, { error: APPLICATION_FILTER_MESSAGES.score }).optional(),
  applied_from: appliedDay.optional(),
  applied_to: appliedDay.optional(),
});
export type ApplicationListQuery = z.infer<typeof applicationListQuerySchema>;

/** What GET /applications/ reads from its query string: a page of the filters, with the days in order. */
export const applicationListRequestSchema = paginationQuerySchema
  .extend(applicationListQuerySchema.shape)
  .refine((query) => !query.applied_from || !query.applied_to || query.applied_from <= query.applied_to, {
    path: ['applied_to'],
    message: APPLICATION_FILTER_MESSAGES.appliedRangeReversed,
  });

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
    /** Whether the signed-in user may manage this job (reject, withdraw, reopen; issue 13). */
    can_manage: z.boolean(),
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

/** spec 02 §3: source labels as the pages show them; a form application is spec 01 §2.6's 'Direct Apply' everywhere. */
export const APPLICATION_SOURCE_LABELS: Record<(typeof APPLICATION_SOURCES)[number], string> = {
  email: 'Email',
  form: 'Direct Apply',
  linkedin: 'LinkedIn',
  referral: 'Referral',
  other: 'Other',
};

/** GET /applications/stages/: the stages applications are in (spec 02 §2: the filter is built from the data). */
export const applicationStageSchema = z.object({ key: z.string(), label: z.string() });
export type ApplicationStage = z.infer<typeof applicationStageSchema>;

/**
 * Issue 13 "Application outcomes": active → rejected, withdrawn or hired, and back to active
 * (reopen). Who may: rejecting, withdrawing and reopening a rejected or withdrawn application
 * take the right to manage the job; hiring, and undoing a hire, the approve_hires permission
 * (spec 01 §6). Any other change is refused.
 */
export type StatusChangeRight = 'manage_job' | 'approve_hires';
export function statusChangeRight(from: ApplicationStatus, to: ApplicationStatus): StatusChangeRight | null {
  if (from === to) return null;
  if (from === 'active') return to === 'hired' ? 'approve_hires' : 'manage_job';
  if (to !== 'active') return null;
  return from === 'hired' ? 'approve_hires' : 'manage_job';
}
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

/** The short lists a reason is picked from; "Other" asks for the free text. */
export const OUTCOME_REASONS = {
  rejected: [
    'Skills do not match the role',
    'Not enough experience',
    'Another candidate was a better fit',
    'Position filled',
    'Did not pass the interview',
    'Salary expectations too high',
    'Other',
  ],
  withdrawn: [
    'Accepted another offer',
    'Salary expectations',
    'Location or relocation',
    'Personal reasons',
    'Stopped responding',
    'Other',
  ],
  hired: [],
  active: [],
} as const satisfies Record<ApplicationStatus, readonly string[]>;

/** A rejection e-mail waits this long before it goes, and can be cancelled until then. */
export const REJECTION_EMAIL_DELAY_HOURS = 4;

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  active: 'Active',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
  hired: 'Hired',
};

export const APPLICATION_MESSAGES = {
  notFound: 'Application not found.',
  notFoundForJob: 'Application not found for this job.',
  notifyYesOrNo: 'Say whether to e-mail the candidate: true or false.',
  statusRequired: 'Choose a status: active, rejected, withdrawn or hired.',
  reasonRequired: 'Choose a reason, or pick Other and say why.',
  reasonTooLong: 'Keep the reason under 500 characters.',
  notAllowed: (from: ApplicationStatus, to: ApplicationStatus) =>
    from === to
      ? `This application is already ${APPLICATION_STATUS_LABELS[to].toLowerCase()}.`
      : `A ${APPLICATION_STATUS_LABELS[from].toLowerCase()} application cannot be marked ${APPLICATION_STATUS_LABELS[to].toLowerCase()}: reopen it first.`,
  cannotManage: 'You can only change applications of jobs you manage.',
  cannotHire: 'Only administrators, hiring managers and finance can hire or undo a hire.',
  positionsFilled: (positions: number) =>
    `All ${positions === 1 ? 'the position' : `${positions} positions`} of this job ${positions === 1 ? 'is' : 'are'} filled. Reopen a hired application or add positions first.`,
  notifyOnlyOnRejection: 'Only a rejection sends the candidate an e-mail.',
  noEmailAddress: 'The candidate has no e-mail address, so no rejection e-mail can be sent.',
  rejectionTemplateMissing: 'No rejection template is available: add one under Email → Templates.',
} as const;

const reasonSchema = z
  .string({ error: APPLICATION_MESSAGES.reasonRequired })
  .trim()
  .max(500, APPLICATION_MESSAGES.reasonTooLong);

/** POST /applications/{id}/status/ */
export const applicationStatusChangeSchema = z.object({
  status: z.enum(APPLICATION_STATUSES, { error: APPLICATION_MESSAGES.statusRequired }),
  reason: reasonSchema.default(''),
  /** On a rejection: e-mail the candidate the job's rejection template (or `template_id`), after a delay. */
  notify: z.boolean({ error: APPLICATION_MESSAGES.notifyYesOrNo }).default(false),
  template_id: idSchema.optional(),
});
export type ApplicationStatusChange = z.input<typeof applicationStatusChangeSchema>;

/** How many of a job's positions are filled: the positions are the sum of its sectors'. */
export const jobPositionsSchema = z.object({
  job_id: z.number().int(),
  job_status: z.string(),
  positions: z.number().int(),
  hired: z.number().int(),
  all_filled: z.boolean(),
  /** Active applications still open on the job (what "reject the rest" would reject). */
  remaining_active: z.number().int(),
});
export type JobPositions = z.infer<typeof jobPositionsSchema>;

export const applicationStatusResultSchema = z.object({
  application: applicationSchema,
  positions: jobPositionsSchema,
  /** The rejection e-mail waiting to go, which can be cancelled until `send_at`. */
  scheduled_email: z.object({ id: z.number().int(), send_at: z.string() }).nullable(),
});
export type ApplicationStatusResult = z.infer<typeof applicationStatusResultSchema>;

/**
 * POST /applications/reject-remaining/: rejects a job's active applications in batches of at
 * most `REJECT_BATCH_SIZE` a call (the client repeats while `remaining` > 0, showing progress).
 */
export const REJECT_BATCH_SIZE = 100;
export const rejectRemainingSchema = z.object({
  job_id: idSchema,
  reason: reasonSchema.default(''),
  notify: z.boolean().default(false),
  template_id: idSchema.optional(),
});
export type RejectRemaining = z.input<typeof rejectRemainingSchema>;
export const rejectRemainingResultSchema = z.object({
  rejected: z.number().int(),
  remaining: z.number().int(),
  emails_scheduled: z.number().int(),
});
export type RejectRemainingResult = z.infer<typeof rejectRemainingResultSchema>;
