import {
  APPLICATION_SOURCE_LABELS,
  APPLICATION_SOURCES,
  type ApplicationCreatedConditions,
  type ScoreUpdateConditions,
  type StageChangeConditions,
  type TimeBasedConditions,
  type TriggerType,
} from '@shortlist/contracts';
import { Alert } from '../../../../components/ui/alert.tsx';
import { FieldError } from '../../../../components/ui/form-field.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { jobOptionLabel } from '../../../../lib/format.ts';
import { useJobChoices } from '../../automation-choices.tsx';
import { NumberField } from './number-field.tsx';
import { StagePicker } from './stage-picker.tsx';

type ConditionFieldsProps = {
  id: string;
  trigger: TriggerType;
  value: Record<string, unknown>;
  onChange: (conditions: Record<string, unknown>) => void;
  /** the rule's job; null for every job (or none chosen yet) */
  jobId: number | null;
  /** a rule for every job may fire for some jobs only: offer the jobs condition */
  offerJobs: boolean;
  errors: Record<string, string | undefined>;
};

/** Only the conditions of the chosen trigger (spec 01 §5); a condition left empty means "any". */
export function ConditionFields({
  id,
  trigger,
  value,
  onChange,
  jobId,
  offerJobs,
  errors,
}: ConditionFieldsProps) {
  const set = (changes: Record<string, unknown>) => onChange({ ...value, ...changes });
  switch (trigger) {
    case 'application_created':
      return (
        <ApplicationCreatedFields
          id={id}
          value={value as ApplicationCreatedConditions}
          set={set}
          offerJobs={offerJobs}
          errors={errors}
        />
      );
    case 'stage_change': {
      const conditions = value as StageChangeConditions;
      return (
        <div className="space-y-4">
          <StagePicker
            id={`${id}-from`}
            legend="From stages"
            hint="None ticked: a move from any stage."
            value={conditions.fromStages ?? []}
            onChange={(fromStages) => set({ fromStages })}
            jobId={jobId}
            error={errors.fromStages}
          />
          <StagePicker
            id={`${id}-to`}
            legend="To stages"
            hint="None ticked: a move to any stage."
            value={conditions.toStages ?? []}
            onChange={(toStages) => set({ toStages })}
            jobId={jobId}
            error={errors.toStages}
          />
        </div>
      );
    }
    case 'score_update': {
      const conditions = value as ScoreUpdateConditions;
      return (
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField
            id={`${id}-improvement`}
            label="Minimum improvement (points)"
            hint="The score rises by at least this much. Empty: any change."
            min={0}
            max={100}
            value={conditions.minImprovement}
            onChange={(minImprovement) => set({ minImprovement })}
            error={errors.minImprovement}
          />
          <NumberField
            id={`${id}-threshold`}
            label="Threshold (%)"
            hint="The score goes from below this to this or more. Empty: no threshold."
            min={0}
            max={100}
            value={conditions.threshold}
            onChange={(threshold) => set({ threshold })}
            error={errors.threshold}
          />
        </div>
      );
    }
    case 'time_based': {
      const conditions = value as Partial<TimeBasedConditions>;
      return (
        <div className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <NumberField
              id={`${id}-hours`}
              label="Hours in stage, at least"
              min={0}
              value={conditions.hoursInStage}
              onChange={(hoursInStage) => set({ hoursInStage })}
              error={errors.hoursInStage}
              hint="48 is two days."
            />
            <NumberField
              id={`${id}-max-hours`}
              label="Hours in stage, at most (optional)"
              min={0}
              value={conditions.maxHoursInStage}
              onChange={(maxHoursInStage) => set({ maxHoursInStage })}
              error={errors.maxHoursInStage}
              hint="Empty: no upper limit."
            />
          </div>
          <StagePicker
            id={`${id}-stages`}
            legend="In stages"
            hint="Checked every few minutes; fires once per application per stay in a stage."
            value={conditions.stages ?? []}
            onChange={(stages) => set({ stages })}
            jobId={jobId}
            error={errors.stages}
          />
        </div>
      );
    }
    case 'document_upload':
      return (
        <Alert tone="info">
          A document upload has no conditions: the rule fires whenever a document is uploaded for a candidate
          with an application{jobId === null ? '' : ' to this job'}.
        </Alert>
      );
  }
}

