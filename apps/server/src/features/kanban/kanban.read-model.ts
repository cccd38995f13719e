import type { KanbanSort } from '@shortlist/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { queryJsonRows, queryRows, type Tx } from '../../db/client.ts';
import { intArray } from '../../db/sql-lists.ts';

/*
 * The board's read model (docs/decisions/008): cards and per-stage numbers read from the
 * applications, candidates, jobs and timeline tables, which other features own. Reads only.
 */

/** Applications that sit on a board: rejected and withdrawn ones leave it (docs/decisions/005). */
const ON_BOARD = sql`a.status not in ('rejected', 'withdrawn')`;

const SORT_ORDER: Record<KanbanSort, ReturnType<typeof sql>> = {
  match_score: sql`a.match_score desc nulls last, a.id`,
  most_recent: sql`a.applied_at desc, a.id desc`,
  name: sql`c.full_name asc, a.id`,
  longest_in_stage: sql`a.stage_entered_at asc, a.id`,
};

export type CardRow = {
  id: number;
  candidate_id: number;
  job_id: number;
  stage_key: string;
  status: string;
  source: string;
  match_score: number | null;
  overall_quality_score: number | null;
  ai_summary: string;
  bias_flags: string[];
  tags: string[];
  culture_fit_score: number | null;
  growth_potential_score: number | null;
  applied_at: Date | string;
  stage_entered_at: Date | string;
  created_at: Date | string;
  full_name: string;
  primary_email: string | null;
  phone: string | null;
  years_experience: number | null;
  current_company: string;
  location: string;
  skills_extracted: string[];
  skills_required: string[];
  timeline_count: number;
  last_title: string | null;
  last_at: Date | string | null;
  interview_count: number;
  next_interview_type: string | null;
  next_interview_at: Date | string | null;
  last_interview_score: number | null;
  last_interview_leaning: number | null;
  /** The viewer sits on an interview of it and has not submitted their scorecard yet. */
  blinded: boolean;
};

/**
 * Applications whose panel verdicts are blind to the viewer: scorecards are blind until one's own
 * is in (issue 13), so a viewer on a scheduled interview that someone has scored, who has not sent
 * their own scorecard, sees no verdict — the card shows nothing the interview's scorecard sheet
 * hides. An interview nobody has scored yet (next week's) hides nothing. `scope` narrows the
 * interviews read; no viewer, none.
 */
function blindedApplications(viewerId: number | null, scope: SQL): SQL {
  if (viewerId === null) return sql`select null::int as application_id where false`;
  // The scoped interviews first, fenced (offset 0) so their index serves them: joined as one
  // query, the planner walked every interview by id to merge with the viewer's few panels
  // (1 ms of a cached board's 1.3 at 5,000 interviews; 0.15 ms fenced).
  return sql`
    select distinct i.application_id
    from (select i.id, i.application_id from interviews i where ${scope} and i.status = 'scheduled' offset 0) i
    where exists (select 1 from interview_interviewers ii where ii.interview_id = i.id and ii.user_id = ${viewerId})
      and exists (select 1 from interview_scorecards s where s.interview_id = i.id)
      and not exists (
        select 1 from interview_scorecards s where s.interview_id = i.id and s.interviewer_id = ${viewerId}
      )`;
}

type CardFilter =
  | {
      jobId: number;
      /** only this stage's cards */
      stageKey?: string;
      /** only these stages' cards, as an SQL array of stage keys (selectBoardParts: those changed) */
      stages?: SQL;
      perStage: { limit: number; offset: number };
      sort: KanbanSort;
    }
  /** these applications, of `ofJob` if known (its interviews are then read through the job's index) */
  | { applicationIds: number[]; ofJob?: number };

/**
 * Each application's (`a`) candidate as `c`, looked up by its key: a board ordered by name reads
 * its own few hundred candidates. Joined plainly, the planner could read every candidate and hash
 * them against the board (when the search matched names here, "%ad%" did: 40 ms, where 1,000
 * look-ups take 1). The fence (offset 0) keeps the subquery from being flattened back into a join.
 */
const candidateOfEach = sql`cross join lateral (
  select c.full_name from candidates c where c.id = a.candidate_id offset 0
) c`;

function stageCondition(filter: { stageKey?: string; stages?: SQL }): SQL {
  if (filter.stageKey !== undefined) return sql`and a.stage_key = ${filter.stageKey}`;
  if (filter.stages !== undefined) return sql`and a.stage_key = any(${filter.stages})`;
  return sql``;
}

