import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { jobs, kanbanConfigs, workflowStages } from '../../db/schema/index.ts';
import { transactionTime } from '../../db/transaction-time.ts';
import { boardNumberOf } from './kanban.read-model.ts';

export type KanbanConfigRow = typeof kanbanConfigs.$inferSelect;

export async function findConfigByJob(db: Tx, jobId: number) {
  const [row] = await db.select().from(kanbanConfigs).where(eq(kanbanConfigs.jobId, jobId));
  return row;
}

/**
 * A job's board settings (none: the defaults), its board number (docs/decisions/020) and whether
 * its workflow has `stageKey`; nothing when there is no such job. What a stage's next cards and the
 * board's search read first, in one statement rather than one each (on the embedded database, each
 * is a round trip to its thread).
 */
export async function findJobBoardSettings(db: Tx, jobId: number, stageKey?: string) {
  const [row] = await db
    .select({
      config: kanbanConfigs,
      version: sql<string | number | null>`${boardNumberOf(sql`${jobs.id}`)}`,
      hasStage:
        stageKey === undefined
          ? sql<boolean>`true`
          : sql<boolean>`exists (select 1 from ${workflowStages} w where w.job_id = ${jobs.id} and w.key = ${stageKey})`,
    })
    .from(jobs)
    .leftJoin(kanbanConfigs, eq(kanbanConfigs.jobId, jobs.id))
    .where(eq(jobs.id, jobId));
  return row;
}

export async function findConfigById(db: Tx, id: number) {
  const [row] = await db.select().from(kanbanConfigs).where(eq(kanbanConfigs.id, id));
  return row;
}

export async function upsertConfig(db: Tx, values: typeof kanbanConfigs.$inferInsert) {
  const { jobId: _jobId, ...changes } = values;
  const [row] = await db
    .insert(kanbanConfigs)
    .values(values)
    .onConflictDoUpdate({ target: kanbanConfigs.jobId, set: { ...changes, updatedAt: transactionTime } })
    .returning();
  return row!;
}
