import { and, asc, count, eq, sql } from 'drizzle-orm';
import { builtOncePerHandle } from '../../db/built-once.ts';
import type { Tx } from '../../db/client.ts';
import { applicationStageCounts, applications, workflowStages } from '../../db/schema/index.ts';

/*
 * What the pipeline reads of jobs, applications and their counts, which other features own
 * (docs/decisions/008). Reads only.
 */

/** The job's stages in order, each with how many applications (any status) sit in it. */
export async function selectStagesWithCounts(db: Tx, jobId: number) {
  return stagesWithCounts(db).execute({ jobId });
}

/**
 * Built once (db/built-once.ts); the counts are the maintained per-stage, per-status counts
 * (docs/decisions/019), a few rows a job, not its applications. (A correlated count with
 * unqualified columns compared job_id with itself and counted every job's: issue 11.)
 */
const stagesWithCounts = builtOncePerHandle((db) => {
  const perStage = db
    .select({
      stageKey: applicationStageCounts.stageKey,
      total: sql<number>`sum(${applicationStageCounts.applications})`.as('total'),
    })
    .from(applicationStageCounts)
    .where(eq(applicationStageCounts.jobId, sql.placeholder('jobId')))
    .groupBy(applicationStageCounts.stageKey)
    .as('per_stage');
  return db
    .select({ stage: workflowStages, applicationCount: sql<number>`coalesce(${perStage.total}, 0)::int` })
    .from(workflowStages)
    .leftJoin(perStage, eq(perStage.stageKey, workflowStages.key))
    .where(eq(workflowStages.jobId, sql.placeholder('jobId')))
    .orderBy(asc(workflowStages.order), asc(workflowStages.id));
});

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
