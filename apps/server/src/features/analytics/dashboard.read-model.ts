import { FINAL_STAGE_KEYS, STALE_DAYS } from '@shortlist/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import {
  applicationStageCounts,
  applications,
  candidates,
  interviews,
  jobs,
  offers,
  timelineEvents,
  users,
  workflowStages,
} from '../../db/schema/index.ts';
import { intList, textList } from '../../db/sql-lists.ts';
import type { CalendarBounds } from '../../platform/zoned-calendar.ts';

/*
 * What the dashboard reads of jobs, applications, stages, interviews, offers and the timeline,
 * which other features own (docs/decisions/008). Reads only.
 */

const DAY_MS = 86_400_000;

export type JobNumbers = { total_open_jobs: number; departments: number; open_jobs_this_week: number };

export async function selectJobNumbers(db: Tx, bounds: CalendarBounds): Promise<JobNumbers> {
  const [row] = await queryRows<JobNumbers>(
    db,
    sql`select count(*)::int as total_open_jobs,
        count(distinct nullif(${jobs.department}, ''))::int as departments,
        count(*) filter (where ${jobs.createdAt} >= ${bounds.weekStart.toISOString()})::int as open_jobs_this_week
      from ${jobs} where ${jobs.status} = 'open'`,
  );
  return row!;
}

export type ApplicationNumbers = {
  pipeline_candidates: number;
  pipeline_this_week: number;
  average_match_score: number | null;
  final_stage_candidates: number;
  stale_candidates: number;
  hires: number;
  closed_applications: number;
};

/**
 * Every application number, from the maintained per-job, per-stage counts (a few rows per job,
 * docs/decisions/018) plus two index ranges of the active applications: arrived this week, and
 * entered their stage within STALE_DAYS (the rest of the active ones are stale). An application is
 * in final stages at an offer or decision stage, or at any stage its job orders after the bar raiser.
 */
export async function selectApplicationNumbers(db: Tx, now: Date, bounds: CalendarBounds) {
  const staleBefore = new Date(now.getTime() - STALE_DAYS * DAY_MS).toISOString();
  const [row] = await queryRows<ApplicationNumbers & { fresh: number }>(
    db,
    sql`with after_bar_raiser as (
        select s.job_id, s.key from ${workflowStages} s
        join ${workflowStages} br on br.job_id = s.job_id and br.key = 'bar_raiser' and s."order" > br."order"
      ),
      totals as (
        select coalesce(sum(c.applications) filter (where c.status = 'active'), 0)::int as pipeline_candidates,
          round(sum(c.score_sum) filter (where c.status = 'active')::numeric
            / nullif(sum(c.scored) filter (where c.status = 'active'), 0))::int as average_match_score,
          coalesce(sum(c.applications) filter (where c.status = 'active' and (f.job_id is not null
            or c.stage_key in ${textList(FINAL_STAGE_KEYS)})), 0)::int as final_stage_candidates,
          coalesce(sum(c.applications) filter (where c.status = 'hired'), 0)::int as hires,
          coalesce(sum(c.applications) filter (where c.status <> 'active'), 0)::int as closed_applications
        from ${applicationStageCounts} c
        left join after_bar_raiser f on f.job_id = c.job_id and f.key = c.stage_key
      )
      select totals.*,
        (select count(*) from ${applications} a where a.status = 'active'
          and a.applied_at >= ${bounds.weekStart.toISOString()})::int as pipeline_this_week,
        (select count(*) from ${applications} a where a.status = 'active'
          and a.stage_entered_at > ${staleBefore})::int as fresh
      from totals`,
  );
  const { fresh, ...numbers } = row!;
  return { ...numbers, stale_candidates: numbers.pipeline_candidates - fresh };
}

