import { type AssessmentStrategy, QUALITY_THRESHOLDS, WORK_SAMPLE_COMPLEXITIES } from '@shortlist/contracts';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader } from '../../../../components/ui/card.tsx';
import { FieldError } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { NativeSelect, Options } from '../../../../components/ui/select.tsx';
import { capitalize } from '../../../../lib/format.ts';

const DURATIONS = [
  { key: 'prospector', label: 'Prospector (min)' },
  { key: 'deep_dive', label: 'Deep dive (min)' },
  { key: 'facet_interviews', label: 'Facet interviews (min)' },
] as const;

function LabeledField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="space-y-1.5 text-sm font-medium text-slate-700">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

/** The quality bar and the assessment strategy's optional parts; a blank input removes its part. */
export function SetupStrategyEditor({
  threshold,
  onThresholdChange,
  strategy: stored,
  onStrategyChange,
  canEdit,
  error,
}: {
  threshold: number;
  onThresholdChange: (threshold: number) => void;
  strategy: AssessmentStrategy | null;
  onStrategyChange: (strategy: AssessmentStrategy) => void;
  canEdit: boolean;
  error?: string;
}) {
  const strategy = stored ?? {};
  const setStrategy = (changes: Partial<AssessmentStrategy>) => onStrategyChange({ ...strategy, ...changes });
  return (
    <Card>
      <CardHeader title="Quality bar and assessment strategy" />
      <CardContent className="grid gap-4 md:grid-cols-3">
        <LabeledField id="setup-field-3" label="Quality threshold">
          <NativeSelect
            id="setup-field-3"
            disabled={!canEdit}
            value={threshold}
            onChange={(event) => onThresholdChange(Number(event.target.value))}
          >
            <Options values={QUALITY_THRESHOLDS} />
          </NativeSelect>
        </LabeledField>
        <LabeledField id="setup-field-4" label="Work sample complexity">
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
            <Options values={WORK_SAMPLE_COMPLEXITIES} label={capitalize} />
          </NativeSelect>
        </LabeledField>
        <LabeledField id="setup-field-5" label="Minimum references (3–5)">
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
        </LabeledField>
        {DURATIONS.map((duration) => (
          <LabeledField key={duration.key} id={`setup-${duration.key}`} label={duration.label}>
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
          </LabeledField>
        ))}
        <FieldError message={error} />
      </CardContent>
    </Card>
  );
}
