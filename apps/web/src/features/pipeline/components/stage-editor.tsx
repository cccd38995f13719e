import type { PipelineStage } from '@shortlist/contracts';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { getErrorMessage } from '../../../lib/api-error.ts';
import { minimumStagesText } from '../../../lib/stage-minimum.ts';
import { type StageChange, useChangeStages } from '../api/change-stages.ts';
import { useStages } from '../api/get-stages.ts';

type StageEditorProps = {
  jobId: number;
  /**
   * spec 01 §4: removal is disabled at 2 or fewer stages in the overview and pipeline editors
   * and at 3 or fewer in the settings editor; the server keeps at least 3 whatever the editor.
   */
  minStages: 2 | 3;
  canEdit: boolean;
};

function StageRow({
  stage,
  index,
  keys,
  removable,
  canEdit,
  onChange,
}: {
  stage: PipelineStage;
  index: number;
  /** Every stage key in order, to build the reordered list. */
  keys: string[];
  removable: boolean;
  canEdit: boolean;
  onChange: (change: StageChange) => void;
}) {
  const [label, setLabel] = useState(stage.label);
  const swap = (from: number, to: number) => {
    const next = [...keys];
    [next[from], next[to]] = [next[to]!, next[from]!];
    return next;
  };
  const rename = () => {
    const next = label.trim();
    if (next && next !== stage.label) onChange({ kind: 'update', key: stage.key, input: { label: next } });
    else setLabel(stage.label);
  };
  return (
    <li className="flex items-center gap-2 py-2" data-stage-row={stage.key}>
      <span className="w-6 text-right text-xs text-slate-400 tabular-nums">{index + 1}</span>
      <span className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: stage.color }} aria-hidden />
      <Input
        aria-label={`Stage ${index + 1} name`}
        value={label}
        disabled={!canEdit}
        onChange={(event) => setLabel(event.target.value)}
        onBlur={rename}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.currentTarget.blur();
          if (event.key === 'Escape') setLabel(stage.label);
        }}
      />
      <span className="w-24 shrink-0 text-xs text-slate-500">
        {stage.application_count} {stage.application_count === 1 ? 'application' : 'applications'}
      </span>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Move ${stage.label} up`}
        disabled={!canEdit || index === 0}
        onClick={() => onChange({ kind: 'reorder', keys: swap(index, index - 1) })}
      >
        <ArrowUp className="size-4" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Move ${stage.label} down`}
        disabled={!canEdit || index === keys.length - 1}
        onClick={() => onChange({ kind: 'reorder', keys: swap(index, index + 1) })}
      >
        <ArrowDown className="size-4" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Remove ${stage.label}`}
        title={
          stage.application_count > 0
            ? 'Move its applications to another stage first'
            : removable
              ? undefined
              : 'Minimum reached'
        }
        disabled={!canEdit || !removable}
        onClick={() => onChange({ kind: 'remove', key: stage.key })}
      >
        <Trash2 className="size-4" />
      </Button>
    </li>
  );
}

/** The workflow stage editor (spec 01 §2.6, §4): add, rename, reorder and remove, persisted. */
export function StageEditor({ jobId, minStages, canEdit }: StageEditorProps) {
  const stages = useStages(jobId);
  return (
    <QueryState
      query={stages}
      loading={<Spinner label="Loading stages" />}
      errorTitle="Couldn't load the workflow"
    >
      {(list) => <StageList jobId={jobId} stages={list} minStages={minStages} canEdit={canEdit} />}
    </QueryState>
  );
}

function StageList({
  jobId,
  stages: list,
  minStages,
  canEdit,
}: StageEditorProps & { stages: PipelineStage[] }) {
  const change = useChangeStages(jobId);
  const [newLabel, setNewLabel] = useState('');
  const keys = list.map((stage) => stage.key);
  const apply = (next: StageChange) =>
    change.mutate(next, {
      onError: (error) => toast.error(getErrorMessage(error, 'Failed to update the workflow')),
    });
  const add = (event: FormEvent) => {
    event.preventDefault();
    const label = newLabel.trim();
    if (!label) return;
    change.mutate(
      { kind: 'add', input: { label } },
      {
        onSuccess: () => setNewLabel(''),
        onError: (error) => toast.error(getErrorMessage(error, 'Failed to add the stage')),
      },
    );
  };

  return (
    <div>
      <ol aria-label="Workflow stages" className="divide-y divide-slate-100">
        {list.map((stage, index) => (
          <StageRow
            key={`${stage.key}:${stage.label}`}
            stage={stage}
            index={index}
            keys={keys}
            removable={list.length > minStages && stage.application_count === 0}
            canEdit={canEdit && !change.isPending}
            onChange={apply}
          />
        ))}
      </ol>
      {list.length <= minStages ? (
        <p className="mt-2 text-xs text-slate-500">{minimumStagesText(minStages)}</p>
      ) : null}
      {canEdit ? (
        <form onSubmit={add} className="mt-3 flex gap-2">
          <Input
            aria-label="New stage name"
            placeholder="New stage name"
            value={newLabel}
            onChange={(event) => setNewLabel(event.target.value)}
          />
          <Button
            type="submit"
            variant="secondary"
            disabled={!newLabel.trim()}
            loading={change.isPending}
            icon={<Plus className="size-4" />}
          >
            Add Stage
          </Button>
        </form>
      ) : null}
    </div>
  );
}
