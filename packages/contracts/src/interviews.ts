import { z } from 'zod';
import { idSchema } from './input-limits.ts';
import { HIRING_TEAM_ROLE_LABELS, type HiringTeamRole } from './job-team.ts';
import { paginationQuerySchema } from './pagination.ts';

/**
 * Issue 13 "Interviews": the three interviews of the hiring framework. Each lasts what the job's
 * assessment strategy says (`interview_duration_minutes`, where facet is `facet_interviews`),
 * else these defaults (spec 01 §9: 45, 90, 60 minutes); the scheduler may change it.
 */
export const INTERVIEW_TYPES = ['prospector', 'deep_dive', 'facet'] as const;
export const interviewTypeSchema = z.enum(INTERVIEW_TYPES);
export type InterviewType = z.infer<typeof interviewTypeSchema>;

export const INTERVIEW_TYPE_LABELS: Record<InterviewType, string> = {
  prospector: 'Prospector',
  deep_dive: 'Deep Dive',
  facet: 'Facet Interview',
};

export const DEFAULT_INTERVIEW_DURATIONS: Record<InterviewType, number> = {
  prospector: 45,
  deep_dive: 90,
  facet: 60,
};

/** The key of each type in a job's `assessment_strategy.interview_duration_minutes`. */
const STRATEGY_KEYS: Record<InterviewType, string> = {
  prospector: 'prospector',
  deep_dive: 'deep_dive',
  facet: 'facet_interviews',
};

/** How long an interview of this type lasts for a job: its strategy's minutes, else the default. */
export function interviewDuration(
  type: InterviewType,
  strategy: { interview_duration_minutes?: Record<string, number> } | null | undefined,
): number {
  const minutes = strategy?.interview_duration_minutes?.[STRATEGY_KEYS[type]];
  return typeof minutes === 'number' && minutes >= MIN_INTERVIEW_MINUTES && minutes <= MAX_INTERVIEW_MINUTES
    ? minutes
    : DEFAULT_INTERVIEW_DURATIONS[type];
}

export const MIN_INTERVIEW_MINUTES = 15;
export const MAX_INTERVIEW_MINUTES = 480;
/** The most people one interview can have on its panel. */
export const MAX_INTERVIEWERS = 10;
/** Where an interview happens unless the scheduler says otherwise (spec 01 §3 meeting metadata). */
export const DEFAULT_INTERVIEW_LOCATION = 'Video call';
/** Interviewers are reminded this long before an interview starts. */
export const INTERVIEW_REMINDER_MINUTES = 60;