/**
 * Cards with everything a card shows: the first `limit` of every stage in the configured order (a
 * window over stage_key), or the given applications. A query, run by selectCards and selectBoardParts.
 */
function cardsQuery(
  filter: CardFilter,
  now: Date,
  /** null: no viewer's blinding (the board's shared part; docs/decisions/020) */
  viewerId: number | null,
): SQL {
  const at = now.toISOString();
  const byJob = 'jobId' in filter;
  const where = byJob
    ? sql`a.job_id = ${filter.jobId} and ${ON_BOARD} ${stageCondition(filter)}`
    : sql`a.id = any(${intArray(filter.applicationIds)})`;
  const order = byJob ? SORT_ORDER[filter.sort] : sql`a.id`;
  const needsCandidate = byJob && filter.sort === 'name';
  // a board's interviews through the job's index (an interview keeps its application's job), not
  // every interview hashed against the shown cards
  const jobOf = byJob ? filter.jobId : filter.ofJob;
  const jobInterviews = jobOf === undefined ? sql`` : sql`and i.job_id = ${jobOf}`;
  const window = byJob
    ? sql`where ranked.rn > ${filter.perStage.offset} and ranked.rn <= ${filter.perStage.offset + filter.perStage.limit}`
    : sql``;
  // Rank first on the narrow join, then fetch details (timeline count, last event) only for the
  // cards that will be shown: a 1,000-application board reads details for ~225 rows, not 1,000.
  return sql`
    with ranked as (
      select a.id, row_number() over (partition by a.stage_key order by ${order}) as rn
      from applications a
      ${needsCandidate ? candidateOfEach : sql``}
      where ${where}
    ),
    shown as (select * from ranked ${window}),
    activity as (
      select distinct on (t.application_id) t.application_id, t.title, t.created_at,
             count(*) over (partition by t.application_id)::int as events
      from timeline_events t
      where t.application_id in (select id from shown)
      order by t.application_id, t.created_at desc, t.id desc
    ),
    interview_facts as (
      select distinct on (i.application_id) i.application_id,
             count(*) over (partition by i.application_id)::int as interviews,
             case when i.scheduled_at > ${at}::timestamptz then i.interview_type end as next_type,
             case when i.scheduled_at > ${at}::timestamptz then i.scheduled_at end as next_at
      from interviews i
      where i.application_id in (select id from shown) and i.status = 'scheduled' ${jobInterviews}
      -- the soonest still to come, else any (its count is what matters)
      order by i.application_id, (i.scheduled_at > ${at}::timestamptz) desc, i.scheduled_at
    ),
    -- the latest interview with scorecards: its mean quality and where its panel leans
    last_scored as (
      select distinct on (i.application_id) i.application_id, i.id as interview_id
      from interviews i
      where i.application_id in (select id from shown) ${jobInterviews}
        and exists (select 1 from interview_scorecards s where s.interview_id = i.id)
      order by i.application_id, i.scheduled_at desc, i.id desc
    ),
    verdict as (
      select ls.application_id, avg(s.quality_score)::float8 as score,
             avg(case s.recommendation when 'strong_yes' then 2 when 'yes' then 1 when 'no' then -1 else -2 end)::float8 as leaning
      from last_scored ls join interview_scorecards s on s.interview_id = ls.interview_id
      group by ls.application_id
    ),
    blinded as (${blindedApplications(viewerId, sql`i.application_id in (select id from last_scored) ${jobInterviews}`)})
    select a.id, a.candidate_id, a.job_id, a.stage_key, a.status, a.source, a.match_score,
           a.overall_quality_score, a.ai_summary, a.bias_flags, a.tags, a.stage_entered_at, a.created_at,
           a.culture_fit_score, a.growth_potential_score, a.applied_at,
           c.full_name, c.emails->>0 as primary_email, c.phones->>0 as phone, c.years_experience,
           c.current_company, c.location, c.skills_extracted, j.skills_required,
           coalesce(activity.events, 0) as timeline_count,
           activity.title as last_title, activity.created_at as last_at,
           coalesce(interview_facts.interviews, 0) as interview_count,
           interview_facts.next_type as next_interview_type, interview_facts.next_at as next_interview_at,
           verdict.score as last_interview_score, verdict.leaning as last_interview_leaning,
           (blinded.application_id is not null) as blinded
    from shown ranked
    join applications a on a.id = ranked.id
    join candidates c on c.id = a.candidate_id
    join jobs j on j.id = a.job_id
    left join activity on activity.application_id = a.id
    left join interview_facts on interview_facts.application_id = a.id
    left join verdict on verdict.application_id = a.id
    left join blinded on blinded.application_id = a.id
    order by a.stage_key, ranked.rn`;
}