function ApplicationCreatedFields({
  id,
  value,
  set,
  offerJobs,
  errors,
}: {
  id: string;
  value: ApplicationCreatedConditions;
  set: (changes: Record<string, unknown>) => void;
  offerJobs: boolean;
  errors: Record<string, string | undefined>;
}) {
  const sources = value.sources ?? [];
  const toggleSource = (source: (typeof APPLICATION_SOURCES)[number], on: boolean) =>
    set({ sources: on ? [...sources, source] : sources.filter((chosen) => chosen !== source) });

  return (
    <div className="space-y-4">
      {/* a job's rule fires for that job only: its jobs condition would say nothing more */}
      {offerJobs ? (
        <JobsCondition
          id={`${id}-jobs`}
          value={value.jobIds ?? []}
          onChange={(jobIds) => set({ jobIds })}
          error={errors.jobIds}
        />
      ) : null}
      <fieldset className="space-y-1.5">
        <legend className="mb-1.5 text-sm font-medium text-slate-700">Sources</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {APPLICATION_SOURCES.map((source) => (
            <label key={source} className="inline-flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                className="size-4 rounded border-slate-300 accent-brand-600"
                checked={sources.includes(source)}
                onChange={(event) => toggleSource(source, event.target.checked)}
              />
              {APPLICATION_SOURCE_LABELS[source]}
            </label>
          ))}
        </div>
        <p className="text-xs text-slate-500">None ticked: any source.</p>
        <FieldError message={errors.sources} />
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          id={`${id}-min-score`}
          label="Match score, at least (%)"
          min={0}
          max={100}
          value={value.minScore}
          onChange={(minScore) => set({ minScore })}
          error={errors.minScore}
          hint="Empty: no lower limit."
        />
        <NumberField
          id={`${id}-max-score`}
          label="Match score, at most (%)"
          min={0}
          max={100}
          value={value.maxScore}
          onChange={(maxScore) => set({ maxScore })}
          error={errors.maxScore}
          hint="Empty: no upper limit."
        />
      </div>
    </div>
  );
}

function JobsCondition({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: number[];
  onChange: (jobIds: number[]) => void;
  error?: string;
}) {
  const jobs = useJobChoices();
  const listed = jobs.data ?? [];
  const unlisted = value.filter((jobId) => !listed.some((job) => job.id === jobId));
  const toggle = (jobId: number, on: boolean) =>
    onChange(on ? [...value, jobId] : value.filter((chosen) => chosen !== jobId));
  const option = (jobId: number, title: string) => (
    <label
      key={jobId}
      className="flex cursor-pointer items-center gap-2 px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-50 has-checked:bg-brand-50 has-checked:text-brand-800"
    >
      <input
        type="checkbox"
        className="size-4 rounded border-slate-300 accent-brand-600"
        checked={value.includes(jobId)}
        onChange={(event) => toggle(jobId, event.target.checked)}
      />
      <span className="min-w-0 flex-1 truncate">{title}</span>
    </label>
  );

  return (
    <fieldset className="space-y-1.5" id={id}>
      <legend className="mb-1.5 text-sm font-medium text-slate-700">Jobs</legend>
      <div className="max-h-36 overflow-y-auto rounded-lg py-1 ring-1 ring-slate-200">
        {jobs.isPending ? (
          <div className="flex justify-center py-3 text-brand-600">
            <Spinner size="sm" label="Loading jobs" />
          </div>
        ) : jobs.isError ? (
          <p className="px-3 py-2 text-xs text-red-600">
            Couldn't load the jobs.{' '}
            <button type="button" className="font-medium underline" onClick={() => jobs.refetch()}>
              Retry
            </button>
          </p>
        ) : (
          <>
            {listed.map((job) => option(job.id, jobOptionLabel(job)))}
            {unlisted.map((jobId) => option(jobId, `Job #${jobId}`))}
          </>
        )}
      </div>
      <p className="text-xs text-slate-500">None ticked: applications to any job.</p>
      <FieldError message={error} />
    </fieldset>
  );
}
