import {
  type Interview,
  MAX_RATING,
  MIN_RATING,
  RECOMMENDATION_LABELS,
  RECOMMENDATIONS,
  type Recommendation,
  type ScorecardCreate,
  type ScorecardSheet,
} from '@shortlist/contracts';
import { Lock } from 'lucide-react';
import { useId } from 'react';
import { Controller, type FieldError as RatingsError, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.tsx';
import { FormErrors } from '../../../components/ui/form-errors.tsx';
import { FieldError, FormField } from '../../../components/ui/form-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { formErrorsOf } from '../../../lib/api-error.ts';
import { useSubmitScorecard } from '../api/submit-scorecard.ts';
import {
  blankScorecard,
  previewScore,
  SCORECARD_FIELDS,
  type ScorecardFormValues,
  scorecardResolver,
} from '../lib/scorecard-form.ts';
import { RatingScale, SegmentedChoice } from './rating-scale.tsx';

type ScorecardDialogProps = {
  interview: Pick<
    Interview,
    'id' | 'job_id' | 'candidate_id' | 'application_id' | 'candidate_name' | 'interview_type_label'
  >;
  sheet: Pick<ScorecardSheet, 'competencies' | 'mantras'>;
  onClose: () => void;
};

/** A chosen verdict takes its own colour: the yeses green, the noes red. */
const VERDICT_LOOK: Record<Recommendation, string> = {
  strong_yes: 'peer-checked:bg-emerald-600 peer-checked:text-white peer-checked:ring-emerald-600',
  yes: 'peer-checked:bg-emerald-50 peer-checked:text-emerald-800 peer-checked:ring-emerald-500',
  no: 'peer-checked:bg-red-50 peer-checked:text-red-800 peer-checked:ring-red-500',
  strong_no: 'peer-checked:bg-red-600 peer-checked:text-white peer-checked:ring-red-600',
};
const VERDICTS = RECOMMENDATIONS.map((value) => ({
  value,
  label: RECOMMENDATION_LABELS[value],
  className: `px-3 ${VERDICT_LOOK[value]}`,
}));

/** An array field's own message (a missing rating), whether the check or the server set it. */
const messageOf = (error: unknown) => (error as RatingsError | undefined)?.message;

/**
 * Submit scorecard (issue 13): every competency of the job with its weight and what it means, the
 * four mantras, each rated 1–10; notes; a recommendation; the quality score as it will be counted,
 * live. Final once submitted — said before, not after. The server's refusals show beside their
 * parts (a field) or above the form (not on the panel, already submitted), the ratings kept.
 */
export function ScorecardDialog({ interview, sheet, onClose }: ScorecardDialogProps) {
  const id = useId();
  const submit = useSubmitScorecard();
  const form = useForm<ScorecardFormValues, unknown, ScorecardCreate>({
    resolver: scorecardResolver,
    defaultValues: blankScorecard(sheet),
  });
  const { errors, isSubmitted } = form.formState;
  const [competencies, mantras] = useWatch({
    control: form.control,
    name: ['competency_ratings', 'mantra_ratings'],
  });
  const preview = previewScore(sheet, { competency_ratings: competencies, mantra_ratings: mantras });
  const server = formErrorsOf(submit.error, SCORECARD_FIELDS);

  const onSubmit = form.handleSubmit((body) =>
    submit.mutate(
      { interview, body },
      {
        onSuccess: (scorecard) => {
          toast.success(`Scorecard submitted for ${interview.candidate_name}`, {
            description: `${interview.interview_type_label}: quality score ${scorecard.quality_score.toFixed(1)}/10, ${RECOMMENDATION_LABELS[scorecard.recommendation].toLowerCase()}.`,
          });
          onClose();
        },
        onError: (error) => {
          const refused = formErrorsOf(error, SCORECARD_FIELDS).fields;
          for (const field of SCORECARD_FIELDS) {
            const message = refused[field];
            if (message) form.setError(field, { type: 'server', message });
          }
        },
      },
    ),
  );

  // after a first try, an unrated row is marked where it is, not only named in the message
  const unrated = (rating: number | null) => isSubmitted && rating === null;
  // the message names the whole list: a row's rating checks its list again, so it shrinks as it goes
  const rated = (onChange: (rating: number) => void) => (rating: number) => {
    onChange(rating);
    if (isSubmitted) void form.trigger(['competency_ratings', 'mantra_ratings']);
  };
  const competencyError = messageOf(errors.competency_ratings);
  const mantraError = messageOf(errors.mantra_ratings);
  const recommendationError = errors.recommendation?.message;

  return (
    <Dialog open onOpenChange={(open) => !open && !submit.isPending && onClose()}>
      <DialogContent
        title="Submit scorecard"
        description={`${interview.interview_type_label} with ${interview.candidate_name}`}
        className="max-w-3xl"
        footer={
          <>
            <p className="mr-auto self-center text-sm text-slate-600" aria-live="polite">
              {preview ? (
                <>
                  Quality score{' '}
                  <strong className="text-base font-semibold text-slate-900">
                    {preview.score.toFixed(1)}
                  </strong>
                  <span className="text-slate-500">/10</span>
                  {preview.rated < preview.total ? (
                    <span className="text-slate-500">
                      {' '}
                      · {preview.rated} of {preview.total} rated
                    </span>
                  ) : null}
                </>
              ) : (
                <span className="text-slate-500">The quality score shows as you rate.</span>
              )}
            </p>
            <DialogClose asChild>
              <Button variant="secondary" disabled={submit.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" form={`${id}-form`} loading={submit.isPending}>
              Submit scorecard
            </Button>
          </>
        }
      >
        <form
          id={`${id}-form`}
          noValidate
          onSubmit={onSubmit}
          className="-mx-6 max-h-[calc(100vh-13rem)] space-y-6 overflow-y-auto px-6 pb-1"
        >
          <Alert tone="info">
            <span className="inline-flex items-center gap-1">
              <Lock className="size-3.5" aria-hidden />
              <strong className="font-medium">Final once submitted.</strong>
            </span>{' '}
            You cannot change it afterwards; the panel&apos;s other scorecards open to you once yours is in.
          </Alert>
          <FormErrors messages={server.other} />

          <section aria-labelledby={`${id}-competencies`} className="space-y-3">
            <div>
              <h3 id={`${id}-competencies`} className="text-sm font-semibold text-slate-900">
                Competencies
              </h3>
              <p className="text-xs text-slate-500">
                {sheet.competencies.length > 0
                  ? `Rate each from ${MIN_RATING} to ${MAX_RATING}; the quality score weighs them as the job does.`
                  : 'This job names no competencies: the quality score is the mantras’ mean.'}
              </p>
            </div>
            {sheet.competencies.map((competency, index) => (
              <Controller
                key={competency.name}
                control={form.control}
                name={`competency_ratings.${index}.rating`}
                render={({ field }) => (
                  <RatingRow
                    id={`${id}-competency-${index}`}
                    title={competency.name}
                    meta={`${formatWeight(competency.weight)} weight`}
                    description={competency.description}
                    value={field.value}
                    onChange={rated(field.onChange)}
                    invalid={unrated(field.value)}
                  />
                )}
              />
            ))}
            <FieldError message={competencyError} />
          </section>

          <section aria-labelledby={`${id}-mantras`} className="space-y-3">
            <div>
              <h3 id={`${id}-mantras`} className="text-sm font-semibold text-slate-900">
                Cultural mantras
              </h3>
              <p className="text-xs text-slate-500">
                All four, from {MIN_RATING} to {MAX_RATING}.
              </p>
            </div>
            {sheet.mantras.map((mantra, index) => (
              <Controller
                key={mantra.key}
                control={form.control}
                name={`mantra_ratings.${index}.rating`}
                render={({ field }) => (
                  <RatingRow
                    id={`${id}-mantra-${index}`}
                    title={mantra.label}
                    description={mantra.description}
                    value={field.value}
                    onChange={rated(field.onChange)}
                    invalid={unrated(field.value)}
                  />
                )}
              />
            ))}
            <FieldError message={mantraError} />
          </section>

          <FormField
            label="Notes"
            htmlFor={`${id}-notes`}
            hint="What you saw and heard: the evidence behind the ratings."
            error={errors.notes?.message}
          >
            <Textarea
              id={`${id}-notes`}
              rows={4}
              invalid={Boolean(errors.notes)}
              {...form.register('notes')}
            />
          </FormField>

          <div className="space-y-1.5">
            <p id={`${id}-recommendation`} className="text-sm font-medium text-slate-700">
              Recommendation
            </p>
            <Controller
              control={form.control}
              name="recommendation"
              render={({ field }) => (
                <SegmentedChoice
                  name={`${id}-recommendation`}
                  labelledBy={`${id}-recommendation`}
                  describedBy={recommendationError ? `${id}-recommendation-error` : undefined}
                  options={VERDICTS}
                  value={field.value}
                  onChange={field.onChange}
                  invalid={Boolean(recommendationError)}
                />
              )}
            />
            <FieldError id={`${id}-recommendation-error`} message={recommendationError} />
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** 30 → "30%": a job's competency weights add up to 100. */
function formatWeight(weight: number) {
  return `${Number.isInteger(weight) ? weight : weight.toFixed(1)}%`;
}

type RatingRowProps = {
  id: string;
  title: string;
  meta?: string;
  description: string;
  value: number | null;
  onChange: (rating: number) => void;
  invalid: boolean;
};

/** One thing to rate: its name, weight and meaning, and the 1–10 scale. */
function RatingRow({ id, title, meta, description, value, onChange, invalid }: RatingRowProps) {
  return (
    <div className="flex flex-col gap-2 rounded-lg bg-slate-50 px-3 py-2.5 ring-1 ring-slate-200 ring-inset md:flex-row md:items-center md:justify-between md:gap-4">
      <div className="min-w-0 flex-1">
        <p className="text-sm text-slate-900">
          <span id={`${id}-label`} className="font-medium">
            {title}
          </span>
          {meta ? <span className="ml-2 text-xs text-slate-500">{meta}</span> : null}
        </p>
        {description ? (
          <p id={`${id}-description`} className="text-xs text-slate-600">
            {description}
          </p>
        ) : null}
      </div>
      <RatingScale
        name={id}
        labelledBy={`${id}-label`}
        describedBy={description ? `${id}-description` : undefined}
        min={MIN_RATING}
        max={MAX_RATING}
        value={value}
        onChange={onChange}
        invalid={invalid}
      />
    </div>
  );
}
