import {
  APPROVAL_FIELDS,
  hasPermission,
  INPUT_MESSAGES,
  JOB_MESSAGES,
  JOB_STATUS_TRANSITIONS,
  type JobCreate,
  type JobDetail,
  SIGNOFFS,
  type SignoffRequest,
} from '@shortlist/contracts';
import type { Db, Tx } from '../../db/client.ts';
import type { JobSearchIndex } from '../../db/job-search-index.ts';
import { conflict, forbidden, notFound, ValidationError } from '../../platform/errors.ts';
import type { DomainEvent, DomainEvents } from '../../platform/events.ts';
import type { PageRequest } from '../../platform/pagination.ts';
import type { UserContext } from '../../platform/service-context.ts';
import type { AuthUser, Clock } from '../../platform/tokens.ts';
import { recomputeJobMatchScores } from '../applications/match-scores.service.ts';
import { copyWorkflow, createWorkflow, replaceWorkflow } from '../pipeline/pipeline.workflow.ts';
import { canManageJob } from './job-access.ts';
import { approvalChanges, signoffColumn } from './jobs.approvals.ts';
import { columnsFrom, type Payload } from './jobs.columns.ts';
import { presentJobDetail, presentJobSummary, readinessOf } from './jobs.presenter.ts';
import {
  findActiveUser,
  findJob,
  findJobDetail,
  insertJob,
  type JobListFilters,
  type JobRow,
  listJobs,
  listRecruiters,
  listSectors,
  replaceJobSectors,
  sectorIdsByName,
  updateJob,
} from './jobs.queries.ts';

export async function listJobSummaries(
  { db, clock, openings }: { db: Db; clock: Clock; openings: JobSearchIndex },
  { filters, page }: { filters: JobListFilters; page: PageRequest },
) {
  const now = clock();
  const found = filters.search ? (await openings.find(db, filters.search)).byText() : [];
  const rows = await listJobs(db, filters, { limit: page.pageSize, offset: page.offset }, found);
  return { total: rows[0]?.total ?? 0, results: rows.map((row) => presentJobSummary(row, now)) };
}

export async function getJobDetail(
  { db, clock }: { db: Db; clock: Clock },
  { id }: { id: number },
): Promise<JobDetail> {
  return readJobDetail(db, id, clock());
}

/** A job as it reads at `now`, inside the transaction that changed it. */
async function readJobDetail(db: Tx, id: number, now: Date): Promise<JobDetail> {
  const row = await findJobDetail(db, id);
  if (!row) throw notFound(JOB_MESSAGES.notFound);
  return presentJobDetail(row, now);
}

export async function jobOptions({ db }: { db: Db }) {
  const [recruiters, sectors] = await Promise.all([listRecruiters(db), listSectors(db)]);
  return { recruiters, sectors };
}

async function resolveSectors(tx: Tx, sectors: JobCreate['sectors']) {
  const names = sectors.map((row) => row.sector).filter(Boolean);
  const ids = await sectorIdsByName(tx, names);
  const unknown = names.filter((name) => !ids.has(name));
  if (unknown.length > 0) throw new ValidationError({ sectors: [`Unknown sector: ${unknown.join(', ')}`] });
  const seen = new Set<string>();
  const duplicates = names.filter((name) => seen.size === seen.add(name).size);
  if (duplicates.length > 0)
    throw new ValidationError({ sectors: [`Sector listed twice: ${duplicates[0]}`] });
  return sectors
    .filter((row) => row.sector)
    .map((row) => ({ sectorId: ids.get(row.sector)!, positions: row.positions }));
}

export type JobDeps = { db: Db; clock: Clock; events: DomainEvents };
type JobContext = UserContext<JobDeps>;

export async function createJob(
  { db, clock, events, user }: JobContext,
  { job: payload }: { job: JobCreate },
): Promise<JobDetail> {
  const now = clock();
  return db.transaction(async (tx) => {
    await assertRecruiterExists(tx, payload.recruiter_id);
    const set = columnsFrom(payload);
    const approvals = approvalChanges(user, undefined, set, now);
    const sectorRows = await resolveSectors(tx, payload.sectors);
    const values = { ...set, title: payload.title, createdBy: user.id, signoffRecords: approvals.records };
    const readiness = readinessOf({ ...(values as JobRow) });
    const job = await insertJob(tx, {
      ...values,
      isReady: readiness.is_ready,
      createdAt: now,
      updatedAt: now,
    });
    await replaceJobSectors(tx, job.id, sectorRows);
    await createWorkflow(tx, job.id, payload.workflow_stages);
    await events.record(tx, { type: 'job.created', actor: user, jobId: job.id, data: { title: job.title } });
    return readJobDetail(tx, job.id, now);
  });
}

