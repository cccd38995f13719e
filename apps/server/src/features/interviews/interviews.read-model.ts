import type { InterviewListQuery } from '@shortlist/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';

/*
 * Reads of the interviews tables joined with the applications, candidates, jobs and users tables
 * that other features own (docs/decisions/008): names for lists, facts for invitations. Reads only.
 */

export type InterviewRow = {
  id: number;
  application_id: number;
  candidate_id: number;
  job_id: number;
  interview_type: string;
  scheduled_at: Date | string;
  duration_minutes: number;
  time_zone: string;
  location: string;
  meeting_url: string | null;
  notes: string;
  status: string;
  uid: string;
  sequence: number;
  organizer_id: number | null;
  organizer_name: string | null;
  organizer_email: string | null;
  cancel_reason: string;
  cancelled_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  candidate_name: string;
  candidate_email: string | null;
  job_title: string;
  job_created_by: number | null;
  job_hiring_team: { email: string; role: string }[];
};

export type InterviewerRow = { interview_id: number; id: number; full_name: string; email: string };

const SELECT_INTERVIEW = sql`
  select i.id, i.application_id, i.candidate_id, i.job_id, i.interview_type, i.scheduled_at,
         i.duration_minutes, i.time_zone, i.location, i.meeting_url, i.notes, i.status, i.uid, i.sequence,
         i.organizer_id, o.full_name as organizer_name, o.email as organizer_email,
         i.cancel_reason, i.cancelled_at, i.created_at, i.updated_at,
         c.full_name as candidate_name, c.emails->>0 as candidate_email,
         j.title as job_title, j.created_by as job_created_by, j.hiring_team as job_hiring_team
  from interviews i
  join candidates c on c.id = i.candidate_id
  join jobs j on j.id = i.job_id
  left join users o on o.id = i.organizer_id`;

type Filters = Omit<InterviewListQuery, 'page' | 'page_size'>;

function listWhere(filters: Filters): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filters.candidate_id) conditions.push(sql`i.candidate_id = ${filters.candidate_id}`);
  if (filters.application_id) conditions.push(sql`i.application_id = ${filters.application_id}`);
  if (filters.job_id) conditions.push(sql`i.job_id = ${filters.job_id}`);
  if (filters.status) conditions.push(sql`i.status = ${filters.status}`);
  if (filters.from) conditions.push(sql`i.scheduled_at >= ${filters.from}::timestamptz`);
  if (filters.to) conditions.push(sql`i.scheduled_at < ${filters.to}::timestamptz`);
  if (filters.interviewer)
    conditions.push(
      sql`exists (select 1 from interview_interviewers ii where ii.interview_id = i.id and ii.user_id = ${filters.interviewer})`,
    );
  return sql.join(conditions, sql` and `);
}

export async function countInterviews(db: Tx, filters: Filters): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from interviews i where ${listWhere(filters)}`,
  );
  return row?.total ?? 0;
}

/** Soonest first; cancelled ones after the rest at the same time. */
export async function selectInterviews(
  db: Tx,
  filters: Filters,
  page: { limit: number; offset: number },
): Promise<InterviewRow[]> {
  return queryRows<InterviewRow>(
    db,
    sql`${SELECT_INTERVIEW} where ${listWhere(filters)}
        order by i.scheduled_at asc, i.id asc limit ${page.limit} offset ${page.offset}`,
  );
}

export async function selectInterview(db: Tx, id: number): Promise<InterviewRow | undefined> {
  const [row] = await queryRows<InterviewRow>(db, sql`${SELECT_INTERVIEW} where i.id = ${id}`);
  return row;
}

/** The panels of the given interviews, by name. */
export async function selectInterviewers(db: Tx, interviewIds: number[]): Promise<InterviewerRow[]> {
  if (interviewIds.length === 0) return [];
  return queryRows<InterviewerRow>(
    db,
    sql`
    select ii.interview_id, u.id, u.full_name, u.email
    from interview_interviewers ii join users u on u.id = ii.user_id
    where ii.interview_id in (${sql.join(
      interviewIds.map((id) => sql`${id}`),
      sql`, `,
    )})
    order by u.full_name, u.id`,
  );
}

/** The active users among the given ids: who may sit on a panel. */
export async function selectActiveUsers(db: Tx, ids: number[]) {
  if (ids.length === 0) return [];
  return queryRows<{ id: number; full_name: string; email: string }>(
    db,
    sql`select u.id, u.full_name, u.email from users u
        where u.is_active and u.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
}

export type SchedulingFacts = {
  application_id: number;
  status: string;
  candidate_id: number;
  candidate_name: string;
  candidate_email: string | null;
  job_id: number;
  job_title: string;
  job_created_by: number | null;
  job_hiring_team: { email: string; role: string }[];
  assessment_strategy: Record<string, unknown> | null;
};

