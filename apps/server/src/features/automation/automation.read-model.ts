import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import { applications, candidates, jobs, users, workflowStages } from '../../db/schema/index.ts';
import { intList, textList } from '../../db/sql-lists.ts';

/*
 * What automation reads of applications, candidates, jobs, stages and users, which other
 * features own (docs/decisions/008). Reads only.
 */

export type ApplicationState = {
  id: number;
  jobId: number;
  candidateId: number;
  status: string;
  stageKey: string;
  stageEnteredAt: Date;
  matchScore: number | null;
  source: string;
  candidateName: string;
  jobTitle: string;
};

export async function selectApplicationState(
  tx: Tx,
  applicationId: number,
): Promise<ApplicationState | undefined> {
  const [row] = await tx
    .select({
      id: applications.id,
      jobId: applications.jobId,
      candidateId: applications.candidateId,
      status: applications.status,
      stageKey: applications.stageKey,
      stageEnteredAt: applications.stageEnteredAt,
      matchScore: applications.matchScore,
      source: applications.source,
      candidateName: candidates.fullName,
      jobTitle: jobs.title,
    })
    .from(applications)
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.id, applicationId));
  return row;
}

/** A candidate's active applications (a document upload sets off the rules of each). */
export async function selectActiveApplicationIdsOf(tx: Tx, candidateId: number) {
  const rows = await tx
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.candidateId, candidateId), eq(applications.status, 'active')));
  return rows.map((row) => row.id);
}

/** A job's workflow stages in order. */
export async function selectJobStages(tx: Tx, jobId: number) {
  return tx
    .select({ key: workflowStages.key, label: workflowStages.label })
    .from(workflowStages)
    .where(eq(workflowStages.jobId, jobId))
    .orderBy(asc(workflowStages.order), asc(workflowStages.id));
}

/** Every job's stage keys, for rules that cover many jobs (the sweep, a dry run). */
export async function selectStageKeysByJob(tx: Tx, jobIds?: number[]) {
  const rows = await tx
    .select({ jobId: workflowStages.jobId, key: workflowStages.key })
    .from(workflowStages)
    .where(jobIds ? inArray(workflowStages.jobId, jobIds) : undefined);
  const byJob = new Map<number, string[]>();
  for (const row of rows) byJob.set(row.jobId, [...(byJob.get(row.jobId) ?? []), row.key]);
  return byJob;
}

export async function selectJobForRules(tx: Tx, jobId: number) {
  const [row] = await tx
    .select({
      id: jobs.id,
      title: jobs.title,
      createdBy: jobs.createdBy,
      hiringTeam: jobs.hiringTeam,
      recruiterId: jobs.recruiterId,
      settings: jobs.settings,
    })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  return row;
}

export async function selectJobTitles(tx: Tx, jobIds: number[]) {
  if (jobIds.length === 0) return new Map<number, string>();
  const rows = await tx.select({ id: jobs.id, title: jobs.title }).from(jobs).where(inArray(jobs.id, jobIds));
  return new Map(rows.map((row) => [row.id, row.title]));
}

/** Active users by e-mail (a job's hiring team names people by address). */
export async function selectActiveUserIdsByEmail(tx: Tx, emails: string[]) {
  if (emails.length === 0) return [];
  const rows = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.isActive, true),
        inArray(
          sql`lower(${users.email})`,
          emails.map((e) => e.toLowerCase()),
        ),
      ),
    );
  return rows;
}

export async function selectActiveUser(tx: Tx, id: number) {
  const [row] = await tx
    .select({ id: users.id, name: users.fullName })
    .from(users)
    .where(and(eq(users.id, id), eq(users.isActive, true)));
  return row;
}

