import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { timelineEvents, users } from '../../db/schema/index.ts';

export type TimelineEventInsert = typeof timelineEvents.$inferInsert;
export type TimelineScope = { jobId?: number; candidateId?: number; applicationId?: number };

function scopeCondition(scope: TimelineScope): SQL | undefined {
  return and(
    scope.jobId !== undefined ? eq(timelineEvents.jobId, scope.jobId) : undefined,
    scope.candidateId !== undefined ? eq(timelineEvents.candidateId, scope.candidateId) : undefined,
    scope.applicationId !== undefined ? eq(timelineEvents.applicationId, scope.applicationId) : undefined,
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
    .limit(page.limit)
    .offset(page.offset);
}

export async function countTimelineEvents(db: Tx, scope: TimelineScope): Promise<number> {
  const [row] = await db.select({ value: count() }).from(timelineEvents).where(scopeCondition(scope));
  return row?.value ?? 0;
}
