import {
  type AssessmentStrategy,
  type Competency,
  CULTURAL_MANTRAS,
  computeReadiness,
  type JobDetail,
  jobPatchSchema,
  MANTRA_DEFAULTS,
  MANTRA_WEIGHT,
  type Mantra,
  QUALITY_THRESHOLDS,
  READINESS_LABELS,
  type TargetResult,
  WORK_SAMPLE_COMPLEXITIES,
} from '@shortlist/contracts';
import { CheckCircle2, Circle, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../../components/ui/card.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { getErrorMessage } from '../../../../lib/api-error.ts';
import { capitalize } from '../../../../lib/format.ts';
import { usePatchJob } from '../../api/save-job.ts';
import { FieldError, NativeSelect, TextArea } from '../job-form/form-controls.tsx';
import { SignoffsPanel } from './signoffs-panel.tsx';

type Draft = {
  targets_results: TargetResult[];
  targets_competencies: Competency[];
  business_case: string;
  compelling_headline: string;
  cultural_mantras_criteria: Record<string, Mantra> | null;
  quality_threshold: number;
  assessment_strategy: AssessmentStrategy | null;
};

const newId = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 8)}`;
const DURATIONS = [
  { key: 'prospector', label: 'Prospector (min)' },
  { key: 'deep_dive', label: 'Deep dive (min)' },
  { key: 'facet_interviews', label: 'Facet interviews (min)' },
] as const;

/** The complete-setup tab: the whole hiring framework, its completion and what is missing (spec 01 §4). */
export function SetupTab({ job, canEdit }: { job: JobDetail; canEdit: boolean }) {
  const patch = usePatchJob();
  const [draft, setDraft] = useState<Draft>({
    targets_results: job.targets_results,
    targets_competencies: job.targets_competencies,
    business_case: job.business_case,
    compelling_headline: job.compelling_headline,
    cultural_mantras_criteria: job.cultural_mantras_criteria,
    quality_threshold: job.quality_threshold,
    assessment_strategy: job.assessment_strategy,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (changes: Partial<Draft>) => setDraft({ ...draft, ...changes });
  const readiness = computeReadiness({ ...job, ...draft });
  const weightTotal = draft.targets_competencies.reduce(
    (sum, competency) => sum + (competency.weight || 0),
    0,
  );
  const strategy = draft.assessment_strategy ?? {};
  const setStrategy = (changes: Partial<AssessmentStrategy>) =>
    set({ assessment_strategy: { ...strategy, ...changes } });

  const save = () => {
    const parsed = jobPatchSchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      toast.error('Fix the highlighted fields first');
      return;
    }
    setErrors({});
    patch.mutate(
      { id: job.id, changes: { ...parsed.data, updated_at: job.updated_at } },
      {
        onSuccess: () => toast.success('Hiring framework saved'),
        onError: (error) => toast.error(getErrorMessage(error)),
      },
    );
  };
  const updateRow = <T,>(rows: T[], index: number, changes: Partial<T>) =>
    rows.map((row, at) => (at === index ? { ...row, ...changes } : row));

  return (
    <div className="grid gap-5 xl:grid-cols-[1fr_22rem]">
      <div className="space-y-5">
        <Card>
          <CardHeader
            title="Target results"
            description="What the hire must achieve — at least 5 for a ready job."
          />
          <CardContent className="space-y-3">
            {draft.targets_results.length === 0 ? (
              <p className="text-sm text-slate-400">No target results yet.</p>
            ) : null}
            {draft.targets_results.map((result, index) => (
              <div key={result.id} className="grid gap-2 rounded-lg p-3 ring-1 ring-slate-200 md:grid-cols-2">
                <Input
                  aria-label={`Result ${index + 1} title`}
                  placeholder="Title"
                  disabled={!canEdit}
                  value={result.title}
                  onChange={(event) =>
                    set({
                      targets_results: updateRow(draft.targets_results, index, { title: event.target.value }),
                    })
                  }
                />
                <Input
                  aria-label={`Result ${index + 1} timeline`}
                  placeholder="Timeline (e.g. within 6 months)"
                  disabled={!canEdit}
                  value={result.timeline}
                  onChange={(event) =>
                    set({
                      targets_results: updateRow(draft.targets_results, index, {
                        timeline: event.target.value,
                      }),
                    })
                  }
                />
                <Input
                  aria-label={`Result ${index + 1} description`}
                  placeholder="Description"
                  className="md:col-span-2"
                  disabled={!canEdit}
                  value={result.description}
                  onChange={(event) =>
                    set({
                      targets_results: updateRow(draft.targets_results, index, {
                        description: event.target.value,
                      }),
                    })
                  }
                />
                <Input
                  aria-label={`Result ${index + 1} success criteria`}
                  placeholder="Success criteria"
                  disabled={!canEdit}
                  value={result.success_criteria}
                  onChange={(event) =>
                    set({
                      targets_results: updateRow(draft.targets_results, index, {
                        success_criteria: event.target.value,
                      }),
                    })
                  }
                />
                <div className="flex gap-2">
                  <Input
                    aria-label={`Result ${index + 1} OKR alignment`}
                    placeholder="OKR alignment"
                    disabled={!canEdit}
                    value={result.okr_alignment}
                    onChange={(event) =>
                      set({
                        targets_results: updateRow(draft.targets_results, index, {
                          okr_alignment: event.target.value,
                        }),
                      })
                    }
                  />
                  {canEdit ? (
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Remove result ${index + 1}`}
                      onClick={() =>
                        set({ targets_results: draft.targets_results.filter((_, at) => at !== index) })
                      }
                    >
                      <Trash2 className="size-4" />
                    </Button>
                  ) : null}
                </div>
              </div>
            ))}
            {canEdit ? (
              <Button
                variant="secondary"
                size="sm"
                icon={<Plus className="size-3.5" />}
                onClick={() =>
                  set({
                    targets_results: [
                      ...draft.targets_results,
                      {
                        id: newId('tr'),
                        title: '',
                        description: '',
                        success_criteria: '',
                        timeline: '',
                        okr_alignment: '',
                      },
                    ],
                  })
                }
              >
                Add result
              </Button>
            ) : null}
          </CardContent>
        </Card>

        <Card>
          <CardHeader
            title="Competencies"
            description="At least 6 for a ready job; weights must total 100."
            actions={
              <span
                className={
                  weightTotal === 100 || draft.targets_competencies.length === 0
                    ? 'text-sm text-emerald-700'
                    : 'text-sm font-medium text-red-600'
                }
              >
                Total weight: {weightTotal}
              </span>
            }
          />
          <CardContent className="space-y-2">
            {draft.targets_competencies.length === 0 ? (
              <p className="text-sm text-slate-400">No competencies yet.</p>
            ) : null}
            {draft.targets_competencies.map((competency, index) => (
              <div key={competency.id} className="grid grid-cols-[1fr_5.5rem_1.5fr_auto] items-center gap-2">
                <Input
                  aria-label={`Competency ${index + 1} name`}
                  placeholder="Name"
                  disabled={!canEdit}
                  value={competency.name}
                  onChange={(event) =>
                    set({
                      targets_competencies: updateRow(draft.targets_competencies, index, {
                        name: event.target.value,
                      }),
                    })
                  }
                />
                <Input
                  aria-label={`Competency ${index + 1} weight`}
                  type="number"
                  min={0}
                  max={100}
                  disabled={!canEdit}
                  value={competency.weight}
                  onChange={(event) =>
                    set({
                      targets_competencies: updateRow(draft.targets_competencies, index, {
                        weight: Number(event.target.value),
                      }),
                    })
                  }
                />
                <Input
                  aria-label={`Competency ${index + 1} assessment criteria`}
                  placeholder="How it is assessed"
                  disabled={!canEdit}
                  value={competency.assessment_criteria}
                  onChange={(event) =>
                    set({
                      targets_competencies: updateRow(draft.targets_competencies, index, {
                        assessment_criteria: event.target.value,
                      }),
                    })
                  }
                />
                {canEdit ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove competency ${index + 1}`}
                    onClick={() =>
                      set({
                        targets_competencies: draft.targets_competencies.filter((_, at) => at !== index),
                      })
                    }
                  >
                    <Trash2 className="size-4" />
                  </Button>
                ) : null}
              </div>
            ))}
            <FieldError message={errors.targets_competencies} />
            {canEdit ? (
              <Button
                variant="secondary"
                size="sm"
                icon={<Plus className="size-3.5" />}
                onClick={() =>
                  set({
                    targets_competencies: [
                      ...draft.targets_competencies,
                      { id: newId('c'), name: '', description: '', weight: 0, assessment_criteria: '' },
                    ],
                  })
                }
              >
                Add competency
              </Button>
            ) : null}
          </CardContent>
        </Card>

        <Card>
          <CardHeader title="Business case and headline" />
          <CardContent className="space-y-4">
            <div className="block space-y-1.5 text-sm font-medium text-slate-700">
              <label htmlFor="setup-field-1">Business case</label>
              <TextArea
                id="setup-field-1"
                rows={4}
                disabled={!canEdit}
                invalid={!!errors.business_case}
                value={draft.business_case}
                onChange={(event) => set({ business_case: event.target.value })}
              />
              <FieldError message={errors.business_case} />
            </div>
            <div className="block space-y-1.5 text-sm font-medium text-slate-700">
              <label htmlFor="setup-field-2">Compelling headline</label>
              <Input
                id="setup-field-2"
                disabled={!canEdit}
                invalid={!!errors.compelling_headline}
                value={draft.compelling_headline}
                onChange={(event) => set({ compelling_headline: event.target.value })}
              />
              <FieldError message={errors.compelling_headline} />
            </div>
          </CardContent>
        </Card>

        <Card>
          <CardHeader title="Cultural mantras" description={`Four mantras, ${MANTRA_WEIGHT} each.`} />
          <CardContent className="space-y-3">
            {draft.cultural_mantras_criteria ? (
              CULTURAL_MANTRAS.map((mantra) => {
                const value = draft.cultural_mantras_criteria?.[mantra.key] ?? MANTRA_DEFAULTS[mantra.key];
                const update = (changes: Partial<Mantra>) =>
                  set({
                    cultural_mantras_criteria: {
                      ...draft.cultural_mantras_criteria,
                      [mantra.key]: { ...value, ...changes, weight: MANTRA_WEIGHT },
                    },
                  });
                return (
                  <div key={mantra.key} className="grid gap-2 md:grid-cols-[10rem_1fr_1fr]">
                    <p className="pt-2 text-sm font-medium text-slate-800">
                      {mantra.label}{' '}
                      <span className="text-xs font-normal text-slate-500">({MANTRA_WEIGHT})</span>
                    </p>
                    <Input
                      aria-label={`${mantra.label} description`}
                      placeholder="What it looks like"
                      disabled={!canEdit}
                      value={value.description}
                      onChange={(event) => update({ description: event.target.value })}
                    />
                    <Input
                      aria-label={`${mantra.label} assessment focus`}
                      placeholder="Assessment focus"
                      disabled={!canEdit}
                      value={value.assessment_focus}
                      onChange={(event) => update({ assessment_focus: event.target.value })}
                    />
                  </div>
                );
              })
            ) : canEdit ? (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => set({ cultural_mantras_criteria: { ...MANTRA_DEFAULTS } })}
              >
                Add the four mantras
              </Button>
            ) : (
              <p className="text-sm text-slate-400">Not defined yet.</p>
            )}
          </CardContent>
        </Card>

        <Card>
          <CardHeader title="Quality bar and assessment strategy" />
          <CardContent className="grid gap-4 md:grid-cols-3">
            <div className="space-y-1.5 text-sm font-medium text-slate-700">
              <label htmlFor="setup-field-3">Quality threshold</label>
              <NativeSelect
                id="setup-field-3"
                disabled={!canEdit}
                value={draft.quality_threshold}
                onChange={(event) => set({ quality_threshold: Number(event.target.value) })}
              >
                {QUALITY_THRESHOLDS.map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="space-y-1.5 text-sm font-medium text-slate-700">
              <label htmlFor="setup-field-4">Work sample complexity</label>
              <NativeSelect
                id="setup-field-4"
                disabled={!canEdit}
                value={strategy.work_sample_complexity ?? ''}
                onChange={(event) =>
                  setStrategy({
                    work_sample_complexity: (event.target.value ||
                      undefined) as AssessmentStrategy['work_sample_complexity'],
                  })
                }
              >
                <option value="">Not set</option>
                {WORK_SAMPLE_COMPLEXITIES.map((value) => (
                  <option key={value} value={value}>
                    {capitalize(value)}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="space-y-1.5 text-sm font-medium text-slate-700">
              <label htmlFor="setup-field-5">Minimum references (3–5)</label>
              <Input
                id="setup-field-5"
                type="number"
                min={3}
                max={5}
                disabled={!canEdit}
                value={strategy.reference_requirements?.minimum_references ?? ''}
                onChange={(event) =>
                  setStrategy({
                    reference_requirements: {
                      ...strategy.reference_requirements,
                      minimum_references: event.target.value ? Number(event.target.value) : undefined,
                    },
                  })
                }
              />
            </div>
            {DURATIONS.map((duration) => (
              <div key={duration.key} className="space-y-1.5 text-sm font-medium text-slate-700">
                <label htmlFor={`setup-${duration.key}`}>{duration.label}</label>
                <Input
                  id={`setup-${duration.key}`}
                  type="number"
                  min={0}
                  disabled={!canEdit}
                  value={strategy.interview_duration_minutes?.[duration.key] ?? ''}
                  onChange={(event) => {
                    const durations = { ...strategy.interview_duration_minutes };
                    if (event.target.value) durations[duration.key] = Number(event.target.value);
                    else delete durations[duration.key];
                    setStrategy({ interview_duration_minutes: durations });
                  }}
                />
              </div>
            ))}
            <FieldError message={errors.assessment_strategy} />
          </CardContent>
        </Card>
        {canEdit ? (
          <div className="flex justify-end">
            <Button onClick={save} loading={patch.isPending}>
              Save hiring framework
            </Button>
          </div>
        ) : null}
      </div>

      <div className="space-y-5">
        <Card>
          <CardHeader title="Setup completion" />
          <CardContent className="space-y-3">
            <div className="flex items-baseline justify-between">
              <span className="text-3xl font-semibold text-slate-900 tabular-nums">
                {readiness.completion_percentage}%
              </span>
              <span className="text-sm text-slate-500">
                {readiness.is_ready ? 'Ready to hire' : `${readiness.missing.length} missing`}
              </span>
            </div>
            <div
              className="h-2 overflow-hidden rounded-full bg-slate-100"
              role="progressbar"
              aria-label="Setup completion"
              aria-valuenow={readiness.completion_percentage}
              aria-valuemin={0}
              aria-valuemax={100}
            >
              <div
                className={readiness.is_ready ? 'h-full bg-emerald-500' : 'h-full bg-brand-500'}
                style={{ width: `${readiness.completion_percentage}%` }}
              />
            </div>
            <ul className="space-y-1.5 text-sm" aria-label="Setup requirements">
              {(Object.keys(READINESS_LABELS) as (keyof typeof READINESS_LABELS)[]).map((requirement) => {
                const missing = readiness.missing.includes(requirement);
                return (
                  <li
                    key={requirement}
                    className={
                      missing
                        ? 'flex items-center gap-2 text-slate-600'
                        : 'flex items-center gap-2 text-emerald-700'
                    }
                  >
                    {missing ? (
                      <Circle className="size-4 text-slate-300" aria-hidden />
                    ) : (
                      <CheckCircle2 className="size-4" aria-hidden />
                    )}
                    {READINESS_LABELS[requirement]}
                    <span className="sr-only">{missing ? '(missing)' : '(done)'}</span>
                  </li>
                );
              })}
            </ul>
          </CardContent>
        </Card>
        <SignoffsPanel job={job} />
      </div>
    </div>
  );
}
