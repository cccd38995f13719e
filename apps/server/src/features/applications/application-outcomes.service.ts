import {
  APPLICATION_MESSAGES,
  type ApplicationStatusResult,
  type applicationStatusChangeSchema,
  hasPermission,
  JOB_MESSAGES,
  type JobPositions,
  REJECT_BATCH_SIZE,
  REJECTION_EMAIL_DELAY_HOURS,
  type RejectRemainingResult,
  type rejectRemainingSchema,
  statusChangeRight,
} from '@shortlist/contracts';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { conflict, forbidden, notFound, ValidationError } from '../../platform/errors.ts';
import type { Actor, DomainEvents } from '../../platform/events.ts';
import type { UserContext } from '../../platform/service-context.ts';
import type { AuthUser } from '../../platform/tokens.ts';
import {
  draftForApplication,
  type OutgoingDraft,
  type SendingDeps,
  storeOutgoing,
} from '../email/email-sending.service.ts';
import { requireManageableJob } from '../jobs/job-access.ts';
import { findApplicationOrThrow } from './application-changes.service.ts';
import { presentApplication } from './applications.presenter.ts';
import {
  findApplicationForUpdate,
  lockActiveApplications,
  lockJob,
  setApplicationStatus,
  setStatusOfMany,
} from './applications.queries.ts';
import { listApplications, selectJobPositions } from './applications.read-model.ts';

/** What deciding an application needs: the database, the clock, events, and outgoing mail. */
export type OutcomeDeps = SendingDeps;

type StatusChange = z.output<typeof applicationStatusChangeSchema>;
type RejectRemaining = z.output<typeof rejectRemainingSchema>;

const REJECTION_DELAY_MS = REJECTION_EMAIL_DELAY_HOURS * 3_600_000;

export async function getJobPositions(
  { db }: { db: Db },
  { jobId }: { jobId: number },
): Promise<JobPositions> {
  return positionsOf(db, jobId);
}

async function positionsOf(db: Tx, jobId: number): Promise<JobPositions> {
  const row = await selectJobPositions(db, jobId);
  if (!row) throw notFound(JOB_MESSAGES.notFound);
  return { ...row, all_filled: row.hired >= row.positions };
}

/** A rejection or withdrawal says why; "Other" alone does not. */
function checkReason(status: StatusChange['status'], reason: string) {
  if ((status === 'rejected' || status === 'withdrawn') && (reason === '' || reason === 'Other'))
    throw new ValidationError({ reason: [APPLICATION_MESSAGES.reasonRequired] });
}

/** The candidate's rejection e-mail, rendered before the change so a bad template refuses it whole. */
async function rejectionDraft(
  db: Tx,
  applicationId: number,
  input: { notify: boolean; template_id?: number },
): Promise<OutgoingDraft | null> {
  if (!input.notify) return null;
  const draft = await draftForApplication(db, applicationId, 'rejection', input.template_id);
  if (!draft) throw new ValidationError({ notify: [APPLICATION_MESSAGES.noEmailAddress] });
  return draft;
}

/**
 * POST /applications/{id}/status/ (issue 13 "Application outcomes"): the status, its
 * status_changed event (timeline, notifications, live) and, for a rejection with notify, the
 * candidate's e-mail scheduled a few hours later — in one transaction. Hiring takes one of the
 * job's positions and is refused once they are all filled.
 */
