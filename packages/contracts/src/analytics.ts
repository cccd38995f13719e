import { z } from 'zod';
import { applicationSourceSchema, timelineEventSchema } from './applications.ts';
import { idSchema } from './input-limits.ts';
import { paginationQuerySchema } from './pagination.ts';

/**
 * Issue 15: /analytics and /jobs/{id}/analytics (`GET /api/v1/analytics/report/`) and the
 * organisation's activity feed /activity (`GET /api/v1/activity/`).
 */

/** Without a range the report covers the last this many days, today included. */
export const ANALYTICS_DEFAULT_DAYS = 90;
/** The longest range one report covers (weekly buckets stay readable). */
export const ANALYTICS_MAX_DAYS = 731;

export const ANALYTICS_MESSAGES = {
  dateInvalid: 'Give the date as YYYY-MM-DD.',
  rangeReversed: 'The start date must be on or before the end date.',
  rangeTooLong: `Choose a range of at most ${ANALYTICS_MAX_DAYS} days.`,
  sectorTooLong: 'Sector names are at most 100 characters.',
  idInvalid: 'Choose one from the list.',
} as const;

const day = z.iso.date({ error: ANALYTICS_MESSAGES.dateInvalid });
const optionalId = idSchema.optional();

export const analyticsQuerySchema = z
  .object({
    /** First and last day of the range, inclusive, in UTC. */
    from: day.optional(),
    to: day.optional(),
    job_id: optionalId,
    /** A sector name: the job's department or one of its sectors (as the jobs list's filter). */
    sector: z.string().trim().max(100, ANALYTICS_MESSAGES.sectorTooLong).optional(),
    recruiter_id: optionalId,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: ANALYTICS_MESSAGES.rangeReversed,
  });
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

const count = z.number().int();
const days = z.number().nullable();

export const analyticsReportSchema = z.object({
  range: z.object({ from: z.string(), to: z.string() }),
  summary: z.object({
    /** Applications that arrived in the range (to the jobs the filters choose). */
    applications: count,
    hires: count,
    offers_sent: count,
    /** Percent (one decimal) of the decided offers sent that were accepted: accepted ÷ (accepted + declined + expired); null when none is decided. */
    offer_acceptance_rate: z.number().nullable(),
    median_days_to_hire: days,
  }),
  /**
   * Of the range's applications, how many reached each stage (are at it or past it, whatever their
   * status), how many are active at it now, and `conversion`: reached as a percent (one decimal) of
   * the previous stage's reached. A job's report has its own stages in its order; across jobs the
   * stages and their order are the default workflow's.
   */
  funnel: z.array(
    z.object({
      stage_key: z.string(),
      label: z.string(),
      reached: count,
      current: count,
      conversion: z.number().nullable(),
    }),
  ),
  /**
   * Stays that ended in the range: from entering the stage to the move out of it; median and 90th
   * percentile by nearest rank (across every job, within 2%: docs/decisions/018).
   */
  time_in_stage: z.array(
    z.object({ stage_key: z.string(), label: z.string(), stays: count, median_days: days, p90_days: days }),
  ),
  /** Hires in the range: days from the application to the hire. */
  time_to_hire: z.object({ hires: count, median_days: days, p90_days: days, average_days: days }),
  /** Of the range's applications, by source: how many, and how many of them were interviewed, offered, hired. */
  sources: z.array(
    z.object({
      source: applicationSourceSchema,
      label: z.string(),
      applications: count,
      interviews: count,
      offers: count,
      hires: count,
    }),
  ),
  /** Monday-to-Sunday weeks of the range: applications that arrived, hires made. */
  over_time: z.array(z.object({ week_start: z.string(), applications: count, hires: count })),
  /** Offers made in the range, by where they stand now. */
  offers: z.object({
    made: count,
    sent: count,
    accepted: count,
    declined: count,
    expired: count,
    awaiting: count,
    /** Percent, as summary.offer_acceptance_rate. */
    acceptance_rate: z.number().nullable(),
  }),
  /** Each recruiter's jobs (of those chosen): open jobs and active applications now; in the range, interviews and hires. */
  recruiters: z.array(
    z.object({
      recruiter_id: z.number().int().nullable(),
      recruiter_name: z.string(),
      open_jobs: count,
      active_applications: count,
      interviews: count,
      hires: count,
    }),
  ),
});
export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;

/** GET /activity/: the organisation's timeline, newest first. */
export const activityQuerySchema = paginationQuerySchema
  .extend({
    type: z.string().trim().max(50).optional(),
    user_id: optionalId,
    job_id: optionalId,
    from: day.optional(),
    to: day.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: ANALYTICS_MESSAGES.rangeReversed,
  });
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

export const activityEventSchema = timelineEventSchema.extend({
  candidate_name: z.string().nullable(),
  job_title: z.string().nullable(),
});
export type ActivityEvent = z.infer<typeof activityEventSchema>;