export const INTERVIEW_STATUSES = ['scheduled', 'cancelled'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

export const INTERVIEW_MESSAGES = {
  notFound: 'Interview not found.',
  cannotManage: 'You can only schedule interviews for jobs you manage.',
  applicationNotFound: 'Application not found.',
  applicationNotActive: 'Interviews can only be scheduled for an active application.',
  typeRequired: 'Choose an interview type: prospector, deep_dive or facet.',
  scheduledAtInvalid:
    'Give the date and time in ISO 8601 with its offset, for example 2026-12-01T14:00:00+01:00.',
  inThePast: 'Choose a time that has not passed.',
  durationRange: `An interview lasts ${MIN_INTERVIEW_MINUTES} to ${MAX_INTERVIEW_MINUTES} minutes.`,
  interviewersRequired: 'Choose at least one interviewer.',
  tooManyInterviewers: `An interview can have at most ${MAX_INTERVIEWERS} interviewers.`,
  interviewerUnknown: 'Each interviewer must be an active user.',
  timeZoneInvalid: 'Choose a time zone such as Europe/London or America/New_York.',
  meetingUrlInvalid: 'A meeting link is a web address starting with https:// or http://.',
  locationTooLong: 'Keep the location under 300 characters.',
  notesTooLong: 'Keep the note to interviewers under 4000 characters.',
  reasonTooLong: 'Keep the reason under 500 characters.',
  alreadyCancelled: 'This interview was cancelled; schedule a new one instead.',
  notifyYesOrNo: 'Say whether to e-mail the people invited: true or false.',
  candidateNoEmail: 'The candidate has no e-mail address, so only the interviewers are invited.',
} as const;

/** True for a time zone name the runtime knows (IANA, e.g. Europe/Berlin). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const scheduledAt = z.iso.datetime({ offset: true, error: INTERVIEW_MESSAGES.scheduledAtInvalid });
const duration = z
  .number({ error: INTERVIEW_MESSAGES.durationRange })
  .int(INTERVIEW_MESSAGES.durationRange)
  .min(MIN_INTERVIEW_MINUTES, INTERVIEW_MESSAGES.durationRange)
  .max(MAX_INTERVIEW_MINUTES, INTERVIEW_MESSAGES.durationRange);
const interviewerIds = z
  .array(idSchema, { error: INTERVIEW_MESSAGES.interviewersRequired })
  .min(1, INTERVIEW_MESSAGES.interviewersRequired)
  .max(MAX_INTERVIEWERS, INTERVIEW_MESSAGES.tooManyInterviewers)
  .transform((ids) => [...new Set(ids)]);
const timeZone = z
  .string({ error: INTERVIEW_MESSAGES.timeZoneInvalid })
  .trim()
  .max(64, INTERVIEW_MESSAGES.timeZoneInvalid)
  .refine(isTimeZone, INTERVIEW_MESSAGES.timeZoneInvalid);
const location = z.string().trim().max(300, INTERVIEW_MESSAGES.locationTooLong);
const meetingUrl = z
  .string({ error: INTERVIEW_MESSAGES.meetingUrlInvalid })
  .trim()
  .max(2000, INTERVIEW_MESSAGES.meetingUrlInvalid)
  .refine((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value), INTERVIEW_MESSAGES.meetingUrlInvalid)
  .nullable();
const notes = z.string().trim().max(4000, INTERVIEW_MESSAGES.notesTooLong);

/** POST /interviews/ */
export const interviewCreateSchema = z.object({
  application_id: idSchema,
  interview_type: z.enum(INTERVIEW_TYPES, { error: INTERVIEW_MESSAGES.typeRequired }),
  scheduled_at: scheduledAt,
  /** Omitted: the job's duration for the type. */
  duration_minutes: duration.optional(),
  time_zone: timeZone.default('UTC'),
  interviewer_ids: interviewerIds,
  location: location.default(''),
  meeting_url: meetingUrl.default(null),
  notes: notes.default(''),
  /** E-mail the calendar invitation to the candidate and the interviewers (default yes). */
  notify: z.boolean({ error: INTERVIEW_MESSAGES.notifyYesOrNo }).default(true),
});
export type InterviewCreate = z.input<typeof interviewCreateSchema>;

/** PATCH /interviews/{id}/: a reschedule or a change of panel updates the same calendar event. */
export const interviewUpdateSchema = z.object({
  interview_type: z.enum(INTERVIEW_TYPES, { error: INTERVIEW_MESSAGES.typeRequired }).optional(),
  scheduled_at: scheduledAt.optional(),
  duration_minutes: duration.optional(),
  time_zone: timeZone.optional(),
  interviewer_ids: interviewerIds.optional(),
  location: location.optional(),
  meeting_url: meetingUrl.optional(),
  notes: notes.optional(),
  notify: z.boolean({ error: INTERVIEW_MESSAGES.notifyYesOrNo }).default(true),
});
export type InterviewUpdate = z.input<typeof interviewUpdateSchema>;

/** POST /interviews/{id}/cancel/ */
export const interviewCancelSchema = z.object({
  reason: z.string().trim().max(500, INTERVIEW_MESSAGES.reasonTooLong).default(''),
  notify: z.boolean({ error: INTERVIEW_MESSAGES.notifyYesOrNo }).default(true),
});
export type InterviewCancel = z.input<typeof interviewCancelSchema>;

export const interviewPersonSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
});
export type InterviewPerson = z.infer<typeof interviewPersonSchema>;

export const interviewSchema = z.object({
  id: z.number().int(),
  application_id: z.number().int(),
  candidate_id: z.number().int(),
  candidate_name: z.string(),
  job_id: z.number().int(),
  job_title: z.string(),
  interview_type: interviewTypeSchema,
  interview_type_label: z.string(),
  scheduled_at: z.string(),
  ends_at: z.string(),
  duration_minutes: z.number().int(),
  time_zone: z.string(),
  location: z.string(),
  meeting_url: z.string().nullable(),
  notes: z.string(),
  status: z.enum(INTERVIEW_STATUSES),
  /** The calendar event's SEQUENCE (RFC 5545 §3.8.7.4): raised by every reschedule. */
  sequence: z.number().int(),
  interviewers: z.array(interviewPersonSchema),
  organizer: interviewPersonSchema.nullable(),
  cancel_reason: z.string(),
  cancelled_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Whether the signed-in user may reschedule or cancel it (they manage the job). */
  can_manage: z.boolean(),
});
export type Interview = z.infer<typeof interviewSchema>;

