import {
  type AssessmentStrategy,
  type Competency,
  computeReadiness,
  type JobDetail,
  jobPatchSchema,
  type Mantra,
  type TargetResult,
} from '@shortlist/contracts';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../../components/ui/card.tsx';
import { FieldError } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { Textarea } from '../../../../components/ui/textarea.tsx';
import { getErrorMessage } from '../../../../lib/api-error.ts';
import { usePatchJob } from '../../api/save-job.ts';
import { SetupCompetenciesEditor } from './setup-competencies-editor.tsx';
import { SetupCompletionCard } from './setup-completion-card.tsx';
import { SetupMantrasEditor } from './setup-mantras-editor.tsx';
import { SetupResultsEditor } from './setup-results-editor.tsx';
import { SetupStrategyEditor } from './setup-strategy-editor.tsx';
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

  return (
    <div className="grid gap-5 xl:grid-cols-[1fr_22rem]">
      <div className="space-y-5">
        <SetupResultsEditor
          rows={draft.targets_results}
          onChange={(targets_results) => set({ targets_results })}
          canEdit={canEdit}
        />
        <SetupCompetenciesEditor
          rows={draft.targets_competencies}
          onChange={(targets_competencies) => set({ targets_competencies })}
          canEdit={canEdit}
          error={errors.targets_competencies}
        />
        <Card>
          <CardHeader title="Business case and headline" />
          <CardContent className="space-y-4">
            <div className="block space-y-1.5 text-sm font-medium text-slate-700">
              <label htmlFor="setup-field-1">Business case</label>
              <Textarea
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
        <SetupMantrasEditor
          value={draft.cultural_mantras_criteria}
          onChange={(cultural_mantras_criteria) => set({ cultural_mantras_criteria })}
          canEdit={canEdit}
        />
        <SetupStrategyEditor
          threshold={draft.quality_threshold}
          onThresholdChange={(quality_threshold) => set({ quality_threshold })}
          strategy={draft.assessment_strategy}
          onStrategyChange={(assessment_strategy) => set({ assessment_strategy })}
          canEdit={canEdit}
          error={errors.assessment_strategy}
        />
        {canEdit ? (
          <div className="flex justify-end">
            <Button onClick={save} loading={patch.isPending}>
              Save hiring framework
            </Button>
          </div>
        ) : null}
      </div>
      <div className="space-y-5">
        <SetupCompletionCard readiness={readiness} />
        <SignoffsPanel job={job} />
      </div>
    </div>
  );
}