/** Interviews not cancelled this week and today. */
export async function selectInterviewNumbers(db: Tx, bounds: CalendarBounds) {
  const from = new Date(Math.min(bounds.weekStart.getTime(), bounds.dayStart.getTime())).toISOString();
  const to = new Date(Math.max(bounds.weekEnd.getTime(), bounds.dayEnd.getTime())).toISOString();
  const [row] = await queryRows<{ interviews_this_week: number; interviews_today: number }>(
    db,
    sql`select count(*) filter (where ${interviews.scheduledAt} >= ${bounds.weekStart.toISOString()}
          and ${interviews.scheduledAt} < ${bounds.weekEnd.toISOString()})::int as interviews_this_week,
        count(*) filter (where ${interviews.scheduledAt} >= ${bounds.dayStart.toISOString()}
          and ${interviews.scheduledAt} < ${bounds.dayEnd.toISOString()})::int as interviews_today
      from ${interviews}
      where ${interviews.status} <> 'cancelled' and ${interviews.scheduledAt} >= ${from} and ${interviews.scheduledAt} < ${to}`,
  );
  return row!;
}

export type RecentApplicationRow = {
  id: number;
  candidate_id: number;
  candidate_name: string;
  job_id: number;
  job_title: string;
  status: 'active' | 'rejected' | 'hired' | 'withdrawn';
  stage_key: string;
  stage_label: string;
  applied_at: Date;
  match_score: number | null;
};

/** The newest applications (applications_applied_at_idx), with candidate, job and stage. */
export async function selectRecentApplications(db: Tx, limit: number) {
  return queryRows<RecentApplicationRow>(
    db,
    sql`select a.id, a.candidate_id, c.full_name as candidate_name, a.job_id, j.title as job_title,
        a.status, a.stage_key, coalesce(s.label, a.stage_key) as stage_label, a.applied_at, a.match_score
      from (select * from ${applications} order by applied_at desc, id desc limit ${limit}) a
      join ${candidates} c on c.id = a.candidate_id
      join ${jobs} j on j.id = a.job_id
      left join ${workflowStages} s on s.job_id = a.job_id and s.key = a.stage_key
      order by a.applied_at desc, a.id desc`,
  );
}

export type ActiveJobRow = {
  id: number;
  title: string;
  department: string;
  location: string;
  employment_type: string;
  active_candidates: number;
  new_this_week: number;
  created_at: Date;
};

/** The newest open jobs, as the side navigation's Active Jobs, with their active applications. */
export async function selectActiveJobs(db: Tx, bounds: CalendarBounds, limit: number) {
  return queryRows<ActiveJobRow>(
    db,
    sql`select j.id, j.title, j.department, j.location, j.employment_type, j.created_at,
        (select count(*) from ${applications} a where a.job_id = j.id and a.status = 'active')::int
          as active_candidates,
        (select count(*) from ${applications} a where a.job_id = j.id and a.status = 'active'
          and a.applied_at >= ${bounds.weekStart.toISOString()})::int as new_this_week
      from ${jobs} j where j.status = 'open'
      order by j.created_at desc, j.id desc limit ${limit}`,
  );
}

export type SignoffRequestRow = {
  job_id: number;
  job_title: string;
  signoff: string;
  requested_by: string;
  requested_at: Date;
};

/**
 * Sign-offs someone asked this user for that the job still lacks (its signoff_records has no entry
 * for them), the latest request for each, on jobs not closed; newest first.
 */
export async function selectSignoffRequests(db: Tx, userId: number) {
  return queryRows<SignoffRequestRow>(
    db,
    sql`select * from (select distinct on (t.job_id, t.metadata->>'signoff') t.job_id, j.title as job_title,
        t.metadata->>'signoff' as signoff, coalesce(u.full_name, '') as requested_by,
        t.created_at as requested_at
      from ${timelineEvents} t join ${jobs} j on j.id = t.job_id left join ${users} u on u.id = t.user_id
      where t.type = 'signoff' and t.metadata->>'requested_user_id' = ${String(userId)}
        and j.status <> 'closed' and not (j.signoff_records ? (t.metadata->>'signoff'))
      order by t.job_id, t.metadata->>'signoff', t.created_at desc) latest
      order by requested_at desc, job_id`,
  );
}

export type OfferNamesRow = { offer_id: number; candidate_name: string; job_title: string };

export async function selectOfferNames(db: Tx, offerIds: number[]) {
  if (offerIds.length === 0) return [];
  return queryRows<OfferNamesRow>(
    db,
    sql`select o.id as offer_id, c.full_name as candidate_name, j.title as job_title
      from ${offers} o join ${candidates} c on c.id = o.candidate_id join ${jobs} j on j.id = o.job_id
      where o.id in ${intList(offerIds)}`,
  );
}