/** A job's recruiter is a user of this organisation (the column is a foreign key). */
async function assertRecruiterExists(tx: Tx, recruiterId: number | null | undefined) {
  if (recruiterId == null) return;
  if (!(await findActiveUser(tx, recruiterId)))
    throw new ValidationError({ recruiter_id: [JOB_MESSAGES.recruiterUnknown] });
}

/** PUT (whole payload) and PATCH (any subset, including {status}); one transaction. */
export async function changeJob(
  { db, clock, events, user }: JobContext,
  { id, changes: payload }: { id: number; changes: Payload },
) {
  const now = clock();
  return db.transaction(async (tx) => {
    const before = await findJob(tx, id, { forUpdate: true });
    if (!before) throw notFound(JOB_MESSAGES.notFound);
    const set = columnsFrom(payload);
    const changing = Object.keys(payload).filter((key) => key !== 'updated_at');
    const approvalOnly =
      changing.length > 0 && changing.every((key) => (APPROVAL_FIELDS as readonly string[]).includes(key));
    if (!approvalOnly && !canManageJob(user, before)) throw forbidden(JOB_MESSAGES.cannotEdit);
    // issue 10: nothing to change is refused, not a save that moves updated_at under every open editor
    if (changing.length === 0) throw new ValidationError({ non_field_errors: [INPUT_MESSAGES.emptyUpdate] });
    await assertRecruiterExists(tx, payload.recruiter_id);
    if (payload.updated_at && new Date(payload.updated_at).getTime() !== before.updatedAt.getTime()) {
      throw conflict(JOB_MESSAGES.changedElsewhere, {
        updated_at: before.updatedAt.toISOString(),
      });
    }
    const statusChanged = set.status !== undefined && set.status !== before.status;
    if (statusChanged && !JOB_STATUS_TRANSITIONS[before.status].includes(set.status!)) {
      throw new ValidationError({ status: [`A ${before.status} job cannot become ${set.status}.`] });
    }
    const approvals = approvalChanges(user, before, set, now);
    if (payload.sectors !== undefined) {
      await replaceJobSectors(tx, id, await resolveSectors(tx, payload.sectors));
      if (payload.sectors.length === 0 && payload.department === undefined) delete set.department;
    }
    if (payload.workflow_stages !== undefined && payload.workflow_stages.length > 0) {
      await replaceWorkflow(tx, id, payload.workflow_stages);
    }
    const merged = { ...before, ...set } as JobRow;
    const readiness = readinessOf(merged);
    const job = await updateJob(tx, id, {
      ...set,
      signoffRecords: approvals.records,
      isReady: readiness.is_ready,
      updatedAt: now,
    });
    await events.record(tx, ...changeEvents(user, before, job, payload, approvals));
    // issue 4: match scores follow the job's requirements.
    if (MATCH_FIELDS.some((field) => JSON.stringify(before[field]) !== JSON.stringify(job[field]))) {
      await recomputeJobMatchScores(tx, { events, actor: user }, id);
    }
    return readJobDetail(tx, id, now);
  });
}

/** The job fields a match score is computed from (contracts computeMatchScore). */
const MATCH_FIELDS = ['skillsRequired', 'skillsNice', 'experienceLevel', 'location', 'skillWeights'] as const;

