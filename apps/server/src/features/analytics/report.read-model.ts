import { type SQL, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import {
  applicationDayCounts,
  applicationStageCounts,
  applications,
  interviews,
  jobSectors,
  jobs,
  offers,
  sectors,
  stageStayHistogram,
  stageStays,
  users,
  workflowStages,
} from '../../db/schema/index.ts';

/*
 * What the analytics report reads of jobs, applications, stages, interviews, offers and the
 * timeline, which other features own (docs/decisions/008). Reads only. Each function is one
 * statement over the jobs the filters choose and the range [from, until).
 */

export type ReportScope = {
  from: Date;
  until: Date;
  jobId?: number;
  sector?: string;
  recruiterId?: number;
};

const iso = (date: Date) => date.toISOString();
/** The UTC day an instant falls on (the range's bounds are days' starts), for the daily rollups. */
const day = (date: Date) => iso(date).slice(0, 10);

/** The ids of the jobs the filters choose (all jobs without filters). */
function chosenJobs(scope: ReportScope): SQL {
  const conditions: SQL[] = [sql`true`];
  if (scope.jobId !== undefined) conditions.push(sql`j.id = ${scope.jobId}`);
  if (scope.recruiterId !== undefined) conditions.push(sql`j.recruiter_id = ${scope.recruiterId}`);
  if (scope.sector)
    conditions.push(sql`(j.department = ${scope.sector} or exists (select 1 from ${jobSectors} js
      join ${sectors} s on s.id = js.sector_id where js.job_id = j.id and s.name = ${scope.sector}))`);
  return sql`select j.id from ${jobs} j where ${sql.join(conditions, sql` and `)}`;
}

/** Whether the report covers every job: it then reads the organisation-wide maintained rollups. */
const everyJob = (scope: ReportScope) =>
  scope.jobId === undefined && !scope.sector && scope.recruiterId === undefined;

/** `and a.job_id in (the chosen jobs)`, or nothing when every job is chosen. */
const inChosenJobs = (scope: ReportScope) =>
  everyJob(scope) ? sql`` : sql`and a.job_id in (${chosenJobs(scope)})`;

export type ArrivalRow = { stage_key: string; status: string; source: string; week_start: string; n: number };

/**
 * The range's applications by where they stand now (stage, status), source and arrival week
 * (Monday, UTC): across every job from the daily rollup (docs/decisions/018), else from the
 * chosen jobs' applications.
 */
export async function selectArrivals(db: Tx, scope: ReportScope) {
  return queryRows<ArrivalRow>(
    db,
    everyJob(scope)
      ? sql`select stage_key, status, source, to_char(week, 'YYYY-MM-DD') as week_start, n from (
            select stage_key, status, source, date_trunc('week', day) as week, sum(applications)::int as n
            from ${applicationDayCounts} where day >= ${day(scope.from)} and day < ${day(scope.until)}
            group by 1, 2, 3, 4 having sum(applications) <> 0) g`
      : sql`select stage_key, status, source, to_char(week, 'YYYY-MM-DD') as week_start, n from (
            select a.stage_key, a.status, a.source, date_trunc('week', a.applied_at at time zone 'UTC') as week,
              count(*)::int as n
            from ${applications} a
            where a.job_id in (${chosenJobs(scope)}) and a.applied_at >= ${iso(scope.from)} and a.applied_at < ${iso(scope.until)}
            group by 1, 2, 3, 4) g`,
  );
}

export type EngagedRow = { source: string; interviewed: number; offered: number };

/**
 * Of the range's applications, by source, how many have an interview (not cancelled) and how many
 * an offer — read from the interviews and offers, which are few beside the applications.
 */
export async function selectEngaged(db: Tx, scope: ReportScope) {
  return queryRows<EngagedRow>(
    db,
    sql`with engaged as (
        select application_id, bool_or(interviewed) as interviewed, bool_or(not interviewed) as offered from (
          select application_id, true as interviewed from ${interviews} where status <> 'cancelled'
          union all select application_id, false from ${offers}
        ) e group by 1
      )
      select a.source, count(*) filter (where e.interviewed)::int as interviewed,
        count(*) filter (where e.offered)::int as offered
      from engaged e join ${applications} a on a.id = e.application_id
      where a.applied_at >= ${iso(scope.from)} and a.applied_at < ${iso(scope.until)} ${inChosenJobs(scope)}
      group by 1`,
  );
}

/**
 * The chosen jobs' hires made in the range: when each was decided (data written before decisions
 * were dated: when it entered the stage it was hired at, never its last edit).
 */
function hires(scope: ReportScope): SQL {
  return sql`select a.id, a.job_id, a.applied_at, coalesce(a.decided_at, a.stage_entered_at) as hired_at
    from ${applications} a where a.status = 'hired'
      and coalesce(a.decided_at, a.stage_entered_at) >= ${iso(scope.from)}
      and coalesce(a.decided_at, a.stage_entered_at) < ${iso(scope.until)}
      ${inChosenJobs(scope)}`;
}

export type HiresRow = {
  /** The Monday (UTC) of the week the hires were made; null on the row for the whole range. */
  week_start: string | null;
  hires: number;
  median_days: number | null;
  p90_days: number | null;
  average_days: number | null;
};

/**
 * Hires made in the range, by Monday-to-Sunday week (UTC) and over the whole range (the row whose
 * week is null): how many, and days from the application to the hire.
 */
export async function selectHires(db: Tx, scope: ReportScope) {
  return queryRows<HiresRow>(
    db,
    sql`with h as (
        select date_trunc('week', hired_at at time zone 'UTC') as week,
          extract(epoch from (hired_at - applied_at))::float8 / 86400 as days
        from (${hires(scope)}) x
      )
      select to_char(week, 'YYYY-MM-DD') as week_start, count(*)::int as hires,
        percentile_cont(0.5) within group (order by days) as median_days,
        percentile_cont(0.9) within group (order by days) as p90_days,
        avg(days) as average_days
      from h group by grouping sets ((week), ())`,
  );
}

export type StageStayRow = {
  stage_key: string;
  stays: number;
  median_days: number | null;
  p90_days: number | null;
};

/** Days a stay of `bucket` lasts (stay_bucket, migration 0020): its bucket's geometric middle. */
const bucketDays = (bucket: SQL) => sql`((power(1.04, ${bucket} + 0.5) - 1) / 24)::float8`;

/**
 * Stays in a stage that ended in the range (stage_stays: from entering it — the application's move
 * before, or its arrival for its job's first stage — to the move out), counted by length bucket:
 * across every job from the stays' histogram, for chosen jobs from the stays themselves (their
 * index holds the bucket). The median and 90th percentile by nearest rank are the middles of the
 * buckets holding those ranks, within 2% of the stays there (docs/decisions/018).
 */
export async function selectTimeInStage(db: Tx, scope: ReportScope) {
  const buckets = everyJob(scope)
    ? sql`select stage_key, bucket, sum(stays) as n from ${stageStayHistogram}
        where day >= ${day(scope.from)} and day < ${day(scope.until)}
        group by 1, 2 having sum(stays) > 0`
    : sql`select stage_key, bucket, count(*) as n from ${stageStays}
        where job_id in (${chosenJobs(scope)}) and left_at >= ${iso(scope.from)} and left_at < ${iso(scope.until)}
        group by 1, 2`;
  return queryRows<StageStayRow>(
    db,
    sql`with buckets as (${buckets}),
      ranked as (
        select stage_key, bucket, sum(n) over (partition by stage_key order by bucket) as reached,
          sum(n) over (partition by stage_key) as total
        from buckets
      )
      select stage_key, max(total)::int as stays,
        ${bucketDays(sql`min(bucket) filter (where reached >= 0.5 * total)`)} as median_days,
        ${bucketDays(sql`min(bucket) filter (where reached >= 0.9 * total)`)} as p90_days
      from ranked group by stage_key`,
  );
}

export type OfferRow = { status: string; n: number };

/** Offers made in the range to the chosen jobs, by their status now. */
export async function selectOfferStatuses(db: Tx, scope: ReportScope) {
  return queryRows<OfferRow>(
    db,
    sql`select o.status, count(*)::int as n from ${offers} o
      where o.job_id in (${chosenJobs(scope)}) and o.created_at >= ${iso(scope.from)} and o.created_at < ${iso(scope.until)}
      group by 1`,
  );
}

export type RecruiterRow = {
  recruiter_id: number | null;
  recruiter_name: string | null;
  open_jobs: number;
  active_applications: number;
  interviews: number;
  hires: number;
};

/**
 * Each recruiter's chosen jobs: open jobs and active applications now (the maintained counts),
 * interviews held or planned in the range, hires made in it.
 */
export async function selectRecruiters(db: Tx, scope: ReportScope) {
  return queryRows<RecruiterRow>(
    db,
    sql`with chosen as (select j.id, j.recruiter_id, j.status from ${jobs} j where j.id in (${chosenJobs(scope)})),
      active as (select c.job_id, sum(c.applications)::int as n from ${applicationStageCounts} c
        where c.status = 'active' group by 1),
      held as (select i.job_id, count(*)::int as n from ${interviews} i where i.status <> 'cancelled'
        and i.scheduled_at >= ${iso(scope.from)} and i.scheduled_at < ${iso(scope.until)} group by 1),
      hired as (select h.job_id, count(*)::int as n from (${hires(scope)}) h group by 1)
      select j.recruiter_id, u.full_name as recruiter_name,
        count(*) filter (where j.status = 'open')::int as open_jobs,
        coalesce(sum(a.n), 0)::int as active_applications,
        coalesce(sum(i.n), 0)::int as interviews,
        coalesce(sum(h.n), 0)::int as hires
      from chosen j left join ${users} u on u.id = j.recruiter_id
      left join active a on a.job_id = j.id left join held i on i.job_id = j.id left join hired h on h.job_id = j.id
      group by 1, 2
      order by active_applications desc, recruiter_name nulls last`,
  );
}

/** The job's own stages in order, for a report on one job. */
export async function selectJobStages(db: Tx, jobId: number) {
  return queryRows<{ key: string; label: string }>(
    db,
    sql`select key, label from ${workflowStages} where job_id = ${jobId} order by "order", id`,
  );
}
