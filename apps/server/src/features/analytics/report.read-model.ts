import { type SQL, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import {
  applicationStageCounts,
  applications,
  interviews,
  jobSectors,
  jobs,
  offers,
  sectors,
  timelineEvents,
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

/** The range's applications to the chosen jobs, grouped (job, stage, status, source) once. */
function rangeApplications(scope: ReportScope): SQL {
  return sql`select a.job_id, a.stage_key, a.status, a.source, count(*)::int as n,
      count(iv.application_id)::int as interviewed, count(o.application_id)::int as offered
    from ${applications} a
    left join (select distinct application_id from ${interviews} where status <> 'cancelled') iv on iv.application_id = a.id
    left join (select distinct application_id from ${offers}) o on o.application_id = a.id
    where a.job_id in (${chosenJobs(scope)}) and a.applied_at >= ${iso(scope.from)} and a.applied_at < ${iso(scope.until)}
    group by 1, 2, 3, 4`;
}

export type FunnelRow = { stage_key: string; reached: number; current: number };

/**
 * How many of the range's applications reached each of `stageKeys` — their stage is it or one
 * ordered after it in their job's workflow, whatever their status — and how many are active at it.
 */
export async function selectFunnel(db: Tx, scope: ReportScope, stageKeys: string[]) {
  return queryRows<FunnelRow>(
    db,
    sql`with grouped as (${rangeApplications(scope)})
      select s.key as stage_key,
        coalesce(sum(g.n) filter (where cur."order" >= s."order"), 0)::int as reached,
        coalesce(sum(g.n) filter (where g.stage_key = s.key and g.status = 'active'), 0)::int as current
      from grouped g
      join ${workflowStages} cur on cur.job_id = g.job_id and cur.key = g.stage_key
      join ${workflowStages} s on s.job_id = g.job_id
        and s.key in (select jsonb_array_elements_text(${JSON.stringify(stageKeys)}::jsonb))
      group by s.key`,
  );
}

export type SourceRow = {
  source: string;
  applications: number;
  interviews: number;
  offers: number;
  hires: number;
};

export async function selectSources(db: Tx, scope: ReportScope) {
  return queryRows<SourceRow>(
    db,
    sql`with grouped as (${rangeApplications(scope)})
      select source, sum(n)::int as applications, sum(interviewed)::int as interviews, sum(offered)::int as offers,
        coalesce(sum(n) filter (where status = 'hired'), 0)::int as hires
      from grouped group by source`,
  );
}

/**
 * When each hired application of the chosen jobs was hired: its last move to hired on the timeline,
 * else (data from before the timeline) when it entered the stage it was hired at — not its last
 * edit, which a later note or tag would move.
 */
function hires(scope: ReportScope): SQL {
  return sql`select a.id, a.job_id, a.applied_at,
      coalesce((select max(t.created_at) from ${timelineEvents} t
        where t.application_id = a.id and t.metadata->>'toStatus' = 'hired'), a.stage_entered_at) as hired_at
    from ${applications} a where a.status = 'hired' and a.job_id in (${chosenJobs(scope)})`;
}

export type WeekRow = { week_start: string; applications: number; hires: number };

/** Monday-to-Sunday weeks (UTC) from the range's first Monday: applications arrived, hires made. */
export async function selectWeeks(db: Tx, scope: ReportScope) {
  return queryRows<WeekRow>(
    db,
    sql`with weeks as (
        select generate_series(date_trunc('week', ${iso(scope.from)}::timestamptz at time zone 'UTC'),
          ${iso(scope.until)}::timestamptz at time zone 'UTC' - interval '1 microsecond', interval '1 week') as week
      ),
      arrived as (
        select date_trunc('week', a.applied_at at time zone 'UTC') as week, count(*)::int as n from ${applications} a
        where a.job_id in (${chosenJobs(scope)}) and a.applied_at >= ${iso(scope.from)} and a.applied_at < ${iso(scope.until)}
        group by 1
      ),
      hired as (
        select date_trunc('week', h.hired_at at time zone 'UTC') as week, count(*)::int as n from (${hires(scope)}) h
        where h.hired_at >= ${iso(scope.from)} and h.hired_at < ${iso(scope.until)} group by 1
      )
      select to_char(w.week, 'YYYY-MM-DD') as week_start, coalesce(a.n, 0) as applications, coalesce(h.n, 0) as hires
      from weeks w left join arrived a on a.week = w.week left join hired h on h.week = w.week
      order by w.week`,
  );
}

export type DaysRow = {
  hires: number;
  median_days: number | null;
  p90_days: number | null;
  average_days: number | null;
};

/** Hires made in the range: days from the application to the hire. */
export async function selectTimeToHire(db: Tx, scope: ReportScope): Promise<DaysRow> {
  const [row] = await queryRows<DaysRow>(
    db,
    sql`with h as (
        select extract(epoch from (hired_at - applied_at)) / 86400 as days from (${hires(scope)}) x
        where hired_at >= ${iso(scope.from)} and hired_at < ${iso(scope.until)}
      )
      select count(*)::int as hires,
        (percentile_cont(0.5) within group (order by days))::float8 as median_days,
        (percentile_cont(0.9) within group (order by days))::float8 as p90_days,
        avg(days)::float8 as average_days
      from h`,
  );
  return row!;
}

export type StageStayRow = {
  stage_key: string;
  stays: number;
  median_days: number | null;
  p90_days: number | null;
};

/**
 * Stays in a stage that ended in the range (a move out of it on the timeline): from entering it —
 * the application's move before, or its arrival for its job's first stage — to leaving it. A stay
 * whose start nothing records (data from before the timeline) is left out.
 */
export async function selectTimeInStage(db: Tx, scope: ReportScope) {
  return queryRows<StageStayRow>(
    db,
    sql`with moves as (
        select t.application_id, t.metadata->>'fromStage' as stage_key, t.created_at as left_at,
          lag(t.created_at) over (partition by t.application_id order by t.created_at, t.id) as entered_at
        from ${timelineEvents} t
        where t.type = 'status_change' and t.metadata ? 'fromStage' and t.application_id is not null
          and t.job_id in (${chosenJobs(scope)})
      ),
      stays as (
        select m.stage_key, extract(epoch from (m.left_at - coalesce(m.entered_at,
            -- no move before: the application began in its job's first stage, so only that stay is known
            case when m.stage_key = (select s.key from ${workflowStages} s where s.job_id = a.job_id
              order by s."order", s.id limit 1) then a.applied_at end))) / 86400 as days
        from moves m join ${applications} a on a.id = m.application_id
        where m.left_at >= ${iso(scope.from)} and m.left_at < ${iso(scope.until)}
      )
      select stage_key, count(*)::int as stays,
        (percentile_cont(0.5) within group (order by days))::float8 as median_days,
        (percentile_cont(0.9) within group (order by days))::float8 as p90_days
      from stays where days is not null group by stage_key`,
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
      hired as (select h.job_id, count(*)::int as n from (${hires(scope)}) h
        where h.hired_at >= ${iso(scope.from)} and h.hired_at < ${iso(scope.until)} group by 1)
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
