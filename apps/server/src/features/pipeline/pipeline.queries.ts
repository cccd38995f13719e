import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { workflowStages } from '../../db/schema/index.ts';

export type StageRow = typeof workflowStages.$inferSelect;
export type StageInsert = typeof workflowStages.$inferInsert;

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

export async function insertWorkflowStages(db: Tx, rows: StageInsert[]) {
  if (rows.length > 0) await db.insert(workflowStages).values(rows);
}

export async function updateWorkflowStage(db: Tx, id: number, values: Partial<StageInsert>) {
  await db.update(workflowStages).set(values).where(eq(workflowStages.id, id));
}

export async function deleteWorkflowStages(db: Tx, ids: number[]) {
  if (ids.length > 0) await db.delete(workflowStages).where(inArray(workflowStages.id, ids));
}
