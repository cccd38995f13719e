import { canEditJob, JOB_MESSAGES } from '@shortlist/contracts';
import type { Tx } from '../../db/client.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import type { AuthUser } from '../../platform/tokens.ts';
import { findJobAccess, type JobAccess } from './jobs.queries.ts';

export type { JobAccess };

/**
 * The job-edit rule over a stored job (packages/contracts `canEditJob`): admins and recruiters
 * any job (manage_all_jobs), a hiring manager the jobs they created or are on the hiring team of
 * in a managing role (JOB_MANAGING_TEAM_ROLES, decision 027).
 * Every feature that changes something of a job (its pipeline, board, applications, interviews,
 * offers, rules) asks here, so the rule and its 404/403 answers are written once (issue 17).
 */
export function canManageJob(
  user: AuthUser,
  job: { createdBy: number | null; hiringTeam: readonly { email: string; role: string }[] },
): boolean {
  return canEditJob(user, { created_by: job.createdBy, hiring_team: job.hiringTeam });
}

/** The job a request names, or 404. */
export async function requireJob(db: Tx, jobId: number): Promise<JobAccess> {
  const job = await findJobAccess(db, jobId);
  if (!job) throw notFound(JOB_MESSAGES.notFound);
  return job;
}

/** The job a request names if the user may change it: 404 when there is none, 403 when not theirs. */
export async function requireManageableJob(
  db: Tx,
  user: AuthUser,
  jobId: number,
  refusal: string = JOB_MESSAGES.cannotEdit,
): Promise<JobAccess> {
  const job = await requireJob(db, jobId);
  if (!canManageJob(user, job)) throw forbidden(refusal);
  return job;
}

/** Whether a job of this id exists (a body's job_id, checked before it is stored). */
export async function jobExists(db: Tx, jobId: number): Promise<boolean> {
  return Boolean(await findJobAccess(db, jobId));
}
