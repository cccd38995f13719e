import {
  DASHBOARD_ACTIVE_JOBS,
  DASHBOARD_NEW_WITHOUT_VISIT_HOURS,
  DASHBOARD_RECENT_ACTIVITIES,
  DASHBOARD_VISIT_WINDOW_SECONDS,
  type DashboardQuery,
  type DashboardTiles,
  type DashboardVisit,
  MY_WORK_LIMIT,
  SIGNOFFS,
} from '@shortlist/contracts';
import { type Db, isoTimestamp as iso } from '../../db/client.ts';
import type { DomainEvents } from '../../platform/events.ts';
import type { UserContext } from '../../platform/service-context.ts';
import type { Clock } from '../../platform/tokens.ts';
import { calendarBounds } from '../../platform/zoned-calendar.ts';
import { listInterviews } from '../interviews/interviews.service.ts';
import { offersAwaitingDecision } from '../offers/offers.service.ts';
import { listTasks, taskCounts } from '../tasks/tasks.service.ts';
import { selectDashboardVisit, upsertDashboardVisit } from './analytics.queries.ts';
import {
  selectActiveJobs,
  selectApplicationNumbers,
  selectInterviewNumbers,
  selectJobNumbers,
  selectOfferNames,
  selectRecentApplications,
  selectSignoffRequests,
} from './dashboard.read-model.ts';

export type DashboardDeps = { db: Db; clock: Clock; events: DomainEvents };

const HOUR_MS = 3_600_000;
/** POST /analytics/dashboard-visits/: the dashboard was opened; answers the visit before this one. */
export async function recordDashboardVisit({
  db,
  clock,
  user,
}: UserContext<DashboardDeps>): Promise<DashboardVisit> {
  const row = await upsertDashboardVisit(db, user.id, clock(), DASHBOARD_VISIT_WINDOW_SECONDS);
  return {
    previous_visit_at: row.previousVisitAt?.toISOString() ?? null,
    visited_at: row.visitedAt.toISOString(),
  };
}

/**
 * GET /analytics/dashboard-tiles/ (spec 01 §2.3, §7; issue 15): the organisation's numbers, which
 * every role may see (spec 01 §6 gives all of them every job and candidate, and no number here
 * carries a salary), and the viewer's own work. "Today" and "this week" are the viewer's (tz).
 */
export async function dashboardTiles(
  context: UserContext<DashboardDeps>,
  { query }: { query: DashboardQuery },
): Promise<DashboardTiles> {
  const { db, user } = context;
  const now = context.clock();
  const bounds = calendarBounds(now, query.tz);
  const visit = await selectDashboardVisit(db, user.id);
  const previousVisit = visit?.previousVisitAt ?? null;
  const newSince = previousVisit ?? new Date(now.getTime() - DASHBOARD_NEW_WITHOUT_VISIT_HOURS * HOUR_MS);
  const [jobNumbers, applicationNumbers, interviewNumbers, recent, activeJobs] = await Promise.all([
    selectJobNumbers(db, bounds),
    selectApplicationNumbers(db, now, bounds),
    selectInterviewNumbers(db, bounds),
    selectRecentApplications(db, DASHBOARD_RECENT_ACTIVITIES),
    selectActiveJobs(db, bounds, DASHBOARD_ACTIVE_JOBS),
  ]);
  const { hires, closed_applications, stale_candidates, ...pipeline } = applicationNumbers;
  return {
    metrics_summary: { ...jobNumbers, ...pipeline, ...interviewNumbers },
    hire_success_rate: closed_applications > 0 ? Math.round((hires / closed_applications) * 1000) / 10 : null,
    hires,
    closed_applications,
    stale_candidates,
    recent_applications: recent.map((row) => ({
      ...row,
      applied_at: iso(row.applied_at),
      is_new: new Date(row.applied_at) > newSince,
    })),
    active_jobs: activeJobs.map((row) => ({ ...row, created_at: iso(row.created_at) })),
    my_work: await myWork(context, bounds.dayStart, bounds.dayEnd),
    previous_visit_at: previousVisit?.toISOString() ?? null,
    week_starts_at: bounds.weekStart.toISOString(),
    day_starts_at: bounds.dayStart.toISOString(),
  };
}

/** What waits for the viewer: their interviews today, offers and sign-offs to decide, open tasks. */
async function myWork(context: UserContext<DashboardDeps>, dayStart: Date, dayEnd: Date) {
  const { db, user } = context;
  const now = context.clock();
  const page = { limit: MY_WORK_LIMIT, offset: 0 };
  const [interviews, offers, signoffs, tasks, counts] = await Promise.all([
    listInterviews(context, {
      filters: {
        interviewer: user.id,
        status: 'scheduled',
        from: dayStart.toISOString(),
        to: dayEnd.toISOString(),
      },
      page,
    }),
    offersAwaitingDecision(db, user, now),
    selectSignoffRequests(db, user.id),
    listTasks(context, { query: { status: 'open' }, page: { page: 1, pageSize: MY_WORK_LIMIT, offset: 0 } }),
    taskCounts(context),
  ]);
  const shownOffers = offers.slice(0, MY_WORK_LIMIT);
  const offerNames = new Map(
    (
      await selectOfferNames(
        db,
        shownOffers.map((offer) => offer.id),
      )
    ).map((row) => [row.offer_id, row]),
  );
  return {
    interviews_today: {
      total: interviews.total,
      items: interviews.results.map((interview) => ({
        id: interview.id,
        candidate_id: interview.candidate_id,
        candidate_name: interview.candidate_name,
        job_title: interview.job_title,
        interview_type: interview.interview_type_label,
        scheduled_at: interview.scheduled_at,
        duration_minutes: interview.duration_minutes,
      })),
    },
    offer_approvals: {
      total: offers.length,
      items: shownOffers.map((offer) => ({
        offer_id: offer.id,
        application_id: offer.application_id,
        candidate_id: offer.candidate_id,
        candidate_name: offerNames.get(offer.id)?.candidate_name ?? '',
        job_title: offerNames.get(offer.id)?.job_title ?? '',
        submitted_at: offer.submitted_at,
      })),
    },
    signoff_requests: {
      total: signoffs.length,
      items: signoffs.slice(0, MY_WORK_LIMIT).map((row) => ({
        ...row,
        label: SIGNOFFS.find((signoff) => signoff.key === row.signoff)?.label ?? row.signoff,
        requested_at: iso(row.requested_at),
      })),
    },
    open_tasks: {
      total: counts.open,
      overdue: counts.overdue,
      items: tasks.results.map((task) => ({
        id: task.id,
        title: task.title,
        candidate_id: task.candidate_id,
        candidate_name: task.candidate_name,
        job_id: task.job_id,
        due_at: task.due_at,
        overdue: task.overdue,
      })),
    },
  };
}
