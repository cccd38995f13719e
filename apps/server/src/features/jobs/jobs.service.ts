import {
  APPROVAL_FIELDS,
  canEditJob,
  hasPermission,
  JOB_STATUS_TRANSITIONS,
  type JobCreate,
  type JobDetail,
} from '@shortlist/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { conflict, forbidden, notFound, ValidationError } from '../../platform/errors.ts';
import type { PageRequest } from '../../platform/pagination.ts';
import type { AuthUser } from '../../platform/tokens.ts';
import { recomputeJobMatchScores } from '../applications/match-scores.service.ts';
import { recordTimelineEvent } from '../timeline/timeline.service.ts';
import { approvalChanges, signoffColumn } from './jobs.approvals.ts';
import { columnsFrom, type Payload } from './jobs.columns.ts';
import { presentJobDetail, presentJobSummary, readinessOf } from './jobs.presenter.ts';
import {
  findJob,
  findJobDetail,
  insertJob,
  insertWorkflowStages,
  type JobListFilters,
  type JobRow,
  listJobs,
  listRecruiters,
  listSectors,
  replaceJobSectors,
  sectorIdsByName,
  updateJob,
} from './jobs.queries.ts';
import { newWorkflow, replaceWorkflow } from './jobs.workflow.ts';

export async function listJobSummaries(db: Db, filters: JobListFilters, page: PageRequest, now: Date) {
  const rows = await listJobs(db, filters, { limit: page.pageSize, offset: page.offset });
  return { total: rows[0]?.total ?? 0, results: rows.map((row) => presentJobSummary(row, now)) };
}

export async function getJobDetail(db: Tx, id: number, now: Date): Promise<JobDetail> {
  const row = await findJobDetail(db, id);
  if (!row) throw notFound('Job not found');
  return presentJobDetail(row, now);
}

export async function jobOptions(db: Db) {
  const [recruiters, sectors] = await Promise.all([listRecruiters(db), listSectors(db)]);
  return { recruiters, sectors };
}

/** The shared rule of packages/contracts over a stored job. */
function mayEdit(user: AuthUser, job: Pick<JobRow, 'createdBy' | 'hiringTeam'>): boolean {
  return canEditJob(user, { created_by: job.createdBy, hiring_team: job.hiringTeam });
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

export async function createJob(db: Db, user: AuthUser, payload: JobCreate, now: Date): Promise<JobDetail> {
  return db.transaction(async (tx) => {
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
    await insertWorkflowStages(tx, newWorkflow(job.id, payload.workflow_stages));
    await recordTimelineEvent(tx, {
      jobId: job.id,
      type: 'job_created',
      title: 'Job created',
      description: `${user.full_name} created ${job.title}.`,
      metadata: {},
      userId: user.id,
    });
    return getJobDetail(tx, job.id, now);
  });
}

/** PUT (whole payload) and PATCH (any subset, including {status}); one transaction. */
export async function changeJob(db: Db, user: AuthUser, id: number, payload: Payload, now: Date) {
  return db.transaction(async (tx) => {
    const before = await findJob(tx, id, { forUpdate: true });
    if (!before) throw notFound('Job not found');
    const set = columnsFrom(payload);
    const approvalOnly = Object.keys(payload).every(
      (key) => (APPROVAL_FIELDS as readonly string[]).includes(key) || key === 'updated_at',
    );
    if (!approvalOnly && !mayEdit(user, before))
      throw forbidden('You do not have permission to edit this job.');
    if (payload.updated_at && new Date(payload.updated_at).getTime() !== before.updatedAt.getTime()) {
      throw conflict('This job was changed by someone else. Reload it and try again.', {
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
    await recordChangeEvents(tx, user, before, job, payload, approvals);
    // issue 4: match scores follow the job's requirements.
    if (MATCH_FIELDS.some((field) => JSON.stringify(before[field]) !== JSON.stringify(job[field]))) {
      await recomputeJobMatchScores(tx, id);
    }
    return getJobDetail(tx, id, now);
  });
}

/** The job fields a match score is computed from (contracts computeMatchScore). */
const MATCH_FIELDS = ['skillsRequired', 'skillsNice', 'experienceLevel', 'location', 'skillWeights'] as const;

async function recordChangeEvents(
  tx: Tx,
  user: AuthUser,
  before: JobRow,
  after: JobRow,
  payload: Payload,
  approvals: ReturnType<typeof approvalChanges>,
) {
  const base = { jobId: after.id, userId: user.id };
  if (before.status !== after.status) {
    await recordTimelineEvent(tx, {
      ...base,
      type: 'status_change',
      title: `Job ${after.status === 'open' ? (before.status === 'paused' ? 'resumed' : 'reopened') : after.status}`,
      description: `${user.full_name} changed the status from ${before.status} to ${after.status}.`,
      metadata: { fromStatus: before.status, toStatus: after.status },
    });
  }
  for (const signoff of approvals.changed) {
    const approved = after[signoffColumn(signoff.field)];
    await recordTimelineEvent(tx, {
      ...base,
      type: 'signoff',
      title: `${signoff.label} sign-off ${approved ? 'approved' : 'withdrawn'}`,
      description: `${user.full_name} ${approved ? 'approved' : 'withdrew'} the ${signoff.label} sign-off.`,
      metadata: { signoff: signoff.key, approved },
    });
  }
  if (approvals.barRaiserChanged) {
    await recordTimelineEvent(tx, {
      ...base,
      type: 'bar_raiser',
      title: 'Bar raiser assigned',
      description: after.barRaiserId ? `Bar raiser set to ${after.barRaiserId}.` : 'Bar raiser removed.',
      metadata: { from: before.barRaiserId, to: after.barRaiserId },
    });
  }
  const other = Object.keys(payload).filter(
    (key) =>
      key !== 'status' && key !== 'updated_at' && !(APPROVAL_FIELDS as readonly string[]).includes(key),
  );
  if (other.length > 0) {
    await recordTimelineEvent(tx, {
      ...base,
      type: 'job_updated',
      title: 'Job updated',
      description: `${user.full_name} updated the job.`,
      metadata: { fields: other },
    });
  }
}

/** A copy of the job, open, without sign-offs (a new role needs its own approvals). */
export async function duplicateJob(db: Db, user: AuthUser, id: number, now: Date) {
  if (!hasPermission(user.role, 'create_jobs')) throw forbidden();
  return db.transaction(async (tx) => {
    const source = await findJob(tx, id);
    if (!source) throw notFound('Job not found');
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
    await insertWorkflowStages(
      tx,
      (detail?.stages ?? []).map(({ id: _sid, jobId: _j, ...stage }) => ({ ...stage, jobId: job.id })),
    );
    await recordTimelineEvent(tx, {
      jobId: job.id,
      userId: user.id,
      type: 'job_created',
      title: 'Job created',
      description: `${user.full_name} duplicated ${source.title}.`,
      metadata: { duplicated_from: source.id },
    });
    return getJobDetail(tx, job.id, now);
  });
}

/** A note on the job (the detail page's #notes), kept on the job's timeline. */
export async function addJobNote(db: Db, user: AuthUser, id: number, text: string) {
  await db.transaction(async (tx) => {
    const job = await findJob(tx, id);
    if (!job) throw notFound('Job not found');
    await recordTimelineEvent(tx, {
      jobId: id,
      userId: user.id,
      type: 'note',
      title: 'Note',
      description: text,
      metadata: { note_type: 'general' },
    });
  });
}
