import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { dashboardVisits } from '../../db/schema/index.ts';

/**
 * Records a visit to the dashboard. The visit before it becomes the previous one, unless the
 * last was within `windowSeconds` (a reload or a second tab is the same visit).
 */
export async function upsertDashboardVisit(tx: Tx, userId: number, now: Date, windowSeconds: number) {
  const sameVisitAfter = new Date(now.getTime() - windowSeconds * 1000);
  const [row] = await tx
    .insert(dashboardVisits)
    .values({ userId, visitedAt: now, previousVisitAt: null })
    .onConflictDoUpdate({
      target: dashboardVisits.userId,
      set: {
        previousVisitAt: sql`case when ${dashboardVisits.visitedAt} > ${sameVisitAfter.toISOString()}
          then ${dashboardVisits.previousVisitAt} else ${dashboardVisits.visitedAt} end`,
        visitedAt: now,
      },
    })
    .returning();
  return row!;
}

export async function selectDashboardVisit(db: Tx, userId: number) {
  const [row] = await db.select().from(dashboardVisits).where(eq(dashboardVisits.userId, userId));
  return row;
}