/** The job's board number (board_versions, migration 0024), as a subquery: null before its first change. */
export const boardNumberOf = (jobId: SQL | number): SQL =>
  sql`(select v.version from board_versions v where v.job_id = ${jobId})`;

/**
 * A job's board at its board number: every card's application and candidate, by stage in the board's
 * order (the stages' keys in order, then `sort`), as the board's search walks them (board-search.ts).
 * The number is read in the same statement, so the cards are as they were at that number.
 */
export async function selectBoardRoster(db: Tx, jobId: number, sort: KanbanSort) {
  const [row] = await queryRows<{ version: string | number | null; cards: string | null }>(
    db,
    sql`
    select ${boardNumberOf(jobId)} as version,
      (select json_agg(json_build_array(a.id, a.candidate_id, a.stage_key) order by a.stage_key, ${SORT_ORDER[sort]})::text
       from applications a ${sort === 'name' ? candidateOfEach : sql``}
       where a.job_id = ${jobId} and ${ON_BOARD}) as cards`,
  );
  return {
    version: Number(row?.version ?? 0),
    cards: row?.cards
      ? (JSON.parse(row.cards) as [applicationId: number, candidateId: number, stageKey: string][])
      : [],
  };
}

/**
 * Cards (cardsQuery) in one statement. They come back as one JSON text (queryJsonRows): 165 of
 * them are 5,000 values.
 */
export async function selectCards(
  db: Tx,
  filter: CardFilter,
  now: Date,
  viewerId: number | null,
): Promise<CardRow[]> {
  return queryJsonRows<CardRow>(db, cardsQuery(filter, now, viewerId));
}

export type StageStatsRow = {
  stage_key: string;
  count: number;
  average_days: number;
  stale_count: number;
  high_priority: number;
  scored: number;
  score_sum: number;
};

/**
 * Per stage: count, average whole days in stage, stale (≥ staleDays) and high-priority counts;
 * of the given stages only (an SQL array of stage keys), or of every stage.
 */
function stageStatsQuery(jobId: number, now: Date, staleDays: number, stages?: SQL): SQL {
  const at = now.toISOString();
  return sql`
    select a.stage_key,
           count(*)::int as count,
           coalesce(avg(floor(extract(epoch from (${at}::timestamptz - a.stage_entered_at)) / 86400)), 0)::float8 as average_days,
           (count(*) filter (where a.stage_entered_at <= ${at}::timestamptz - make_interval(days => ${staleDays})))::int as stale_count,
           (count(*) filter (where a.match_score >= 80))::int as high_priority,
           (count(a.match_score))::int as scored,
           coalesce(sum(a.match_score), 0)::int as score_sum
    from applications a
    where a.job_id = ${jobId} and ${ON_BOARD} ${stageCondition({ stages })}
    group by a.stage_key`;
}

export async function selectStageStats(db: Tx, jobId: number, now: Date, staleDays: number) {
  return queryRows<StageStatsRow>(db, stageStatsQuery(jobId, now, staleDays));
}

/** Interviews still to come for the applications on a job's board (the board's metric). */
const upcomingInterviewsQuery = (jobId: number, now: Date): SQL => sql`
    select count(*)::int as upcoming
    from interviews i
    join applications a on a.id = i.application_id
    where i.job_id = ${jobId} and i.status = 'scheduled' and i.scheduled_at > ${now.toISOString()}::timestamptz
      and ${ON_BOARD}`;

export type StageTagRow = { stage_key: string; tag: string; uses: number };

/** How many of each stage's cards carry each tag; of the given stages only, or of every stage. */
const stageTagsQuery = (jobId: number, stages?: SQL): SQL => sql`
    select a.stage_key, tag, count(*)::int as uses
    from applications a, jsonb_array_elements_text(a.tags) as tag
    where a.job_id = ${jobId} and ${ON_BOARD} ${stageCondition({ stages })}
    group by a.stage_key, tag`;

/** Whether a job's whole board (its settings, stages or job) changed since board number `since`. */
const layoutChangedSince = (jobId: number, since: number): SQL =>
  sql`exists (select 1 from board_versions v where v.job_id = ${jobId} and v.layout_version > ${since})`;