/** What scheduling an interview for an application needs to know. */
export async function selectSchedulingFacts(db: Tx, applicationId: number) {
  const [row] = await queryRows<SchedulingFacts>(
    db,
    sql`
    select a.id as application_id, a.status, a.candidate_id, c.full_name as candidate_name,
           c.emails->>0 as candidate_email, a.job_id, j.title as job_title, j.created_by as job_created_by,
           j.hiring_team as job_hiring_team, j.assessment_strategy
    from applications a
    join candidates c on c.id = a.candidate_id
    join jobs j on j.id = a.job_id
    where a.id = ${applicationId}`,
  );
  return row;
}

/**
 * Interviews (still scheduled) that any of these people sit on and that overlap [start, end):
 * a double booking to warn about.
 */
export async function selectConflicts(
  db: Tx,
  input: { userIds: number[]; start: Date; end: Date; excludeId?: number },
) {
  if (input.userIds.length === 0) return [];
  return queryRows<{
    interviewer_id: number;
    interviewer_name: string;
    interview_id: number;
    scheduled_at: Date | string;
    duration_minutes: number;
  }>(
    db,
    sql`
    select ii.user_id as interviewer_id, u.full_name as interviewer_name, i.id as interview_id,
           i.scheduled_at, i.duration_minutes
    from interview_interviewers ii
    join interviews i on i.id = ii.interview_id
    join users u on u.id = ii.user_id
    where ii.user_id in (${sql.join(
      input.userIds.map((id) => sql`${id}`),
      sql`, `,
    )})
      and i.status = 'scheduled'
      and i.scheduled_at < ${input.end.toISOString()}::timestamptz
      and i.scheduled_at + make_interval(mins => i.duration_minutes) > ${input.start.toISOString()}::timestamptz
      ${input.excludeId ? sql`and i.id <> ${input.excludeId}` : sql``}
    order by i.scheduled_at, u.full_name`,
  );
}

export type ScorecardRow = {
  id: number;
  interview_id: number;
  application_id: number;
  interviewer_id: number;
  interviewer_name: string;
  interviewer_email: string;
  competency_ratings: { name: string; weight: number; rating: number }[];
  mantra_ratings: { key: string; rating: number }[];
  notes: string;
  recommendation: string;
  quality_score: number;
  submitted_at: Date | string;
};

export async function selectScorecards(db: Tx, interviewId: number): Promise<ScorecardRow[]> {
  return queryRows<ScorecardRow>(
    db,
    sql`
    select s.id, s.interview_id, s.application_id, s.interviewer_id, u.full_name as interviewer_name,
           u.email as interviewer_email, s.competency_ratings, s.mantra_ratings, s.notes, s.recommendation,
           s.quality_score, s.submitted_at
    from interview_scorecards s join users u on u.id = s.interviewer_id
    where s.interview_id = ${interviewId}
    order by s.submitted_at, s.id`,
  );
}

/** The job's framework an interview is assessed against. */
export async function selectFramework(db: Tx, jobId: number) {
  const [row] = await queryRows<{
    targets_competencies: { name: string; weight: number; description: string }[];
    cultural_mantras_criteria: Record<string, { description?: string }> | null;
  }>(db, sql`select j.targets_competencies, j.cultural_mantras_criteria from jobs j where j.id = ${jobId}`);
  return row;
}

/** The mean quality score of an application's scorecards (null when it has none). */
export async function selectMeanQuality(db: Tx, applicationId: number): Promise<number | null> {
  const [row] = await queryRows<{ mean: number | null }>(
    db,
    sql`select avg(s.quality_score)::float8 as mean from interview_scorecards s where s.application_id = ${applicationId}`,
  );
  return row?.mean ?? null;
}

/**
 * The people of an application's job who have accounts: hiring team rows matched by address (in
 * the team's order), then the job's recruiter (`job_recruiter`: a team row may say `recruiter`) and
 * its author.
 */
export async function selectJobPeople(db: Tx, applicationId: number) {
  return queryRows<{ id: number; full_name: string; job_role: string; rank: number }>(
    db,
    sql`
    with job as (
      select j.* from applications a join jobs j on j.id = a.job_id where a.id = ${applicationId}
    ),
    people as (
      select u.id, u.full_name, member.value->>'role' as job_role, member.ordinality as rank
      from job, jsonb_array_elements(job.hiring_team) with ordinality as member(value, ordinality)
      join users u on lower(u.email) = lower(trim(member.value->>'email'))
      where u.is_active
      union all
      select u.id, u.full_name, 'job_recruiter', 1000 from job join users u on u.id = job.recruiter_id where u.is_active
      union all
      select u.id, u.full_name, 'owner', 1001 from job join users u on u.id = job.created_by where u.is_active
    )
    select distinct on (id) id, full_name, job_role, rank from people order by id, rank`,
  );
}