export async function selectUserNames(tx: Tx, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await tx
    .select({ id: users.id, name: users.fullName })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function selectCandidateNames(tx: Tx, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await tx
    .select({ id: candidates.id, name: candidates.fullName })
    .from(candidates)
    .where(inArray(candidates.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Jobs that have none of their setting rules yet (a database from before issue 14, the demo seed). */
export async function selectJobsWithoutSettingRules(tx: Tx) {
  return queryRows<{ id: number; settings: Record<string, boolean> }>(
    tx,
    sql`select j.id, j.settings from jobs j
         where not exists (select 1 from automation_rules r where r.job_id = j.id and r.job_setting is not null)`,
  );
}

export type SweepCandidate = {
  id: number;
  job_id: number;
  candidate_id: number;
  stage_key: string;
  stage_entered_at: Date;
  hours_in_stage: number;
  dedupe_key: string;
};

/**
 * The time-based sweep (issue 14): active applications of the rule's jobs in one of `stageKeys`
 * whose time in the stage is inside [minHours, maxHours], and that this rule has not fired for
 * during this stay (the dedupe key names the stay by its entry time). Set-based: one statement
 * however many applications there are.
 */
export async function selectSweepCandidates(
  tx: Tx,
  rule: { id: number; jobId: number | null },
  window: { stageKeys: string[]; minHours: number; maxHours: number | null; now: Date },
) {
  const now = window.now.toISOString();
  return queryRows<SweepCandidate>(
    tx,
    sql`select a.id, a.job_id, a.candidate_id, a.stage_key, a.stage_entered_at,
               (extract(epoch from (${now}::timestamptz - a.stage_entered_at)) / 3600.0)::float8 as hours_in_stage,
               k.dedupe_key
          from applications a
          cross join lateral (
            select 't:' || ${rule.id}::text || ':' || a.id::text || ':' ||
                   floor(extract(epoch from a.stage_entered_at) * 1000)::bigint::text as dedupe_key) k
         where a.status = 'active'
           and a.stage_key in ${textList(window.stageKeys)}
           ${rule.jobId === null ? sql`` : sql`and a.job_id = ${rule.jobId}`}
           and a.stage_entered_at <= ${now}::timestamptz - make_interval(secs => ${window.minHours * 3600})
           ${window.maxHours === null ? sql`` : sql`and a.stage_entered_at >= ${now}::timestamptz - make_interval(secs => ${window.maxHours * 3600})`}
           and not exists (select 1 from automation_runs r where r.dedupe_key = k.dedupe_key)
         order by a.id
         limit 5000`,
  );
}

export type DryRunRow = {
  application_id: number;
  candidate_id: number;
  candidate_name: string;
  job_id: number;
  job_title: string;
  stage_key: string;
  match_score: number | null;
  source: string;
  stage_entered_at: Date;
};

/** Today's active applications of a rule's scope, narrowed by what SQL can check cheaply. */
export async function selectActiveApplications(
  tx: Tx,
  filters: {
    jobIds: number[] | null;
    stageKeys?: string[];
    sources?: string[];
    minScore?: number;
    maxScore?: number;
  },
) {
  return queryRows<DryRunRow>(
    tx,
    sql`select a.id as application_id, a.candidate_id, c.full_name as candidate_name, a.job_id,
               j.title as job_title, a.stage_key, a.match_score, a.source, a.stage_entered_at
          from applications a
          join candidates c on c.id = a.candidate_id
          join jobs j on j.id = a.job_id
         where a.status = 'active'
           ${filters.jobIds ? sql`and a.job_id in ${intList(filters.jobIds)}` : sql``}
           ${filters.stageKeys ? sql`and a.stage_key in ${textList(filters.stageKeys)}` : sql``}
           ${filters.sources ? sql`and a.source in ${textList(filters.sources)}` : sql``}
           ${filters.minScore !== undefined ? sql`and a.match_score >= ${filters.minScore}` : sql``}
           ${filters.maxScore !== undefined ? sql`and a.match_score <= ${filters.maxScore}` : sql``}
         order by a.id desc
         limit 20000`,
  );
}
