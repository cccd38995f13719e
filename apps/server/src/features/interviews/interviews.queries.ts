import { and, eq, inArray } from 'drizzle-orm';
import { type CandidateMove, repointCandidateRows } from '../../db/candidate-move.ts';
import type { Tx } from '../../db/client.ts';
import { interviewInterviewers, interviewScorecards, interviews } from '../../db/schema/index.ts';

/** The interviews tables' one writer: the interviews service calls these inside its transactions. */

export type InterviewRecord = typeof interviews.$inferSelect;
type InterviewInsert = typeof interviews.$inferInsert;

export async function insertInterview(tx: Tx, values: InterviewInsert): Promise<InterviewRecord> {
  const [row] = await tx.insert(interviews).values(values).returning();
  return row!;
}

/** Locks the interview for a change, so two reschedules (or a reschedule and a cancel) queue. */
export async function lockInterview(tx: Tx, id: number): Promise<InterviewRecord | undefined> {
  const [row] = await tx.select().from(interviews).where(eq(interviews.id, id)).for('update');
  return row;
}

export async function updateInterview(
  tx: Tx,
  id: number,
  values: Partial<InterviewInsert>,
): Promise<InterviewRecord> {
  const [row] = await tx.update(interviews).set(values).where(eq(interviews.id, id)).returning();
  return row!;
}

export async function selectPanel(tx: Tx, interviewId: number): Promise<number[]> {
  const rows = await tx
    .select({ userId: interviewInterviewers.userId })
    .from(interviewInterviewers)
    .where(eq(interviewInterviewers.interviewId, interviewId));
  return rows.map((row) => row.userId);
}

/** Sets the panel to exactly these people. */
export async function replacePanel(tx: Tx, interviewId: number, userIds: number[]) {
  const current = await selectPanel(tx, interviewId);
  const gone = current.filter((id) => !userIds.includes(id));
  const added = userIds.filter((id) => !current.includes(id));
  if (gone.length > 0)
    await tx
      .delete(interviewInterviewers)
      .where(
        and(eq(interviewInterviewers.interviewId, interviewId), inArray(interviewInterviewers.userId, gone)),
      );
  if (added.length > 0)
    await tx.insert(interviewInterviewers).values(added.map((userId) => ({ interviewId, userId })));
}

/** A scorecard, once: a second one by the same interviewer (a double click, two tabs) inserts nothing. */
export async function insertScorecard(tx: Tx, values: typeof interviewScorecards.$inferInsert) {
  const [row] = await tx.insert(interviewScorecards).values(values).onConflictDoNothing().returning();
  return row;
}

/** Issue 16 erasure: the candidate's interviews, with their panels and scorecards; returns their calendar UIDs. */
export async function deleteInterviewsOfCandidate(tx: Tx, candidateId: number): Promise<string[]> {
  const rows = await tx
    .delete(interviews)
    .where(eq(interviews.candidateId, candidateId))
    .returning({ uid: interviews.uid });
  return rows.map((row) => row.uid);
}

/** Issue 16 merge: the duplicate's interviews and scorecards go to the kept record. */
export async function moveInterviewsOfCandidate(tx: Tx, move: CandidateMove): Promise<void> {
  await repointCandidateRows(
    tx,
    interviews,
    { candidate: interviews.candidateId, application: interviews.applicationId },
    move,
  );
  await repointCandidateRows(
    tx,
    interviewScorecards,
    { application: interviewScorecards.applicationId },
    move,
  );
}
