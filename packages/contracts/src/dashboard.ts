import { z } from 'zod';
import { applicationStatusSchema } from './applications.ts';
import { INTERVIEW_MESSAGES, isTimeZone } from './interviews.ts';

/**
 * Issue 15: the dashboard (spec 01 §2.3) and `GET /analytics/dashboard-tiles/` (spec 01 §7), with
 * real numbers where the spec had fixed ones (docs/decisions/018).
 */

/** With no earlier visit to compare with, applications of the last this many hours are NEW. */
export const DASHBOARD_NEW_WITHOUT_VISIT_HOURS = 24;

/** Opening the dashboard again within this many seconds is the same visit (a reload, a second tab). */
export const DASHBOARD_VISIT_WINDOW_SECONDS = 60;

/** How many of each "My work" list the dashboard shows (the count covers all). */
export const MY_WORK_LIMIT = 5;

/**
 * The stages an application is "in final stages" at: these keys, and on a job whose workflow has
 * a bar raiser stage every stage after it (spec 01 §2.3 showed a fixed 30% instead).
 */
export const FINAL_STAGE_KEYS = ['offer', 'decision'] as const;

export const dashboardQuerySchema = z.object({
  /** The viewer's time zone: "today" and "this week" (from Monday) are theirs. */
  tz: z
    .string({ error: INTERVIEW_MESSAGES.timeZoneInvalid })
    .trim()
    .max(64, INTERVIEW_MESSAGES.timeZoneInvalid)
    .refine(isTimeZone, INTERVIEW_MESSAGES.timeZoneInvalid)
    .optional(),
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

export const dashboardRecentApplicationSchema = z.object({
  id: z.number().int(),
  candidate_id: z.number().int(),
  candidate_name: z.string(),
  job_id: z.number().int(),
  job_title: z.string(),
  status: applicationStatusSchema,
  stage_key: z.string(),
  stage_label: z.string(),
  applied_at: z.string(),
  /** Null until scored: the card reads 'Pending review'. */
  match_score: z.number().int().nullable(),
  /** Arrived since the viewer's previous visit to the dashboard. */
  is_new: z.boolean(),
});
export type DashboardRecentApplication = z.infer<typeof dashboardRecentApplicationSchema>;

export const dashboardActiveJobSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  department: z.string(),
  location: z.string(),
  employment_type: z.string(),
  active_candidates: z.number().int(),
  new_this_week: z.number().int(),
  created_at: z.string(),
});
export type DashboardActiveJob = z.infer<typeof dashboardActiveJobSchema>;

export const myInterviewSchema = z.object({
  id: z.number().int(),
  candidate_id: z.number().int(),
  candidate_name: z.string(),
  job_title: z.string(),
  interview_type: z.string(),
  scheduled_at: z.string(),
  duration_minutes: z.number().int(),
});

export const myOfferApprovalSchema = z.object({
  offer_id: z.number().int(),
  application_id: z.number().int(),
  candidate_id: z.number().int(),
  candidate_name: z.string(),
  job_title: z.string(),
  submitted_at: z.string().nullable(),
});

export const mySignoffRequestSchema = z.object({
  job_id: z.number().int(),
  job_title: z.string(),
  signoff: z.string(),
  label: z.string(),
  requested_by: z.string(),
  requested_at: z.string(),
});

export const myTaskSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  candidate_id: z.number().int().nullable(),
  candidate_name: z.string().nullable(),
  job_id: z.number().int().nullable(),
  due_at: z.string().nullable(),
  overdue: z.boolean(),
});

const myList = <T extends z.ZodType>(item: T) => z.object({ total: z.number().int(), items: z.array(item) });

export const dashboardTilesSchema = z.object({
  metrics_summary: z.object({
    total_open_jobs: z.number().int(),
    /** Departments with an open job. */
    departments: z.number().int(),
    open_jobs_this_week: z.number().int(),
    /** Active applications: the cards on the boards (one person in two pipelines is on both). */
    pipeline_candidates: z.number().int(),
    /** Active applications that arrived since Monday. */
    pipeline_this_week: z.number().int(),
    /** Rounded average of the active applications' match scores; null when none is scored. */
    average_match_score: z.number().int().nullable(),
    /** Active applications in final stages (FINAL_STAGE_KEYS and after the bar raiser). */
    final_stage_candidates: z.number().int(),
    /** Interviews not cancelled, from Monday to Sunday of this week. */
    interviews_this_week: z.number().int(),
    interviews_today: z.number().int(),
  }),
  /** Percentage of closed applications (hired, rejected, withdrawn) that were hires; null when none is closed. */
  hire_success_rate: z.number().nullable(),
  hires: z.number().int(),
  closed_applications: z.number().int(),
  /** Active applications STALE_DAYS (kanban.ts) or more in their stage. */
  stale_candidates: z.number().int(),
  recent_applications: z.array(dashboardRecentApplicationSchema),
  active_jobs: z.array(dashboardActiveJobSchema),
  my_work: z.object({
    interviews_today: myList(myInterviewSchema),
    offer_approvals: myList(myOfferApprovalSchema),
    signoff_requests: myList(mySignoffRequestSchema),
    open_tasks: myList(myTaskSchema).extend({ overdue: z.number().int() }),
  }),
  /** The viewer's previous visit (NEW is anything since); null on a first visit. */
  previous_visit_at: z.string().nullable(),
  week_starts_at: z.string(),
  day_starts_at: z.string(),
});
export type DashboardTiles = z.infer<typeof dashboardTilesSchema>;

export const dashboardVisitSchema = z.object({
  previous_visit_at: z.string().nullable(),
  visited_at: z.string(),
});
export type DashboardVisit = z.infer<typeof dashboardVisitSchema>;