export async function changeApplicationStatus(
  { user, ...deps }: UserContext<OutcomeDeps>,
  { applicationId, change: input }: { applicationId: number; change: StatusChange },
): Promise<ApplicationStatusResult> {
  const { db, clock, events } = deps;
  const application = await findApplicationOrThrow(db, applicationId);
  const from = application.status;
  const right = statusChangeRight(from, input.status);
  if (right === 'approve_hires' && !hasPermission(user.role, 'approve_hires'))
    throw forbidden(APPLICATION_MESSAGES.cannotHire);
  if (right === 'manage_job' || right === null) await assertJobManager(db, user, application.jobId);
  if (!right) throw conflict(APPLICATION_MESSAGES.notAllowed(from, input.status), { current_status: from });
  checkReason(input.status, input.reason);
  if (input.notify && input.status !== 'rejected')
    throw new ValidationError({ notify: [APPLICATION_MESSAGES.notifyOnlyOnRejection] });
  const draft = await rejectionDraft(db, applicationId, input);

  const now = clock();
  const email = await db.transaction(async (tx) => {
    if (input.status === 'hired') await lockJob(tx, application.jobId);
    const current = await findApplicationForUpdate(tx, applicationId);
    if (!current) throw notFound(APPLICATION_MESSAGES.notFound);
    // someone else decided it since it was read: what they did stands
    if (current.status !== from)
      throw conflict(APPLICATION_MESSAGES.notAllowed(current.status, input.status), {
        current_status: current.status,
      });
    if (input.status === 'hired') {
      const positions = await positionsOf(tx, application.jobId);
      if (positions.all_filled) throw conflict(APPLICATION_MESSAGES.positionsFilled(positions.positions));
    }
    await setApplicationStatus(tx, applicationId, input.status, now);
    await events.record(tx, statusChangedEvent(user, current, input.status, input.reason, draft !== null));
    return draft
      ? storeOutgoing(tx, deps, user, { ...draft, sendAt: new Date(now.getTime() + REJECTION_DELAY_MS) })
      : null;
  });

  const [row] = await listApplications(
    db,
    { application_id: applicationId },
    undefined,
    { limit: 1, offset: 0 },
    user.id,
  );
  return {
    application: presentApplication(row!, user),
    positions: await positionsOf(db, application.jobId),
    scheduled_email: email ? { id: email.id, send_at: email.sendAt!.toISOString() } : null,
  };
}

async function assertJobManager(db: Db, user: AuthUser, jobId: number) {
  await requireManageableJob(db, user, jobId, APPLICATION_MESSAGES.cannotManage);
}

function statusChangedEvent(
  user: Actor,
  application: { id: number; jobId: number; candidateId: number; status: string },
  to: string,
  reason: string,
  notified: boolean,
  bulk = false,
) {
  return {
    type: 'application.status_changed' as const,
    actor: user,
    jobId: application.jobId,
    candidateId: application.candidateId,
    applicationId: application.id,
    data: { from_status: application.status, to_status: to, reason, notified, bulk },
  };
}

/**
 * POST /applications/reject-remaining/: once a job's positions are filled, its still-active
 * applications are rejected with one reason and, with notify, one template — a batch a call,
 * each batch one transaction, so a long list shows progress and an interrupted run loses nothing.
 */
export async function rejectRemaining(
  { user, ...deps }: UserContext<OutcomeDeps>,
  { rejection: input }: { rejection: RejectRemaining },
): Promise<RejectRemainingResult> {
  const { db, clock, events } = deps;
  await assertJobManager(db, user, input.job_id);
  checkReason('rejected', input.reason);
  const now = clock();
  const sendAt = new Date(now.getTime() + REJECTION_DELAY_MS);
  const { rejected, emails } = await db.transaction(async (tx) => {
    const batch = await lockActiveApplications(tx, input.job_id, REJECT_BATCH_SIZE);
    const drafts: (OutgoingDraft | null)[] = [];
    for (const row of batch) drafts.push(await rejectionDraft(tx, row.id, input).catch(skipNoAddress));
    await setStatusOfMany(
      tx,
      batch.map((row) => row.id),
      'rejected',
      now,
    );
    await events.record(
      tx,
      ...batch.map((row, i) =>
        statusChangedEvent(
          user,
          { ...row, jobId: input.job_id, status: 'active' },
          'rejected',
          input.reason,
          drafts[i] !== null,
          true,
        ),
      ),
    );
    let emails = 0;
    for (const draft of drafts) {
      if (!draft) continue;
      await storeOutgoing(tx, deps, user, { ...draft, sendAt });
      emails += 1;
    }
    return { rejected: batch.length, emails };
  });
  const positions = await positionsOf(db, input.job_id);
  return { rejected, remaining: positions.remaining_active, emails_scheduled: emails };
}

/**
 * An automation rule's rejection (issue 14, the job setting "auto-reject below 50% match") inside
 * its run: no e-mail (the rule says nothing to the candidate); an application that is no longer
 * active is left as it is. Returns whether it rejected.
 */
export async function rejectInTransaction(
  tx: Tx,
  events: DomainEvents,
  actor: Actor,
  applicationId: number,
  reason: string,
  now: Date,
): Promise<boolean> {
  const current = await findApplicationForUpdate(tx, applicationId);
  if (current?.status !== 'active') return false;
  await setApplicationStatus(tx, applicationId, 'rejected', now);
  await events.record(tx, statusChangedEvent(actor, current, 'rejected', reason, false));
  return true;
}

/** In a bulk rejection, a candidate without an address is rejected without an e-mail. */
function skipNoAddress(error: unknown): null {
  if (error instanceof ValidationError && 'notify' in error.fields) return null;
  throw error;
}
