import {
  APPROVAL_FIELDS,
  canEditJob,
  DEFAULT_WORKFLOW_STAGES,
  hasPermission,
  JOB_STATUS_TRANSITIONS,
  type JobCreate,
  type JobDetail,
  type JobPatch,
  SIGNOFFS,
  type WorkflowStageRow,
} from '@shortlist/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { conflict, forbidden, notFound, ValidationError } from '../../platform/errors.ts';
import type { PageRequest } from '../../platform/pagination.ts';
import type { AuthUser } from '../../platform/tokens.ts';
import { recomputeJobMatchScores } from '../applications/match-scores.service.ts';
import { recordTimelineEvent } from '../timeline/timeline.service.ts';
import { csvField, presentJobDetail, presentJobSummary, readinessOf } from './jobs.presenter.ts';
import {
  deleteWorkflowStages,
  findJob,
  findJobDetail,
  insertJob,
  insertWorkflowStages,
  type JobInsert,
  type JobListFilters,
  type JobRow,
  listJobs,
  listRecruiters,
  listSectors,
  occupiedStageKeys,
  replaceJobSectors,
  sectorIdsByName,
  selectJobCandidates,
  selectWorkflowStages,
  updateJob,
  updateWorkflowStage,
} from './jobs.queries.ts';
import { descriptionToHtml, sanitizeDescription } from './jobs.sanitize.ts';
import { stageColor, stageKeyFor } from './jobs.workflow.ts';

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

type Payload = Partial<JobCreate> & JobPatch;

/** The job columns a payload sets; department follows the first sector (spec 01 §2.5). */
function columnsFrom(payload: Payload): Partial<JobInsert> {
  const set: Partial<JobInsert> = {};
  const assign = <K extends keyof JobInsert>(key: K, value: JobInsert[K] | undefined) => {
    if (value !== undefined) set[key] = value;
  };
  const blankToNull = (value: string | null | undefined) =>
    value === undefined ? undefined : value?.trim() ? value.trim() : null;
  assign('title', payload.title);
  assign('department', payload.sectors?.[0]?.sector || payload.department);
  assign('location', payload.location);
  assign('employmentType', payload.employment_type);
  assign('experienceRange', payload.experience_range);
  assign('experienceLevel', payload.experience_level);
  assign('roleType', payload.role_type);
  if (payload.description !== undefined) {
    const html = descriptionToHtml(payload.description);
    set.description = html;
    set.descriptionMd = sanitizeDescriptionText(html);
  }
  assign('skillsRequired', payload.skills_required);
  assign('skillsNice', payload.skills_nice);
  assign('salaryMin', payload.salary_min);
  assign('salaryMax', payload.salary_max);
  assign('status', payload.status);
  assign('priority', payload.priority);
  assign('recruiterId', payload.recruiter_id);
  assign('businessCase', payload.business_case?.trim());
  assign('compellingHeadline', payload.compelling_headline?.trim());
  assign('targetsResults', payload.targets_results);
  assign('targetsCompetencies', payload.targets_competencies);
  assign('culturalMantrasCriteria', payload.cultural_mantras_criteria);
  assign('qualityThreshold', payload.quality_threshold);
  assign('barRaiserId', blankToNull(payload.bar_raiser_id));
  assign('skillWeights', payload.skill_weights);
  assign('assessmentStrategy', payload.assessment_strategy);
  assign('workSampleType', blankToNull(payload.work_sample_type));
  assign('roleSpecificData', payload.role_specific_data);
  assign('applyEmail', blankToNull(payload.apply_email));
  assign('applyUrl', blankToNull(payload.apply_url));
  assign('interviewGuidance', blankToNull(payload.interview_guidance));
  assign('scoringRubric', blankToNull(payload.scoring_rubric));
  assign('idealProfile', blankToNull(payload.ideal_profile));
  assign('signoffPeopleOps', payload.signoff_people_ops);
  assign('signoffStrategy', payload.signoff_strategy);
  assign('signoffOpsDelivery', payload.signoff_ops_delivery);
  assign('signoffSectorLead', payload.signoff_sector_lead);
  assign('signoffResponsiblePerson', payload.signoff_responsible_person);
  assign('signoffExecutiveSponsor', payload.signoff_executive_sponsor);
  assign('settings', payload.settings);
  assign('hiringTeam', payload.hiring_team);
  return set;
}

