import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { applications, workflowStages } from '../../db/schema/index.ts';

/*
 * What the pipeline reads of jobs and applications, which other features own
 * (docs/decisions/008). Reads only.
 */

/** The job's stages in order, each with how many applications (any status) sit in it. */
export async function selectStagesWithCounts(db: Tx, jobId: number) {
  // One grouped count of this job's applications, joined by key. (A correlated subquery with
  // unqualified columns compared job_id with itself and counted every job's: issue 11.)
  const perStage = db
    .select({ stageKey: applications.stageKey, total: count().as('total') })
    .from(applications)
    .where(eq(applications.jobId, jobId))
    .groupBy(applications.stageKey)
    .as('per_stage');
  return db
    .select({ stage: workflowStages, applicationCount: sql<number>`coalesce(${perStage.total}, 0)::int` })
    .from(workflowStages)
    .leftJoin(perStage, eq(perStage.stageKey, workflowStages.key))
    .where(eq(workflowStages.jobId, jobId))
    .orderBy(asc(workflowStages.order), asc(workflowStages.id));
}

export async function countApplicationsInStage(db: Tx, jobId: number, key: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(applications)
    .where(and(eq(applications.jobId, jobId), eq(applications.stageKey, key)));
  return row?.value ?? 0;
}

/** Stage keys of a job that still hold applications. */
export async function occupiedStageKeys(db: Tx, jobId: number): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ key: applications.stageKey })
    .from(applications)
    .where(eq(applications.jobId, jobId));
  return new Set(rows.map((row) => row.key));
}
