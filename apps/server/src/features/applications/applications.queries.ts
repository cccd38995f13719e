import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { CandidateMove } from '../../db/candidate-move.ts';
import { queryRows, type Tx } from '../../db/client.ts';
import { applications, jobs } from '../../db/schema/index.ts';
import { transactionTime } from '../../db/transaction-time.ts';

export async function selectApplicationPairs(tx: Tx, where: { candidateId?: number; jobId?: number }) {
  return tx
    .select({
      id: applications.id,
      candidateId: applications.candidateId,
      jobId: applications.jobId,
      matchScore: applications.matchScore,
      matchScoreAdjustment: applications.matchScoreAdjustment,
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
    .set({ matchScore: score, matchBreakdown: breakdown, updatedAt: transactionTime })
    .where(eq(applications.id, id));
}

export async function updateScoreAdjustment(
  tx: Tx,
  id: number,
  change: { score: number; adjustment: number; reason: string; at: Date },
) {
  await tx
    .update(applications)
    .set({
      matchScore: change.score,
      matchScoreAdjustment: change.adjustment,
      matchAdjustmentReason: change.reason,
      updatedAt: change.at,
    })
    .where(eq(applications.id, id));
}

/** The interviews' verdict (issue 13): the mean quality score of the application's scorecards. */
export async function updateQualityScore(tx: Tx, id: number, score: number | null, at: Date) {
  await tx
    .update(applications)
    .set({ overallQualityScore: score, updatedAt: at })
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

export async function setApplicationStatus(
  db: Tx,
  applicationId: number,
  status: 'active' | 'rejected' | 'hired' | 'withdrawn',
  at: Date,
) {
  await db
    .update(applications)
    .set({ status, decidedAt: status === 'active' ? null : at, updatedAt: at })
    .where(eq(applications.id, applicationId));
}

/**
 * Holds the job row until the transaction ends, so two hires at once cannot both take its
 * last position (a lock only: the jobs feature stays the job's one writer).
 */
export async function lockJob(db: Tx, jobId: number) {
  await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, jobId)).for('update');
}

/** Up to `limit` of a job's active applications, locked; another batch skips the ones taken. */
export async function lockActiveApplications(db: Tx, jobId: number, limit: number) {
  return db
    .select({ id: applications.id, candidateId: applications.candidateId })
    .from(applications)
    .where(and(eq(applications.jobId, jobId), eq(applications.status, 'active')))
    .orderBy(asc(applications.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function setStatusOfMany(db: Tx, ids: number[], status: 'rejected', at: Date) {
  if (ids.length === 0) return;
  await db
    .update(applications)
    .set({ status, decidedAt: at, updatedAt: at })
    .where(inArray(applications.id, ids));
}

/** A candidate's applications, by id and job. */
export async function selectApplicationsOfCandidate(tx: Tx, candidateId: number) {
  return tx
    .select({ id: applications.id, jobId: applications.jobId })
    .from(applications)
    .where(eq(applications.candidateId, candidateId));
}

/**
 * Issue 16 erasure: what an application says about the person (its summary, the CV's match
 * explained, tags, flags, a rule's reason) goes; its job, stage, status, source, dates and
 * score stay for the statistics.
 */
export async function anonymiseApplicationsOfCandidate(tx: Tx, candidateId: number): Promise<void> {
  await tx
    .update(applications)
    .set({
      aiSummary: '',
      matchBreakdown: null,
      tags: [],
      biasFlags: [],
      matchAdjustmentReason: '',
      updatedAt: transactionTime,
    })
    .where(eq(applications.candidateId, candidateId));
}

/**
 * Issue 16 merge: the duplicate's applications to jobs the kept record also applied to, each with
 * the kept record's application that absorbs it.
 */
export async function selectAbsorbedApplications(tx: Tx, fromCandidateId: number, toCandidateId: number) {
  return queryRows<{ from: number; to: number }>(
    tx,
    sql`select d.id as "from", k.id as "to"
        from applications d join applications k on k.job_id = d.job_id and k.candidate_id = ${toCandidateId}
        where d.candidate_id = ${fromCandidateId}`,
  );
}

/**
 * Issue 16 merge, once every feature has moved its rows: the absorbed applications go, the
 * duplicate's other applications become the kept record's. Returns how many moved.
 */
export async function moveApplicationsOfCandidate(tx: Tx, move: CandidateMove): Promise<number> {
  if (move.applications.length > 0)
    await tx.delete(applications).where(
      inArray(
        applications.id,
        move.applications.map((pair) => pair.from),
      ),
    );
  const moved = await tx
    .update(applications)
    .set({ candidateId: move.to, updatedAt: transactionTime })
    .where(eq(applications.candidateId, move.from))
    .returning({ id: applications.id });
  return moved.length;
}
