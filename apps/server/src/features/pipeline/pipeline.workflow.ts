import { DEFAULT_WORKFLOW_STAGES, type WorkflowStageRow } from '@shortlist/contracts';
import type { Tx } from '../../db/client.ts';
import { ValidationError } from '../../platform/errors.ts';
import {
  deleteWorkflowStages,
  insertWorkflowStages,
  selectStages,
  updateWorkflowStage,
} from './pipeline.queries.ts';
import { occupiedStageKeys } from './pipeline.read-model.ts';

const PALETTE = [
  '#64748b',
  '#0ea5e9',
  '#6366f1',
  '#8b5cf6',
  '#d946ef',
  '#f59e0b',
  '#14b8a6',
  '#f97316',
  '#22c55e',
];

/**
 * The one rule for a stage's key (the stage editor and the job form both use it): the default
 * workflow's key for its label (CV Review → screening, spec 01 §4), else a slug of the label
 * ("Culture Fit" → culture_fit), made unique among the keys taken ("culture_fit_2").
 */
export function stageKeyFor(label: string, taken: ReadonlySet<string> = new Set()): string {
  const known = DEFAULT_WORKFLOW_STAGES.find(
    (stage) => stage.label.toLowerCase() === label.trim().toLowerCase(),
  );
  const base =
    known?.key ??
    (label
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 40) ||
      'stage');
  let key = base;
  for (let n = 2; taken.has(key); n += 1) key = `${base}_${n}`;
  return key;
}

/** The one rule for a stage's colour: the default stage's own, else by its place in the workflow. */
export function stageColor(key: string, index: number): string {
  const known = DEFAULT_WORKFLOW_STAGES.findIndex((stage) => stage.key === key);
  return PALETTE[(known >= 0 ? known : index) % PALETTE.length]!;
}

/** A new job's workflow: the given stage rows, else the default of spec 01 §4. */
export async function createWorkflow(tx: Tx, jobId: number, rows: WorkflowStageRow[] | undefined) {
  const stages =
    !rows || rows.length === 0
      ? DEFAULT_WORKFLOW_STAGES.map((stage, index) => ({
          jobId,
          key: stage.key,
          label: stage.label,
          order: index + 1,
          color: stageColor(stage.key, index),
        }))
      : workflowFromRows(jobId, rows).map(({ id: _id, ...stage }) => stage);
  await insertWorkflowStages(tx, stages);
}

/** A duplicated job starts with a copy of its source's stages. */
export async function copyWorkflow(tx: Tx, fromJobId: number, toJobId: number) {
  const stages = await selectStages(tx, fromJobId);
  await insertWorkflowStages(
    tx,
    stages.map(({ id: _id, jobId: _job, ...stage }) => ({ ...stage, jobId: toJobId })),
  );
}

/**
 * Stage rows → stages with unique keys. Every workflow starts with the Applied stage new
 * applications land in; the form's rows (CV Review … Offer) follow it in their order.
 */
function workflowFromRows(jobId: number, rows: WorkflowStageRow[]) {
  const sorted = [...rows].sort((a, b) => a.order - b.order);
  const used = new Set<string>();
  const stages = sorted.map((row) => {
    const key = row.key && !used.has(row.key) ? row.key : stageKeyFor(row.name, used);
    used.add(key);
    return { id: undefined as number | undefined, jobId, key, label: row.name, description: row.description };
  });
  if (!used.has('applied'))
    stages.unshift({ id: undefined, jobId, key: 'applied', label: 'Applied', description: '' });
  return stages.map((stage, index) => ({ ...stage, order: index + 1, color: stageColor(stage.key, index) }));
}

/** The job form's workflow rows replace the job's stages; a stage that holds applications stays. */
export async function replaceWorkflow(tx: Tx, jobId: number, rows: WorkflowStageRow[]) {
  const existing = await selectStages(tx, jobId);
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
