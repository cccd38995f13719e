import { and, asc, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { applications, jobs, workflowStages } from '../../db/schema/index.ts';

export type StageRow = typeof workflowStages.$inferSelect;
export type StageInsert = typeof workflowStages.$inferInsert;

export async function findJobForAccess(db: Tx, jobId: number) {
  const [job] = await db
    .select({ id: jobs.id, title: jobs.title, createdBy: jobs.createdBy, hiringTeam: jobs.hiringTeam })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  return job;
}

/** The job's stages in order, each with how many applications (any status) sit in it. */
export async function selectStagesWithCounts(db: Tx, jobId: number) {
  return db
    .select({
      stage: workflowStages,
      applicationCount: sql<number>`(select count(*) from ${applications} where ${applications.jobId} = ${workflowStages.jobId} and ${applications.stageKey} = ${workflowStages.key})::int`,
    })
    .from(workflowStages)
    .where(eq(workflowStages.jobId, jobId))
    .orderBy(asc(workflowStages.order), asc(workflowStages.id));
}

export async function selectStages(db: Tx, jobId: number): Promise<StageRow[]> {
  return db
    .select()
    .from(workflowStages)
    .where(eq(workflowStages.jobId, jobId))
    .orderBy(asc(workflowStages.order), asc(workflowStages.id));
}

export async function insertStage(db: Tx, values: typeof workflowStages.$inferInsert) {
  const [row] = await db.insert(workflowStages).values(values).returning();
  return row!;
}

/** Opens a gap at `order` by moving that stage and the ones after it down by one. */
export async function shiftStagesFrom(db: Tx, jobId: number, order: number) {
  await db
    .update(workflowStages)
    .set({ order: sql`${workflowStages.order} + 1` })
    .where(and(eq(workflowStages.jobId, jobId), gte(workflowStages.order, order)));
}

export async function updateStageRow(db: Tx, jobId: number, key: string, values: Partial<StageRow>) {
  const [row] = await db
    .update(workflowStages)
    .set(values)
    .where(and(eq(workflowStages.jobId, jobId), eq(workflowStages.key, key)))
    .returning();
  return row;
}

export async function deleteStageRow(db: Tx, jobId: number, key: string) {
  await db.delete(workflowStages).where(and(eq(workflowStages.jobId, jobId), eq(workflowStages.key, key)));
}

export async function countApplicationsInStage(db: Tx, jobId: number, key: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(applications)
    .where(and(eq(applications.jobId, jobId), eq(applications.stageKey, key)));
  return row?.value ?? 0;
}

export async function insertWorkflowStages(db: Tx, rows: StageInsert[]) {
  if (rows.length > 0) await db.insert(workflowStages).values(rows);
}

export async function updateWorkflowStage(db: Tx, id: number, values: Partial<StageInsert>) {
  await db.update(workflowStages).set(values).where(eq(workflowStages.id, id));
}

export async function deleteWorkflowStages(db: Tx, ids: number[]) {
  if (ids.length > 0) await db.delete(workflowStages).where(inArray(workflowStages.id, ids));
}

/** Stage keys of a job that still hold applications. */
export async function occupiedStageKeys(db: Tx, jobId: number): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ key: applications.stageKey })
    .from(applications)
    .where(eq(applications.jobId, jobId));
  return new Set(rows.map((row) => row.key));
}
