import {
  type ApplicationListQuery,
  MATCH_SCORE_BAND_RANGES,
  type MatchScoreBand,
} from '@shortlist/contracts';
import { and, asc, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { queryJsonRows, queryRows, type Tx } from '../../db/client.ts';
import { inlined } from '../../db/page-bounds.ts';
import {
  applicationStageCounts,
  applicationStatusCounts,
  applications,
  candidates,
  jobs,
  workflowStages,
} from '../../db/schema/index.ts';
import {
  countSearch,
  peopleOnPage,
  type SearchMatches,
  searchCondition,
} from './applications-search.read-model.ts';

/*
 * The applications pages' read model (docs/decisions/008): applications with their candidates,
 * jobs and workflow stages, which other features own. Reads only.
 */

export type ApplicationFilters = ApplicationListQuery & { application_id?: number };

function listConditions(
  filters: ApplicationFilters,
  matches: SearchMatches | undefined,
  options: { withStatus: boolean; onPage?: number[] },
): SQL | undefined {
  return and(
    filters.application_id ? eq(applications.id, filters.application_id) : undefined,
    filters.job_id ? eq(applications.jobId, filters.job_id) : undefined,
    filters.candidate_id ? eq(applications.candidateId, filters.candidate_id) : undefined,
    options.withStatus && filters.status ? eq(applications.status, filters.status) : undefined,
    filters.stage_key ? eq(applications.stageKey, filters.stage_key) : undefined,
    filters.source ? eq(applications.source, filters.source) : undefined,
    filters.score ? inScoreBand(filters.score) : undefined,
    // plain ranges on applied_at, which its indexes serve (with the list's order)
    filters.applied_from ? gte(applications.appliedAt, dayStart(filters.applied_from)) : undefined,
    filters.applied_to ? appliedBy(filters.applied_to) : undefined,
    matches ? searchCondition(matches, options.onPage) : undefined,
  );
}

/** A band's scores as a range on match_score; an unscored application (null) is in none. */
function inScoreBand(band: MatchScoreBand): SQL | undefined {
  const { from, below } = MATCH_SCORE_BAND_RANGES[band];
  return and(
    from === undefined ? undefined : gte(applications.matchScore, from),
    below === undefined ? undefined : lt(applications.matchScore, below),
  );
}

/*
 * Applied days are UTC days (YYYY-MM-DD). The contract takes years 0000 to 9999, but a timestamp
 * sent to PostgreSQL is refused before year 1 or after 9999, so bounds stay within those years.
 */
const DAY_MS = 86_400_000;
const FIRST_INSTANT = Date.parse('0001-01-01T00:00:00Z');
const LAST_DAY = Date.parse('9999-12-31T00:00:00Z');

/** Where a day starts (no application is older than year 1). */
const dayStart = (day: string) => new Date(Math.max(Date.parse(day), FIRST_INSTANT));

/** Applied on `day` or before: before the next day starts, so the whole of `day` counts. */
function appliedBy(day: string): SQL | undefined {
  const next = Date.parse(day) + DAY_MS;
  // by the end of 9999-12-31, every application was
  if (next > LAST_DAY) return undefined;
  return lt(applications.appliedAt, new Date(Math.max(next, FIRST_INSTANT)));
}

/**
 * Applications with what the pages show: the candidate's name and first e-mail, the job's
 * title and department, and the stage's label and place in the job's workflow.
 */
/**
 * Scorecards are blind until one's own is in (issue 13): the viewer sits on a scheduled interview
 * of the application that someone has scored, without having submitted its scorecard (the rule of
 * the interview's scorecard sheet; kanban.read-model's blindedApplications is the same).
 */
const blindedFor = (viewerId: number) => sql<boolean>`exists (
  select 1 from interviews i
  join interview_interviewers ii on ii.interview_id = i.id and ii.user_id = ${viewerId}
  where i.application_id = a.id and i.status = 'scheduled'
    and not exists (select 1 from interview_scorecards s where s.interview_id = i.id and s.interviewer_id = ${viewerId})
    and exists (select 1 from interview_scorecards o where o.interview_id = i.id)
)`;

type ApplicationRow = typeof applications.$inferSelect;
type JobRow = typeof jobs.$inferSelect;

/** An application with what the pages show, as its statement gives it (timestamps as ISO text). */
export type ApplicationListRow = {
  id: number;
  candidate_id: number;
  job_id: number;
  status: ApplicationRow['status'];
  stage_key: string;
  stage_entered_at: string;
  owner_user_id: number | null;
  match_score: number | null;
  match_breakdown: ApplicationRow['matchBreakdown'];
  overall_quality_score: number | null;
  culture_fit_score: number | null;
  growth_potential_score: number | null;
  ai_summary: string;
  bias_flags: string[];
  tags: string[];
  source: ApplicationRow['source'];
  applied_at: string;
  created_at: string;
  updated_at: string;
  candidate_name: string;
  candidate_email: string | null;
  job_title: string;
  job_department: string;
  job_status: JobRow['status'];
  job_location: string;
  job_salary_min: number | null;
  job_salary_max: number | null;
  job_skills_required: string[];
  job_skills_nice: string[];
  job_created_by: number | null;
  job_hiring_team: JobRow['hiringTeam'];
  stage_label: string | null;
  stage_order: number | null;
  stage_count: number;
  blinded: boolean;
};

export async function listApplications(
  db: Tx,
  filters: ApplicationFilters,
  matches: SearchMatches | undefined,
  page: { limit: number; offset: number },
  viewerId: number,
): Promise<ApplicationListRow[]> {
  // The page's ids first, from applications alone (its indexes; with many people found, each
  // checked against its candidate), then the details of those rows only: a deep page walks ids,
  // not ids joined to jobs and stages.
  const pageIds = db
    .select({ id: applications.id })
    .from(applications)
    .where(
      listConditions(filters, matches, { withStatus: true, onPage: peopleOnPage(filters, matches, page) }),
    )
    .orderBy(desc(applications.appliedAt), desc(applications.id))
    .limit(inlined(page.limit))
    .offset(inlined(page.offset));
  // One JSON text (queryJsonRows): on PGlite, 26 rows of 35 columns took 2.9 ms as rows, 1.5 as text.
  return queryJsonRows<ApplicationListRow>(
    db,
    sql`
      select a.id, a.candidate_id, a.job_id, a.status, a.stage_key, a.stage_entered_at, a.owner_user_id,
             a.match_score, a.match_breakdown, a.overall_quality_score, a.culture_fit_score,
             a.growth_potential_score, a.ai_summary, a.bias_flags, a.tags, a.source, a.applied_at,
             a.created_at, a.updated_at,
             c.full_name as candidate_name, c.emails->>0 as candidate_email,
             j.title as job_title, j.department as job_department, j.status as job_status,
             j.location as job_location, j.salary_min as job_salary_min, j.salary_max as job_salary_max,
             j.skills_required as job_skills_required, j.skills_nice as job_skills_nice,
             j.created_by as job_created_by, j.hiring_team as job_hiring_team,
             w.label as stage_label, w."order" as stage_order,
             (select count(*) from ${workflowStages} ws where ws.job_id = a.job_id)::int as stage_count,
             ${blindedFor(viewerId)} as blinded
      from ${applications} a
      join ${candidates} c on c.id = a.candidate_id
      join ${jobs} j on j.id = a.job_id
      left join ${workflowStages} w on w.job_id = a.job_id and w.key = a.stage_key
      where a.id in (${pageIds})
      order by a.applied_at desc, a.id desc`,
  );
}

export type StatusCounters = {
  total: number;
  active: number;
  hired: number;
  rejected: number;
  withdrawn: number;
};

const NO_APPLICATIONS: StatusCounters = {
  total: 0,
  active: 0,
  hired: 0,
  rejected: 0,
  withdrawn: 0,
};

const countersOf = (counted: SQL, status: SQL) => ({
  total: sql<number>`coalesce(sum(${counted}), 0)::int`,
  active: sql<number>`coalesce(sum(${counted}) filter (where ${status} = 'active'), 0)::int`,
  hired: sql<number>`coalesce(sum(${counted}) filter (where ${status} = 'hired'), 0)::int`,
  rejected: sql<number>`coalesce(sum(${counted}) filter (where ${status} = 'rejected'), 0)::int`,
  withdrawn: sql<number>`coalesce(sum(${counted}) filter (where ${status} = 'withdrawn'), 0)::int`,
});

/**
 * The page's counters over the same filters but every status, in one statement (docs/decisions/019):
 * by job and stage from the maintained per-job counts, across every job from the maintained totals
 * — a few dozen rows either way — a search's from the maintained counts of what it found
 * (countSearch), and with any other filter (a candidate, a source, a score band, applied days)
 * from the matching applications themselves.
 */
export async function countByStatus(
  db: Tx,
  filters: ApplicationFilters,
  matches: SearchMatches | undefined,
): Promise<StatusCounters> {
  // The maintained counts know only jobs, stages and statuses (and, for a search, the people it
  // found). Every other filter — a candidate, an application, a source, a score band, applied
  // days, or one added later — is counted over its rows, so no fast path can leave it out.
  const { job_id, stage_key, search: _search, status: _status, ...rowFilters } = filters;
  const narrowsRows = Object.values(rowFilters).some((value) => value !== undefined);
  if (matches && !narrowsRows && !job_id && !stage_key) return countSearch(db, matches);
  const direct = matches || narrowsRows;
  const [row] = direct
    ? await db
        .select(countersOf(sql`1`, sql`${applications.status}`))
        .from(applications)
        .where(listConditions(filters, matches, { withStatus: false }))
    : filters.job_id
      ? await db
          .select(
            countersOf(sql`${applicationStageCounts.applications}`, sql`${applicationStageCounts.status}`),
          )
          .from(applicationStageCounts)
          .where(
            and(
              eq(applicationStageCounts.jobId, filters.job_id),
              filters.stage_key ? eq(applicationStageCounts.stageKey, filters.stage_key) : undefined,
            ),
          )
      : await db
          .select(
            countersOf(sql`${applicationStatusCounts.applications}`, sql`${applicationStatusCounts.status}`),
          )
          .from(applicationStatusCounts)
          .where(filters.stage_key ? eq(applicationStatusCounts.stageKey, filters.stage_key) : undefined);
  return row ?? NO_APPLICATIONS;
}

/** The job fields a match score reads (spec 01 §3). */
export async function selectMatchJobs(tx: Tx, jobIds: number[]) {
  if (jobIds.length === 0) return [];
  return tx
    .select({
      id: jobs.id,
      skillsRequired: jobs.skillsRequired,
      skillsNice: jobs.skillsNice,
      experienceLevel: jobs.experienceLevel,
      location: jobs.location,
      skillWeights: jobs.skillWeights,
    })
    .from(jobs)
    .where(inArray(jobs.id, jobIds));
}

export async function selectMatchCandidate(tx: Tx, candidateId: number) {
  const [row] = await tx
    .select({
      id: candidates.id,
      skills: candidates.skillsExtracted,
      yearsExperience: candidates.yearsExperience,
      location: candidates.location,
      city: candidates.city,
      country: candidates.country,
    })
    .from(candidates)
    .where(eq(candidates.id, candidateId));
  return row;
}

/** Stage keys that hold at least one application, labelled by their workflows, in workflow order. */
export async function selectStagesInUse(db: Tx) {
  return db
    .select({
      key: workflowStages.key,
      label: sql<string>`min(${workflowStages.label})`,
      order: sql<number>`min(${workflowStages.order})`,
    })
    .from(workflowStages)
    .where(
      sql`exists (select 1 from ${applications} a where a.job_id = ${workflowStages.jobId} and a.stage_key = ${workflowStages.key})`,
    )
    .groupBy(workflowStages.key)
    .orderBy(sql`min(${workflowStages.order})`, workflowStages.key);
}

/** Where a new application lands: the first stage of the job's workflow. */
export async function firstStageKey(tx: Tx, jobId: number): Promise<string | undefined> {
  const [row] = await tx
    .select({ key: workflowStages.key })
    .from(workflowStages)
    .where(eq(workflowStages.jobId, jobId))
    .orderBy(asc(workflowStages.order))
    .limit(1);
  return row?.key;
}

/**
 * A job's positions (the sum of its sectors'; a job without sectors has one), how many are
 * filled by hires, and how many applications are still active.
 */
export async function selectJobPositions(db: Tx, jobId: number) {
  // written out: drizzle leaves columns unqualified inside a subquery, so job_id = id would match itself
  const [row] = await queryRows<{
    job_id: number;
    job_status: string;
    positions: number;
    hired: number;
    remaining_active: number;
  }>(
    db,
    sql`
    select j.id as job_id, j.status as job_status,
           greatest(1, coalesce((select sum(s.positions) from job_sectors s where s.job_id = j.id), 0))::int as positions,
           (select count(*) from applications a where a.job_id = j.id and a.status = 'hired')::int as hired,
           (select count(*) from applications a where a.job_id = j.id and a.status = 'active')::int as remaining_active
      from jobs j where j.id = ${jobId}`,
  );
  return row;
}