/** An interviewer who already has an interview overlapping the proposed time: a warning, not a refusal. */
export const interviewConflictSchema = z.object({
  interviewer_id: z.number().int(),
  interviewer_name: z.string(),
  interview_id: z.number().int(),
  scheduled_at: z.string(),
  ends_at: z.string(),
});
export type InterviewConflict = z.infer<typeof interviewConflictSchema>;

/** POST /interviews/ and PATCH /interviews/{id}/ answer with the interview and who is double-booked. */
export const interviewResultSchema = z.object({
  interview: interviewSchema,
  conflicts: z.array(interviewConflictSchema),
  /** Invitations stored for sending (the candidate's and each interviewer's). */
  invitations_sent: z.number().int(),
  warnings: z.array(z.string()),
});
export type InterviewResult = z.infer<typeof interviewResultSchema>;

const idList = z
  .string()
  .trim()
  .max(200)
  .transform((value, context) => {
    const ids = value
      .split(',')
      .filter((part) => part.trim() !== '')
      .map((part) => idSchema.safeParse(part.trim()));
    if (ids.some((id) => !id.success)) {
      context.addIssue({ code: 'custom', message: 'Give user ids separated by commas.' });
      return z.NEVER;
    }
    return ids.map((id) => id.data as number);
  });

/** GET /interviews/conflicts/: the dialog asks before it saves. */
export const interviewConflictQuerySchema = z.object({
  interviewer_ids: idList,
  scheduled_at: scheduledAt,
  duration_minutes: z.coerce
    .number({ error: INTERVIEW_MESSAGES.durationRange })
    .int(INTERVIEW_MESSAGES.durationRange)
    .min(MIN_INTERVIEW_MINUTES, INTERVIEW_MESSAGES.durationRange)
    .max(MAX_INTERVIEW_MINUTES, INTERVIEW_MESSAGES.durationRange),
  /** The interview being rescheduled, which does not conflict with itself. */
  exclude_id: idSchema.optional(),
});
export const interviewConflictsSchema = z.object({ conflicts: z.array(interviewConflictSchema) });

/**
 * GET /interviews/panel-suggestions/?application_id=: the job's hiring team who have accounts
 * (matched by address), its recruiter and its author — the people a scheduler picks first.
 */
export const panelSuggestionSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  /** Their part in the job: a hiring team role, job_recruiter (the job's recruiter field) or owner. */
  job_role: z.string(),
});
export type PanelSuggestion = z.infer<typeof panelSuggestionSchema>;

/** A panel suggestion's part in the job, in words: the team's labels, the job's recruiter, its author. */
export const PANEL_ROLE_LABELS: Record<HiringTeamRole | 'job_recruiter' | 'owner', string> = {
  ...HIRING_TEAM_ROLE_LABELS,
  job_recruiter: 'Recruiter for this job',
  owner: 'Created the job',
};
export const panelSuggestionsQuerySchema = z.object({ application_id: idSchema });
export const panelSuggestionsSchema = z.object({ results: z.array(panelSuggestionSchema) });

/** GET /interviews/ filters; soonest first. */
export const interviewListQuerySchema = paginationQuerySchema.extend({
  candidate_id: idSchema.optional(),
  application_id: idSchema.optional(),
  job_id: idSchema.optional(),
  /** A user id: the interviews they are on the panel of. */
  interviewer: idSchema.optional(),
  from: scheduledAt.optional(),
  to: scheduledAt.optional(),
  status: z.enum(INTERVIEW_STATUSES).optional(),
});
export type InterviewListQuery = z.infer<typeof interviewListQuerySchema>;

/**
 * Issue 13 "Scorecards": after an interview each interviewer rates the candidate 1–10 on every
 * competency of the job (`targets_competencies`, weighted) and the four cultural mantras, writes
 * notes and recommends. The weighted competency score (out of 10) is the scorecard's quality
 * score; their mean over the application's scorecards is its `overall_quality_score`.
 */
export const RECOMMENDATIONS = ['strong_yes', 'yes', 'no', 'strong_no'] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];
export const RECOMMENDATION_LABELS: Record<Recommendation, string> = {
  strong_yes: 'Strong yes',
  yes: 'Yes',
  no: 'No',
  strong_no: 'Strong no',
};
export const MIN_RATING = 1;
export const MAX_RATING = 10;

