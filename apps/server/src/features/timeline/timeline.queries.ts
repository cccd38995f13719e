import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { type CandidateMove, repointCandidateRows } from '../../db/candidate-move.ts';
import type { Tx } from '../../db/client.ts';
import { inlined } from '../../db/page-bounds.ts';
import { readRowCount } from '../../db/row-counts.ts';
import { candidates, jobs, timelineEvents, users } from '../../db/schema/index.ts';
import { textList } from '../../db/sql-lists.ts';

export type TimelineEventInsert = typeof timelineEvents.$inferInsert;
export type TimelineEventRow = typeof timelineEvents.$inferSelect;
/** One job's, candidate's or application's events; for the activity feed also a type, a user and a range. */
export type TimelineScope = {
  jobId?: number;
  candidateId?: number;
  applicationId?: number;
  type?: string;
  userId?: number;
  from?: Date;
  until?: Date;
};

function scopeCondition(scope: TimelineScope): SQL | undefined {
  return and(
    scope.jobId !== undefined ? eq(timelineEvents.jobId, scope.jobId) : undefined,
    scope.candidateId !== undefined ? eq(timelineEvents.candidateId, scope.candidateId) : undefined,
    scope.applicationId !== undefined ? eq(timelineEvents.applicationId, scope.applicationId) : undefined,
    scope.type !== undefined ? eq(timelineEvents.type, scope.type) : undefined,
    scope.userId !== undefined ? eq(timelineEvents.userId, scope.userId) : undefined,
    scope.from !== undefined ? gte(timelineEvents.createdAt, scope.from) : undefined,
    scope.until !== undefined ? lt(timelineEvents.createdAt, scope.until) : undefined,
  );
}

export async function insertTimelineEvents(db: Tx, events: TimelineEventInsert[]) {
  if (events.length === 0) return [];
  return db.insert(timelineEvents).values(events).returning();
}

export async function selectTimelineEvents(
  db: Tx,
  scope: TimelineScope,
  page: { limit: number; offset: number },
) {
  return db
    .select({ event: timelineEvents, createdBy: users.fullName })
    .from(timelineEvents)
    .leftJoin(users, eq(users.id, timelineEvents.userId))
    .where(scopeCondition(scope))
    .orderBy(desc(timelineEvents.createdAt), desc(timelineEvents.id))
    .limit(inlined(page.limit))
    .offset(inlined(page.offset));
}

/** The organisation's events, newest first, with the candidate's name and the job's title (/activity). */
export async function selectActivity(db: Tx, scope: TimelineScope, page: { limit: number; offset: number }) {
  return db
    .select({
      event: timelineEvents,
      createdBy: users.fullName,
      candidateName: candidates.fullName,
      jobTitle: jobs.title,
    })
    .from(timelineEvents)
    .leftJoin(users, eq(users.id, timelineEvents.userId))
    .leftJoin(candidates, eq(candidates.id, timelineEvents.candidateId))
    .leftJoin(jobs, eq(jobs.id, timelineEvents.jobId))
    .where(scopeCondition(scope))
    .orderBy(desc(timelineEvents.createdAt), desc(timelineEvents.id))
    .limit(inlined(page.limit))
    .offset(inlined(page.offset));
}

/** Events in scope; the whole organisation's from the maintained total instead of counting them all. */
export async function countTimelineEvents(db: Tx, scope: TimelineScope): Promise<number> {
  const where = scopeCondition(scope);
  if (!where) return readRowCount(db, 'timeline_events');
  const [row] = await db.select({ value: count() }).from(timelineEvents).where(where);
  return row?.value ?? 0;
}

/**
 * Issue 16 erasure: of the candidate's timeline only the history statistics need stays — each
 * application's arrival, stage moves and status changes — without notes or reasons; everything
 * else (notes, e-mails, documents, interviews, offers) goes, and so do the job's entries of the
 * erased e-mails.
 */
export async function anonymiseTimelineOfCandidate(
  tx: Tx,
  candidateId: number,
  erasedEmailIds: number[],
): Promise<void> {
  // the job's own entries of the panel's messages about them
  if (erasedEmailIds.length > 0)
    await tx
      .delete(timelineEvents)
      .where(sql`${timelineEvents.metadata}->>'email_id' in ${textList(erasedEmailIds.map(String))}`);
  const kept = sql`(${timelineEvents.metadata} ? 'toStage' or ${timelineEvents.metadata} ? 'toStatus' or ${timelineEvents.title} = 'Application created')`;
  await tx.delete(timelineEvents).where(and(eq(timelineEvents.candidateId, candidateId), sql`not ${kept}`));
  await tx
    .update(timelineEvents)
    .set({
      description: sql`case when ${timelineEvents.title} = 'Application created' then ${timelineEvents.description} else '' end`,
      metadata: sql`${timelineEvents.metadata} - 'reason'`,
    })
    .where(eq(timelineEvents.candidateId, candidateId));
}

/** Issue 16 merge: the duplicate's history goes to the kept record. */
export const moveTimelineOfCandidate = (tx: Tx, move: CandidateMove) =>
  repointCandidateRows(
    tx,
    timelineEvents,
    { candidate: timelineEvents.candidateId, application: timelineEvents.applicationId },
    move,
  );
