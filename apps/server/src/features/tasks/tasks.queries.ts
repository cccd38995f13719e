import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { type CandidateMove, repointCandidateRows } from '../../db/candidate-move.ts';
import type { Tx } from '../../db/client.ts';
import { tasks } from '../../db/schema/index.ts';

export type TaskRow = typeof tasks.$inferSelect;

/** A run retried makes its task once (unique run and assignee): null when it already exists. */
export async function insertTask(tx: Tx, values: typeof tasks.$inferInsert): Promise<TaskRow | undefined> {
  const [row] = await tx.insert(tasks).values(values).onConflictDoNothing().returning();
  return row;
}

export async function selectTaskForUpdate(tx: Tx, id: number) {
  const [row] = await tx.select().from(tasks).where(eq(tasks.id, id)).for('update');
  return row;
}

export async function setTaskCompletion(tx: Tx, id: number, completion: { at: Date; by: number } | null) {
  await tx
    .update(tasks)
    .set({ completedAt: completion?.at ?? null, completedBy: completion?.by ?? null })
    .where(and(eq(tasks.id, id), completion ? isNull(tasks.completedAt) : undefined));
}

/** Issue 16 erasure: the tasks about the candidate or their applications. */
export async function deleteTasksOfCandidate(tx: Tx, candidateId: number, applicationIds: number[]) {
  await tx
    .delete(tasks)
    .where(
      or(
        eq(tasks.candidateId, candidateId),
        applicationIds.length > 0 ? inArray(tasks.applicationId, applicationIds) : undefined,
      ),
    );
}

/** Issue 16 merge: tasks about the duplicate are about the kept record. */
export const moveTasksOfCandidate = (tx: Tx, move: CandidateMove) =>
  repointCandidateRows(tx, tasks, { candidate: tasks.candidateId, application: tasks.applicationId }, move);