function sanitizeDescriptionText(html: string): string {
  return sanitizeDescription(html.replaceAll('</p>', '</p>\n\n').replaceAll('<br>', '\n'))
    .replace(/<[^>]+>/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
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

/** A new job's workflow: the given stage rows, else the default of spec 01 §4. */
function newWorkflow(jobId: number, rows: WorkflowStageRow[] | undefined) {
  if (!rows || rows.length === 0) {
    return DEFAULT_WORKFLOW_STAGES.map((stage, index) => ({
      jobId,
      key: stage.key,
      label: stage.label,
      order: index + 1,
      color: stageColor(stage.key, index),
    }));
  }
  return workflowFromRows(jobId, rows).map(({ id: _id, ...stage }) => stage);
}

/**
 * Stage rows → stages with unique keys. Every workflow starts with the Applied stage new
 * applications land in; the form's rows (CV Review … Offer) follow it in their order.
 */
function workflowFromRows(jobId: number, rows: WorkflowStageRow[]) {
  const sorted = [...rows].sort((a, b) => a.order - b.order);
  const used = new Set<string>();
  const stages = sorted.map((row) => {
    let key = row.key || stageKeyFor(row.name);
    for (let n = 2; used.has(key); n += 1) key = `${stageKeyFor(row.name)}_${n}`;
    used.add(key);
    return { id: undefined as number | undefined, jobId, key, label: row.name, description: row.description };
  });
  if (!used.has('applied'))
    stages.unshift({ id: undefined, jobId, key: 'applied', label: 'Applied', description: '' });
  return stages.map((stage, index) => ({ ...stage, order: index + 1, color: stageColor(stage.key, index) }));
}

async function replaceWorkflow(tx: Tx, jobId: number, rows: WorkflowStageRow[]) {
  const existing = await selectWorkflowStages(tx, jobId);
  const wanted = workflowFromRows(jobId, rows);
  const wantedKeys = new Set(wanted.map((stage) => stage.key));
  const removed = existing.filter((stage) => !wantedKeys.has(stage.key));
  if (removed.length > 0) {
    const occupied = await occupiedStageKeys(tx, jobId);
    const blocked = removed.find((stage) => occupied.has(stage.key));
    if (blocked)
      throw new ValidationError({
        workflow_stages: [
          `The stage "${blocked.label}" still has applications; move them before removing it.`,
        ],
      });
    await deleteWorkflowStages(
      tx,
      removed.map((stage) => stage.id),
    );
  }
  const byKey = new Map(existing.map((stage) => [stage.key, stage]));
  // orders are unique per job only by convention; update in place, insert the new ones
  for (const stage of wanted) {
    const current = byKey.get(stage.key);
    if (!current) continue;
    if (
      current.label !== stage.label ||
      current.order !== stage.order ||
      current.description !== stage.description
    )
      await updateWorkflowStage(tx, current.id, {
        label: stage.label,
        order: stage.order,
        description: stage.description,
      });
  }
  await insertWorkflowStages(
    tx,
    wanted.filter((stage) => !byKey.has(stage.key)).map(({ id: _id, ...stage }) => stage),
  );
}

/** Sign-off and bar-raiser changes: only approvers (spec 01 §6); who and when are recorded. */
function approvalChanges(user: AuthUser, before: JobRow | undefined, set: Partial<JobInsert>, now: Date) {
  const changed = SIGNOFFS.filter((signoff) => {
    const column = signoffColumn(signoff.field);
    return set[column] !== undefined && set[column] !== (before?.[column] ?? false);
  });
  const barRaiserChanged = set.barRaiserId !== undefined && set.barRaiserId !== (before?.barRaiserId ?? null);
  if ((changed.length > 0 || barRaiserChanged) && !hasPermission(user.role, 'approve_hires')) {
    throw forbidden('Only approvers can change sign-offs or the bar raiser.');
  }
  const records = { ...(before?.signoffRecords ?? {}) };
  for (const signoff of changed) {
    if (set[signoffColumn(signoff.field)])
      records[signoff.key] = { user_id: user.id, user_name: user.full_name, signed_at: now.toISOString() };
    else delete records[signoff.key];
  }
  return { changed, barRaiserChanged, records };
}

function signoffColumn(field: (typeof SIGNOFFS)[number]['field']) {
  const columns = {
    signoff_people_ops: 'signoffPeopleOps',
    signoff_strategy: 'signoffStrategy',
    signoff_ops_delivery: 'signoffOpsDelivery',
    signoff_sector_lead: 'signoffSectorLead',
    signoff_responsible_person: 'signoffResponsiblePerson',
    signoff_executive_sponsor: 'signoffExecutiveSponsor',
  } as const;
  return columns[field];
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

const CSV_COLUMNS = [
  'application_id',
  'candidate_id',
  'full_name',
  'email',
  'phone',
  'location',
  'current_company',
  'current_role',
  'stage',
  'status',
  'match_score',
  'source',
  'applied_at',
];

/** GET /jobs/{id}/candidates.csv: one line per application (no salary fields). */
export async function exportCandidatesCsv(db: Db, id: number) {
  const job = await findJob(db, id);
  if (!job) throw notFound('Job not found');
  const [rows, stages] = await Promise.all([selectJobCandidates(db, id), selectWorkflowStages(db, id)]);
  const labels = new Map(stages.map((stage) => [stage.key, stage.label]));
  const lines = rows.map((row) =>
    [
      row.applicationId,
      row.candidateId,
      row.fullName,
      row.emails[0],
      row.phones[0],
      row.location,
      row.currentCompany,
      row.currentRole,
      labels.get(row.stageKey) ?? row.stageKey,
      row.status,
      row.matchScore,
      row.source,
      row.appliedAt,
    ]
      .map(csvField)
      .join(','),
  );
  return { job, csv: `${[CSV_COLUMNS.join(','), ...lines].join('\r\n')}\r\n` };
}
