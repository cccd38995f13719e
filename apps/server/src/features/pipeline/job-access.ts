import { canEditJob } from '@shortlist/contracts';
import type { Tx } from '../../db/client.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import type { AuthUser } from '../../platform/tokens.ts';
import { findJobForAccess } from './pipeline.read-model.ts';

/**
 * Who may change a job's pipeline (stages, card moves, board settings) — the job-edit rule of
 * the jobs issue: admins and recruiters any job (manage_all_jobs), a hiring manager the jobs
 * they created or are on the hiring team of. Everyone signed in may look.
 */
export function canManageJob(
  user: AuthUser,
  job: { createdBy: number | null; hiringTeam: { email: string }[] },
): boolean {
  return canEditJob(user, { created_by: job.createdBy, hiring_team: job.hiringTeam });
}

export async function assertCanManageJob(db: Tx, user: AuthUser, jobId: number) {
  const job = await findJobForAccess(db, jobId);
  if (!job) throw notFound('Job not found.');
  if (!canManageJob(user, job)) throw forbidden('You can only change the pipeline of jobs you manage.');
  return job;
}

export async function findJobOrThrow(db: Tx, jobId: number) {
  const job = await findJobForAccess(db, jobId);
  if (!job) throw notFound('Job not found.');
  return job;
}