/**
 * The stages of a job whose cards may have changed since its board number was `since`: all of
 * them if the whole board has changed since (docs/decisions/033), as an SQL array of stage keys.
 */
const stagesChangedSince = (jobId: number, since: number): SQL => sql`array(
    select w.key from workflow_stages w
    where w.job_id = ${jobId} and (
      ${layoutChangedSince(jobId, since)}
      or exists (select 1 from board_stage_versions s
                 where s.job_id = ${jobId} and s.stage_key = w.key and s.version > ${since})))`;

export type BoardParts = {
  /** The board's settings, stages or job changed since `since` (always, with no `since`). */
  layout_changed: boolean;
  /** The stages whose cards and numbers were read; null: every stage. */
  rebuilt: string[] | null;
  cards: CardRow[];
  stats: StageStatsRow[];
  tags: StageTagRow[];
  upcoming: number;
};

/**
 * What the board every viewer sees reads from the database, in one statement (docs/decisions/020,
 * 033): of each stage changed since the board of number `since` (every stage when null), its
 * first `limit` cards, its numbers and its tags; and the board's interviews to come. A stage's
 * numbers change only with its cards, which raise its number: those of the others are the board's
 * before.
 */
export async function selectBoardParts(
  db: Tx,
  options: { jobId: number; sort: KanbanSort; limit: number; staleDays: number; since: number | null },
  now: Date,
): Promise<BoardParts> {
  const { jobId, since } = options;
  const stages = since === null ? undefined : stagesChangedSince(jobId, since);
  const cards = cardsQuery(
    { jobId, stages, sort: options.sort, perStage: { limit: options.limit, offset: 0 } },
    now,
    null,
  );
  const [row] = await queryRows<{ parts: string }>(
    db,
    sql`select json_build_object(
      'layout_changed', ${since === null ? sql`true` : layoutChangedSince(jobId, since)},
      'rebuilt', ${stages ?? sql`null`},
      'cards', (select coalesce(json_agg(found), '[]') from (${cards}) found),
      'stats', (select coalesce(json_agg(found), '[]') from (${stageStatsQuery(jobId, now, options.staleDays, stages)}) found),
      'tags', (select coalesce(json_agg(found), '[]') from (${stageTagsQuery(jobId, stages)}) found),
      'upcoming', (${upcomingInterviewsQuery(jobId, now)})
    )::text as parts`,
  );
  return JSON.parse(row!.parts) as BoardParts;
}

export async function selectScoreBuckets(db: Tx, jobId: number) {
  return queryRows<{ bucket: string; count: number }>(
    db,
    sql`
    select case
             when a.match_score is null then 'unscored'
             when a.match_score >= 90 then '90-100'
             when a.match_score >= 80 then '80-89'
             when a.match_score >= 70 then '70-79'
             when a.match_score >= 60 then '60-69'
             else '0-59'
           end as bucket,
           count(*)::int as count
    from applications a
    where a.job_id = ${jobId} and ${ON_BOARD}
    group by 1`,
  );
}

export type BoardStanding = {
  id: number;
  title: string;
  createdBy: number | null;
  hiringTeam: { email: string; role: string }[];
  /** The job's board number (board_versions, migration 0024): raised by every change the board shows. */
  version: number;
  /** Applications whose verdicts are blind to the viewer (`blindedApplications`). */
  blinded: number[];
};

/**
 * What a board request reads before anything else, in one statement: the job as access checks
 * need it, its board number, and which of its cards' verdicts the viewer may not see yet.
 */
export async function selectBoardStanding(
  db: Tx,
  jobId: number,
  viewerId: number,
): Promise<BoardStanding | undefined> {
  const [row] = await queryRows<{
    id: number;
    title: string;
    created_by: number | null;
    hiring_team: { email: string; role: string }[];
    version: string | number | null;
    blinded: number[];
  }>(
    db,
    sql`
    select j.id, j.title, j.created_by, j.hiring_team, v.version,
           array(${blindedApplications(viewerId, sql`i.job_id = ${jobId}`)}) as blinded
    from jobs j
    left join board_versions v on v.job_id = j.id
    where j.id = ${jobId}`,
  );
  if (!row) return undefined;
  return {
    id: row.id,
    title: row.title,
    createdBy: row.created_by,
    hiringTeam: row.hiring_team,
    version: Number(row.version ?? 0),
    blinded: row.blinded,
  };
}