/** What a change to a job tells the rest of the system (and the job's timeline). */
function changeEvents(
  user: AuthUser,
  before: JobRow,
  after: JobRow,
  payload: Payload,
  approvals: ReturnType<typeof approvalChanges>,
): DomainEvent[] {
  const base = { actor: user, jobId: after.id };
  const events: DomainEvent[] = [];
  if (before.status !== after.status) {
    events.push({
      ...base,
      type: 'job.status_changed',
      data: { from_status: before.status, to_status: after.status },
    });
  }
  for (const signoff of approvals.changed) {
    events.push({
      ...base,
      type: 'job.signed_off',
      data: { signoff: signoff.key, label: signoff.label, approved: after[signoffColumn(signoff.field)] },
    });
  }
  const fields = Object.keys(payload).filter(
    (key) =>
      key !== 'status' && key !== 'updated_at' && !(APPROVAL_FIELDS as readonly string[]).includes(key),
  );
  if (fields.length > 0 || approvals.barRaiserChanged) {
    events.push({
      ...base,
      type: 'job.updated',
      data: {
        fields,
        ...(approvals.barRaiserChanged
          ? {
              bar_raiser_changed: true,
              bar_raiser_from: before.barRaiserId,
              bar_raiser_to: after.barRaiserId,
            }
          : {}),
      },
    });
  }
  return events;
}

/** A copy of the job, open, without sign-offs (a new role needs its own approvals). */
export async function duplicateJob({ db, clock, events, user }: JobContext, { id }: { id: number }) {
  const now = clock();
  if (!hasPermission(user.role, 'create_jobs')) throw forbidden();
  return db.transaction(async (tx) => {
    const source = await findJob(tx, id);
    if (!source) throw notFound(JOB_MESSAGES.notFound);
    const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = source;
    const copy = {
      ...fields,
      title: `${source.title} (Copy)`,
      status: 'open' as const,
      createdBy: user.id,
      signoffPeopleOps: false,
      signoffStrategy: false,
      signoffOpsDelivery: false,
      signoffSectorLead: false,
      signoffResponsiblePerson: false,
      signoffExecutiveSponsor: false,
      signoffRecords: {},
      isReady: false,
    };
    const job = await insertJob(tx, { ...copy, createdAt: now, updatedAt: now });
    const detail = await findJobDetail(tx, source.id);
    const sectorIds = await sectorIdsByName(
      tx,
      (detail?.sectors ?? []).map((row) => row.sector),
    );
    await replaceJobSectors(
      tx,
      job.id,
      (detail?.sectors ?? []).map((row) => ({
        sectorId: sectorIds.get(row.sector)!,
        positions: row.positions,
      })),
    );
    await copyWorkflow(tx, source.id, job.id);
    await events.record(tx, {
      type: 'job.created',
      actor: user,
      jobId: job.id,
      data: { title: job.title, duplicated_from: source.id, source_title: source.title },
    });
    return readJobDetail(tx, job.id, now);
  });
}

/**
 * Asks one person for one of the job's six sign-offs (issue 9: "a sign-off requested of me"
 * notifies them). Anyone who can see the job may ask; only an approver can be asked.
 */
export async function requestSignoff(
  { db, events, user }: JobContext,
  { id, request }: { id: number; request: SignoffRequest },
): Promise<string> {
  const signoff = SIGNOFFS.find((candidate) => candidate.key === request.signoff)!;
  return db.transaction(async (tx) => {
    const job = await findJob(tx, id);
    if (!job) throw notFound(JOB_MESSAGES.notFound);
    const approver = await findActiveUser(tx, request.user_id);
    if (!approver) throw new ValidationError({ user_id: ['Unknown user.'] });
    if (!hasPermission(approver.role, 'approve_hires'))
      throw new ValidationError({ user_id: [`${approver.fullName} cannot approve sign-offs.`] });
    if (job[signoffColumn(signoff.field)])
      throw new ValidationError({ signoff: [`The ${signoff.label} sign-off is already approved.`] });
    await events.record(tx, {
      type: 'job.signoff_requested',
      actor: user,
      jobId: id,
      data: {
        signoff: signoff.key,
        label: signoff.label,
        requested_user_id: approver.id,
        requested_user_name: approver.fullName,
        message: request.message ?? '',
        job_title: job.title,
      },
    });
    return `Sign-off request sent to ${approver.fullName}.`;
  });
}

/** A note on the job (the detail page's #notes), kept on the job's timeline. */
export async function addJobNote(
  { db, events, user }: JobContext,
  { id, text }: { id: number; text: string },
) {
  await db.transaction(async (tx) => {
    const job = await findJob(tx, id);
    if (!job) throw notFound(JOB_MESSAGES.notFound);
    await events.record(tx, {
      type: 'note.added',
      actor: user,
      jobId: id,
      data: { text, note_type: 'general', is_private: false, subject: job.title },
    });
  });
}
