import { useState } from 'react';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { Select } from '../../../../components/ui/select.tsx';
import { useStageChoices } from '../../automation-choices.tsx';
import { stageKeyLabel } from '../../lib/rule-summary.ts';

const NEXT = '__next';
const OTHER = '__other';

type AdvanceStageFieldProps = {
  id: string;
  /** undefined: the next stage of the job's workflow */
  value: string | undefined;
  onChange: (stage: string | undefined) => void;
  jobId: number | null;
  error?: string;
};

/**
 * Where "Advance stage" moves an application: the next stage of its job's workflow, or a named
 * one — from the job's workflow, or for every job a stage in use or any key typed in.
 */
export function AdvanceStageField({ id, value, onChange, jobId, error }: AdvanceStageFieldProps) {
  const stages = useStageChoices(jobId);
  const offered = stages.data ?? [];
  const unlisted = value !== undefined && !offered.some((stage) => stage.key === value) ? value : null;
  const [typing, setTyping] = useState(false);
  const options = [
    { value: NEXT, label: 'The next stage of the workflow' },
    ...offered.map((stage) => ({ value: stage.key, label: stage.label })),
    ...(unlisted ? [{ value: unlisted, label: `${stageKeyLabel(unlisted)} (${unlisted})` }] : []),
    ...(jobId === null ? [{ value: OTHER, label: 'Another stage key…' }] : []),
  ];

  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <FormField label="Move to" htmlFor={id} error={typing ? undefined : error}>
        <Select
          id={id}
          aria-label="Move to"
          className="w-full"
          value={typing ? OTHER : (value ?? NEXT)}
          options={options}
          invalid={Boolean(error)}
          onValueChange={(choice) => {
            setTyping(choice === OTHER);
            if (choice !== OTHER) onChange(choice === NEXT ? undefined : choice);
          }}
        />
      </FormField>
      {typing ? (
        <FormField
          label="Stage key"
          htmlFor={`${id}-key`}
          hint="For example culture or cv_review."
          error={error}
        >
          <Input
            id={`${id}-key`}
            value={value ?? ''}
            invalid={Boolean(error)}
            onChange={(event) => onChange(event.target.value.trim() || undefined)}
          />
        </FormField>
      ) : null}
    </div>
  );
}
