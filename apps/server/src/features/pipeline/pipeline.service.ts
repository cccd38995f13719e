import {
  JOB_MESSAGES,
  MIN_WORKFLOW_STAGES,
  type PipelineStage,
  type StageCreate,
  type StageUpdate,
} from '@shortlist/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest, conflict, notFound, ValidationError } from '../../platform/errors.ts';
import type { DomainEvents } from '../../platform/events.ts';
import type { UserContext } from '../../platform/service-context.ts';
import type { AuthUser } from '../../platform/tokens.ts';
import { requireJob, requireManageableJob } from '../jobs/job-access.ts';
import {
  deleteStageRow,
  insertStage,
  type StageRow,
  selectStages,
  shiftStagesFrom,
  updateStageRow,
} from './pipeline.queries.ts';
import { countApplicationsInStage, selectStagesWithCounts } from './pipeline.read-model.ts';
import { stageColor, stageKeyFor } from './pipeline.workflow.ts';

export type WorkflowStage = Omit<PipelineStage, 'application_count'>;

function presentWorkflowStage(stage: StageRow): WorkflowStage {
  return {
    key: stage.key,
    label: stage.label,
    order: stage.order,
    color: stage.color,
    description: stage.description,
    actions: stage.actions as PipelineStage['actions'],
  };
}

function presentStage(stage: StageRow, applicationCount: number): PipelineStage {
  return { ...presentWorkflowStage(stage), application_count: applicationCount };
}

/**
 * A job's stages in order without their counts, for a caller that has read the job already
 * (the board counts its own cards): one statement, no job lookup.
 */
export async function workflowOf(db: Tx, jobId: number): Promise<WorkflowStage[]> {
  return (await selectStages(db, jobId)).map(presentWorkflowStage);
}

/** A job's stages with their counts: one statement, unless there are none (is there such a job?). */
export async function listStages({ db }: { db: Db }, { jobId }: { jobId: number }): Promise<PipelineStage[]> {
  const rows = await selectStagesWithCounts(db, jobId);
  // a stage belongs to a job that exists (its foreign key); without any, 404 or none
  if (rows.length === 0) await requireJob(db, jobId);
  return rows.map((row) => presentStage(row.stage, row.applicationCount));
}

export type PipelineDeps = { db: Db; events: DomainEvents };
type PipelineContext = UserContext<PipelineDeps>;

async function workflowChanged(
  tx: Tx,
  events: DomainEvents,
  user: AuthUser,
  jobId: number,
  title: string,
  details: object,
) {
  await events.record(tx, {
    type: 'job.workflow_changed',
    actor: user,
    jobId,
    data: { title, details: { ...details } },
  });
}

/** Renumbers orders 1..n in the current order (after a removal or to heal gaps). */
async function renumber(tx: Tx, jobId: number) {
  const stages = await selectStages(tx, jobId);
  for (const [index, stage] of stages.entries()) {
    if (stage.order !== index + 1) await updateStageRow(tx, jobId, stage.key, { order: index + 1 });
  }
}

export async function addStage(
  { db, events, user }: PipelineContext,
  { jobId, stage: input }: { jobId: number; stage: StageCreate },
) {
  await requireManageableJob(db, user, jobId, JOB_MESSAGES.cannotManagePipeline);
  await db.transaction(async (tx) => {
    const stages = await selectStages(tx, jobId);
    const key = stageKeyFor(input.label, new Set(stages.map((stage) => stage.key)));
    const order = Math.min(input.order ?? stages.length + 1, stages.length + 1);
    await shiftStagesFrom(tx, jobId, order);
    await insertStage(tx, {
      jobId,
      key,
      label: input.label,
      order,
      color: input.color ?? stageColor(key, order - 1),
      description: input.description ?? '',
      actions: input.actions ?? [],
    });
    await renumber(tx, jobId);
    await workflowChanged(tx, events, user, jobId, `Stage "${input.label}" added`, { key, order });
  });
  return listStages({ db }, { jobId });
}

export async function updateStage(
  { db, events, user }: PipelineContext,
  { jobId, key, changes: input }: { jobId: number; key: string; changes: StageUpdate },
) {
  await requireManageableJob(db, user, jobId, JOB_MESSAGES.cannotManagePipeline);
  await db.transaction(async (tx) => {
    const before = (await selectStages(tx, jobId)).find((stage) => stage.key === key);
    if (!before) throw notFound(JOB_MESSAGES.stageNotFound);
    await updateStageRow(tx, jobId, key, input);
    const renamed = input.label && input.label !== before.label;
    const title = renamed
      ? `Stage "${before.label}" renamed to "${input.label}"`
      : `Stage "${before.label}" updated`;
    await workflowChanged(tx, events, user, jobId, title, { key, ...input });
  });
  return listStages({ db }, { jobId });
}

export async function reorderStages(
  { db, events, user }: PipelineContext,
  { jobId, keys }: { jobId: number; keys: string[] },
) {
  await requireManageableJob(db, user, jobId, JOB_MESSAGES.cannotManagePipeline);
  await db.transaction(async (tx) => {
    const stages = await selectStages(tx, jobId);
    const current = new Set(stages.map((stage) => stage.key));
    const sameSet =
      keys.length === current.size && new Set(keys).size === keys.length && keys.every((k) => current.has(k));
    if (!sameSet) throw new ValidationError({ keys: ['Give every stage of the workflow exactly once.'] });
    for (const [index, key] of keys.entries()) await updateStageRow(tx, jobId, key, { order: index + 1 });
    await workflowChanged(tx, events, user, jobId, 'Stages reordered', { keys });
  });
  return listStages({ db }, { jobId });
}

/**
 * spec 01 §4 / issue 5: a stage that still holds applications cannot be removed until they are
 * moved (409 naming the count), and a workflow keeps at least three stages.
 */
export async function removeStage(
  { db, events, user }: PipelineContext,
  { jobId, key }: { jobId: number; key: string },
) {
  await requireManageableJob(db, user, jobId, JOB_MESSAGES.cannotManagePipeline);
  await db.transaction(async (tx) => {
    const stages = await selectStages(tx, jobId);
    const stage = stages.find((candidate) => candidate.key === key);
    if (!stage) throw notFound(JOB_MESSAGES.stageNotFound);
    const held = await countApplicationsInStage(tx, jobId, key);
    if (held > 0) {
      const noun = held === 1 ? 'application is' : 'applications are';
      throw conflict(
        `Cannot remove "${stage.label}": ${held} ${noun} still in this stage. Move them first.`,
        {
          application_count: held,
        },
      );
    }
    if (stages.length <= MIN_WORKFLOW_STAGES) {
      throw badRequest(`A workflow needs at least ${MIN_WORKFLOW_STAGES} stages.`);
    }
    await deleteStageRow(tx, jobId, key);
    await renumber(tx, jobId);
    await workflowChanged(tx, events, user, jobId, `Stage "${stage.label}" removed`, { key });
  });
  return listStages({ db }, { jobId });
}
