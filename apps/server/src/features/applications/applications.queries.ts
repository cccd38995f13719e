import type { ApplicationListQuery } from '@shortlist/contracts';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { applications, candidates, jobs, workflowStages } from '../../db/schema/index.ts';

export type ApplicationFilters = ApplicationListQuery;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

function listConditions(filters: ApplicationFilters, options: { withStatus: boolean }): SQL | undefined {
  const term = filters.search ? `%${escapeLike(filters.search)}%` : undefined;
  return and(
    filters.job_id ? eq(applications.jobId, filters.job_id) : undefined,
    filters.candidate_id ? eq(applications.candidateId, filters.candidate_id) : undefined,
    options.withStatus && filters.status ? eq(applications.status, filters.status) : undefined,
    filters.stage_key ? eq(applications.stageKey, filters.stage_key) : undefined,
    term ? or(ilike(candidates.fullName, term), ilike(jobs.title, term)) : undefined,
  );
}

/**
 * Applications with what the pages show: the candidate's name and first e-mail, the job's
 * title and department (read-only use of the jobs tables, agreed for this issue), and the
 * stage's label and place in the job's workflow.
 */
export async function listApplications(
  db: Tx,
  filters: ApplicationFilters,
  page: { limit: number; offset: number },
) {
  return db
    .select({
      application: applications,
      candidateName: candidates.fullName,
      candidateEmail: sql<string | null>`${candidates.emails}->>0`,
      jobTitle: jobs.title,
      jobDepartment: jobs.department,
      jobStatus: jobs.status,
      jobLocation: jobs.location,
      jobSalaryMin: jobs.salaryMin,
      jobSalaryMax: jobs.salaryMax,
      jobSkillsRequired: jobs.skillsRequired,
      jobSkillsNice: jobs.skillsNice,
      stageLabel: workflowStages.label,
      stageOrder: workflowStages.order,
      stageCount: sql<number>`(select count(*) from ${workflowStages} ws where ws.job_id = ${sql.raw('"applications"."job_id"')})::int`,
    })
    .from(applications)
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(
      workflowStages,
      and(eq(workflowStages.jobId, applications.jobId), eq(workflowStages.key, applications.stageKey)),
    )
    .where(listConditions(filters, { withStatus: true }))
    .orderBy(desc(applications.appliedAt), desc(applications.id))
    .limit(page.limit)
    .offset(page.offset);
}
export type ApplicationListRow = Awaited<ReturnType<typeof listApplications>>[number];

/** The page's counters over the same filters but every status, in one statement. */
export async function countByStatus(db: Tx, filters: ApplicationFilters) {
  const [row] = await db
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${applications.status} = 'active')::int`,
      hired: sql<number>`count(*) filter (where ${applications.status} = 'hired')::int`,
      rejected: sql<number>`count(*) filter (where ${applications.status} = 'rejected')::int`,
      withdrawn: sql<number>`count(*) filter (where ${applications.status} = 'withdrawn')::int`,
    })
    .from(applications)
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(listConditions(filters, { withStatus: false }));
  return row ?? { total: 0, active: 0, hired: 0, rejected: 0, withdrawn: 0 };
}

export async function firstStageKey(tx: Tx, jobId: number): Promise<string | undefined> {
  const [row] = await tx
    .select({ key: workflowStages.key })
    .from(workflowStages)
    .where(eq(workflowStages.jobId, jobId))
    .orderBy(asc(workflowStages.order))
    .limit(1);
  return row?.key;
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

export async function jobExists(tx: Tx, jobId: number): Promise<boolean> {
  const [row] = await tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, jobId));
  return Boolean(row);
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

export async function selectApplicationPairs(tx: Tx, where: { candidateId?: number; jobId?: number }) {
  return tx
    .select({
      id: applications.id,
      candidateId: applications.candidateId,
      jobId: applications.jobId,
      matchScore: applications.matchScore,
    })
    .from(applications)
    .where(
      and(
        where.candidateId ? eq(applications.candidateId, where.candidateId) : undefined,
        where.jobId ? eq(applications.jobId, where.jobId) : undefined,
      ),
    );
}

export async function updateMatchScore(
  tx: Tx,
  id: number,
  score: number,
  breakdown: Record<string, unknown>,
) {
  await tx
    .update(applications)
    .set({ matchScore: score, matchBreakdown: breakdown, updatedAt: new Date() })
    .where(eq(applications.id, id));
}

export async function insertApplication(tx: Tx, values: typeof applications.$inferInsert) {
  const [row] = await tx.insert(applications).values(values).returning();
  return row!;
}

export async function selectApplicationOf(tx: Tx, candidateId: number, jobId: number) {
  const [row] = await tx
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.candidateId, candidateId), eq(applications.jobId, jobId)));
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

/** The application, locked until the transaction ends; of that job when one is given. */
export async function findApplicationForUpdate(db: Tx, applicationId: number, jobId?: number) {
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.id, applicationId), jobId ? eq(applications.jobId, jobId) : undefined))
    .for('update');
  return row;
}

export async function findApplication(db: Tx, applicationId: number) {
  const [row] = await db.select().from(applications).where(eq(applications.id, applicationId));
  return row;
}

export async function setApplicationStage(db: Tx, applicationId: number, stageKey: string, at: Date) {
  await db
    .update(applications)
    .set({ stageKey, stageEnteredAt: at, updatedAt: at })
    .where(eq(applications.id, applicationId));
}

export async function setApplicationTags(db: Tx, applicationId: number, tags: string[], at: Date) {
  await db.update(applications).set({ tags, updatedAt: at }).where(eq(applications.id, applicationId));
}
