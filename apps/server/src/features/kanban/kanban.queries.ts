import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { kanbanConfigs } from '../../db/schema/index.ts';
import { transactionTime } from '../../db/transaction-time.ts';

export type KanbanConfigRow = typeof kanbanConfigs.$inferSelect;

export async function findConfigByJob(db: Tx, jobId: number) {
  const [row] = await db.select().from(kanbanConfigs).where(eq(kanbanConfigs.jobId, jobId));
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