export const SCORECARD_MESSAGES = {
  notOnPanel: 'Only the interviewers on this interview can submit its scorecards.',
  notStarted: 'Scorecards open when the interview starts.',
  cancelled: 'This interview was cancelled, so it takes no scorecards.',
  alreadySubmitted: 'You have already submitted your scorecard for this interview.',
  ratingRange: `Rate from ${MIN_RATING} to ${MAX_RATING}.`,
  recommendationRequired: 'Choose a recommendation: strong yes, yes, no or strong no.',
  competenciesIncomplete: (missing: string[]) => `Rate every competency of the job: ${missing.join(', ')}.`,
  competencyUnknown: (name: string) => `“${name}” is not a competency of this job.`,
  mantrasIncomplete: 'Rate all four cultural mantras.',
  notesTooLong: 'Keep the notes under 10000 characters.',
} as const;

const rating = z
  .number({ error: SCORECARD_MESSAGES.ratingRange })
  .int(SCORECARD_MESSAGES.ratingRange)
  .min(MIN_RATING, SCORECARD_MESSAGES.ratingRange)
  .max(MAX_RATING, SCORECARD_MESSAGES.ratingRange);

/** POST /interviews/{id}/scorecards/: submitted once, final (so no one rates after reading the others). */
export const scorecardCreateSchema = z.object({
  competency_ratings: z
    .array(z.object({ name: z.string().trim().min(1).max(300), rating }))
    .max(50)
    .default([]),
  mantra_ratings: z
    .array(z.object({ key: z.string().trim().min(1).max(100), rating }))
    .max(10)
    .default([]),
  notes: z.string().trim().max(10_000, SCORECARD_MESSAGES.notesTooLong).default(''),
  recommendation: z.enum(RECOMMENDATIONS, { error: SCORECARD_MESSAGES.recommendationRequired }),
});
export type ScorecardCreate = z.input<typeof scorecardCreateSchema>;

export const scorecardSchema = z.object({
  id: z.number().int(),
  interview_id: z.number().int(),
  application_id: z.number().int(),
  interviewer: interviewPersonSchema,
  /** The interviewer is the job's bar raiser (its hiring team's bar_raiser). */
  is_bar_raiser: z.boolean(),
  competency_ratings: z.array(z.object({ name: z.string(), weight: z.number(), rating: z.number().int() })),
  mantra_ratings: z.array(z.object({ key: z.string(), label: z.string(), rating: z.number().int() })),
  notes: z.string(),
  recommendation: z.enum(RECOMMENDATIONS),
  /** Weighted competency rating out of 10, one decimal. */
  quality_score: z.number(),
  submitted_at: z.string(),
});
export type Scorecard = z.infer<typeof scorecardSchema>;

/**
 * GET /interviews/{id}/scorecards/: the sheet to fill (the job's competencies and the mantras)
 * and the scorecards the user may read. An interviewer who has not submitted yet reads none of
 * the others' — `hidden` says how many there are.
 */
export const scorecardSheetSchema = z.object({
  interview_id: z.number().int(),
  competencies: z.array(z.object({ name: z.string(), weight: z.number(), description: z.string() })),
  mantras: z.array(z.object({ key: z.string(), label: z.string(), description: z.string() })),
  panel_size: z.number().int(),
  submitted: z.number().int(),
  hidden: z.number().int(),
  /** The user is on the panel, the interview has started and they have not submitted. */
  can_submit: z.boolean(),
  /** The user's own scorecard is in. */
  submitted_by_me: z.boolean(),
  /** Why the user cannot submit, when they are on the panel. */
  cannot_submit_reason: z.string().nullable(),
  scorecards: z.array(scorecardSchema),
});
export type ScorecardSheet = z.infer<typeof scorecardSheetSchema>;

/** The weighted mean of competency ratings (weights as the job gives them), one decimal; mantras when the job has no competencies. */
export function qualityScore(
  competencies: { weight: number; rating: number }[],
  mantras: { rating: number }[],
): number {
  const weight = competencies.reduce((sum, row) => sum + row.weight, 0);
  const mean =
    weight > 0
      ? competencies.reduce((sum, row) => sum + row.rating * row.weight, 0) / weight
      : mantras.length > 0
        ? mantras.reduce((sum, row) => sum + row.rating, 0) / mantras.length
        : 0;
  return Math.round(mean * 10) / 10;
}
