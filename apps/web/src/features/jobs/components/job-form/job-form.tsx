import {
  JOB_TITLE_OPTIONS,
  jobCreateSchema,
  OTHER_TITLE_OPTION,
  type ParsedJobDescription,
} from '@shortlist/contracts';
import { useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { placeServerErrors } from '../../../../components/ui/form-errors.tsx';
import { FormSection } from '../../../../components/ui/form-field.tsx';
import { requestResolver } from '../../../../components/ui/form-resolver.ts';
import { BasicInformation } from './basic-information-section.tsx';
import { Compensation } from './compensation-section.tsx';
import { HiringTeam } from './hiring-team-section.tsx';
import { InterviewWorkflow } from './interview-workflow-section.tsx';
import { type JobFormOutput, type JobFormValues, parsedToValues, SCROLL_ORDER } from './job-form-values.ts';
import { PdfUpload } from './pdf-upload.tsx';
import { SkillsAndRequirements } from './skills-section.tsx';

/** Where each field of the scroll order lives on the page (spec 01 §5). */
const FIELD_ELEMENT_IDS: Record<(typeof SCROLL_ORDER)[number], string[]> = {
  title: ['job-title', 'job-title-choice'],
  sectors: ['job-sectors'],
  skills_required: ['job-skills-required'],
  business_case: ['job-business-case'],
  compelling_headline: ['job-headline'],
};

function scrollToFirstError(errors: FieldErrors<JobFormValues>) {
  const first = SCROLL_ORDER.find((field) => errors[field]);
  if (first) {
    reveal(FIELD_ELEMENT_IDS[first].map((id) => document.getElementById(id)).find(Boolean));
    return;
  }
  // any other field is found by its aria-invalid, which is drawn with the errors, after this runs
  requestAnimationFrame(() => reveal(document.querySelector<HTMLElement>('[aria-invalid="true"]')));
}

function reveal(element: HTMLElement | null | undefined) {
  if (!element) return;
  element.scrollIntoView({ behavior: 'smooth', block: 'center' });
  element.focus({ preventScroll: true });
}

const titleChoiceFor = (title: string) =>
  !title ? '' : (JOB_TITLE_OPTIONS as readonly string[]).includes(title) ? title : OTHER_TITLE_OPTION;

type JobFormProps = {
  defaultValues: JobFormValues;
  mode: 'create' | 'edit';
  onSubmit: (values: JobFormOutput) => Promise<unknown>;
  onCancel: () => void;
};

/** spec 01 §2.5: the create and edit form, validated with the contracts schema. */
export function JobForm({ defaultValues, mode, onSubmit, onCancel }: JobFormProps) {
  const form = useForm<JobFormValues, unknown, JobFormOutput>({
    // the form always carries the arrays the schema would default: its values are the request
    resolver: requestResolver(jobCreateSchema, (values: JobFormValues) => values),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // scrollToFirstError picks the field; react-hook-form's own choice (the first registered
    // field, which is not the title's select) would run after it and take the focus away
    shouldFocusError: false,
  });
  const [titleChoice, setTitleChoice] = useState(titleChoiceFor(defaultValues.title));
  const [submitError, setSubmitError] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  const hasErrors = Object.keys(errors).length > 0;

  const chooseTitle = (choice: string) => {
    setTitleChoice(choice);
    const value = choice === OTHER_TITLE_OPTION ? '' : choice;
    form.setValue('title', value, { shouldValidate: form.formState.isSubmitted, shouldDirty: true });
  };

  const applyParsed = (parsed: ParsedJobDescription) => {
    const values = parsedToValues(parsed);
    for (const [key, value] of Object.entries(values)) {
      form.setValue(key as keyof JobFormValues, value as never, { shouldDirty: true });
    }
    if (values.title) setTitleChoice(titleChoiceFor(values.title));
  };

  const submit = form.handleSubmit(async (values) => {
    setSubmitError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      // spec 01 §8: field errors under their fields; the rest (or a plain error) in the red box
      const fields = [...Object.keys(defaultValues), ...SCROLL_ORDER] as (keyof JobFormValues)[];
      const other = placeServerErrors(error, form.setError, fields);
      if (other.length > 0) setSubmitError(other.join(' '));
      scrollToFirstError(form.formState.errors);
    }
  }, scrollToFirstError);

  return (
    <form
      noValidate
      onSubmit={submit}
      className="space-y-5"
      aria-label={mode === 'create' ? 'Create job' : 'Edit job'}
    >
      <FormSection
        title="Job description PDF"
        description="Optional: prefill the form from an existing job description."
      >
        <PdfUpload onParsed={applyParsed} />
      </FormSection>
      <BasicInformation form={form} titleChoice={titleChoice} onTitleChoice={chooseTitle} />
      <SkillsAndRequirements form={form} />
      <HiringTeam form={form} />
      <InterviewWorkflow form={form} />
      <Compensation form={form} />
      {submitError ? (
        <Alert tone="error" title="The job could not be saved">
          {submitError}
        </Alert>
      ) : null}
      <div className="sticky bottom-0 -mx-1 flex justify-end gap-2 border-t border-slate-200 bg-slate-50/95 px-1 py-3 backdrop-blur">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={hasErrors || isSubmitting}>
          {/* spec 01 §2.5: "Creating..." while busy, when creating and when updating alike */}
          {isSubmitting ? 'Creating...' : mode === 'create' ? 'Create Job' : 'Update Job'}
        </Button>
      </div>
    </form>
  );
}
