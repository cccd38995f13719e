import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { FieldError } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { useStageChoices } from '../../automation-choices.tsx';
import { stageKeyLabel } from '../../lib/rule-summary.ts';

/** A stage key as rules hold them: what a workflow's stage keys look like. */
const STAGE_KEY = /^[a-z0-9_]{1,60}$/;

type StagePickerProps = {
  id: string;
  legend: string;
  hint: string;
  value: string[];
  onChange: (stages: string[]) => void;
  /** the rule's job, whose workflow is offered; null: the stages in use in every job, and any key */
  jobId: number | null;
  error?: string;
};

/**
 * Stages to tick: the job's workflow for a job's rule; for a rule of every job the stages
 * applications are in today, plus any stage key typed in (a key another workflow uses, or its
 * equivalent: cv_review also means screening, culture facet).
 */
export function StagePicker({ id, legend, hint, value, onChange, jobId, error }: StagePickerProps) {
  const stages = useStageChoices(jobId);
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);
  const offered = stages.data ?? [];
  const unlisted = value.filter((key) => !offered.some((stage) => stage.key === key));
  const toggle = (key: string, on: boolean) =>
    onChange(on ? [...value, key] : value.filter((chosen) => chosen !== key));

  const add = () => {
    const key = typed.trim();
    if (!STAGE_KEY.test(key)) {
      setTypedError('Write a stage key: lower-case letters, digits and _ (for example cv_review).');
      return;
    }
    if (!value.includes(key)) onChange([...value, key]);
    setTyped('');
    setTypedError(null);
  };

  const chip = (key: string, label: string, note?: string) => (
    <label
      key={key}
      className="inline-flex cursor-pointer items-center gap-1.5 rounded-full bg-white px-2.5 py-1 text-xs font-medium text-slate-700 ring-1 ring-slate-300 ring-inset hover:bg-slate-50 has-checked:bg-brand-50 has-checked:text-brand-800 has-checked:ring-brand-600/30"
    >
      <input
        type="checkbox"
        className="size-3.5 rounded border-slate-300 accent-brand-600"
        checked={value.includes(key)}
        onChange={(event) => toggle(key, event.target.checked)}
      />
      {label}
      {note ? <span className="font-normal text-slate-500">{note}</span> : null}
    </label>
  );

  return (
    <fieldset className="space-y-2" aria-describedby={`${id}-hint`}>
      <legend className="mb-1.5 text-sm font-medium text-slate-700">{legend}</legend>
      <div className="flex flex-wrap gap-1.5">
        {stages.isPending ? (
          <Spinner size="sm" label="Loading stages" className="text-brand-600" />
        ) : stages.isError ? (
          <p className="text-xs text-red-600">
            Couldn't load the stages.{' '}
            <button type="button" className="font-medium underline" onClick={() => stages.refetch()}>
              Retry
            </button>
          </p>
        ) : offered.length === 0 && unlisted.length === 0 ? (
          <p className="text-xs text-slate-500">No stages hold applications yet: type a stage key below.</p>
        ) : null}
        {offered.map((stage) => chip(stage.key, stage.label))}
        {unlisted.map((key) =>
          chip(key, stageKeyLabel(key), jobId === null ? `(${key})` : "(not in this job's workflow)"),
        )}
      </div>
      {jobId === null ? (
        <div className="flex max-w-sm items-start gap-2">
          <div className="min-w-0 flex-1">
            <Input
              id={`${id}-key`}
              aria-label={`Add a stage key to ${legend.toLowerCase()}`}
              placeholder="Another stage key, e.g. culture"
              value={typed}
              invalid={Boolean(typedError)}
              onChange={(event) => setTyped(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                add();
              }}
            />
          </div>
          <Button
            variant="secondary"
            onClick={add}
            disabled={!typed.trim()}
            icon={<Plus className="size-4" />}
          >
            Add
          </Button>
        </div>
      ) : null}
      <FieldError message={typedError} />
      {error ? (
        <p id={`${id}-hint`} className="text-xs text-red-600">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
    </fieldset>
  );
}
