import {
  CANDIDATE_EMPLOYMENT_TYPES,
  CANDIDATE_MESSAGES,
  type Candidate,
  type CandidateCreate,
  candidateCreateSchema,
  duplicateCandidateSchema,
} from '@shortlist/contracts';
import { AlertCircle } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { placeServerErrors } from '../../../components/ui/form-errors.tsx';
import { FormField, messageOf } from '../../../components/ui/form-field.tsx';
import { requestResolver } from '../../../components/ui/form-resolver.ts';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { ApiError, getErrorMessage } from '../../../lib/api-error.ts';
import { useAuth } from '../../../lib/auth-session.tsx';
import { useCreateCandidate } from '../api/create-candidate.ts';
import { parseDocument } from '../api/parse-document.ts';
import type { UseOpenJobs } from '../candidate-choices.ts';
import {
  type CandidateFormValues,
  emptyCandidateValues,
  prefillFromCv,
  toCandidateRequest,
  withoutSalary,
} from './candidate-form-values.ts';
import { CvDropZone, type CvFile } from './cv-drop-zone.tsx';
import { StringListField } from './string-list-field.tsx';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated?: (candidate: Candidate) => void;
  /** The job page passes its job so the candidate lands in its pipeline. */
  defaultJobId?: number;
  /** the open jobs the Job dropdown lists (the jobs feature's, handed in by app/) */
  useOpenJobs: UseOpenJobs;
};

const FORM_ID = 'create-candidate-form';
const resolver = requestResolver(candidateCreateSchema, toCandidateRequest);
/**
 * The inputs a server message can go under; any other shows in the red box. The server names a bad
 * link `links`, which is no one input.
 */
const FIELDS = (Object.keys(emptyCandidateValues()) as FieldPath<CandidateFormValues>[]).filter(
  (field) => field !== 'links',
);
const EMPLOYMENT_OPTIONS = CANDIDATE_EMPLOYMENT_TYPES.map((value) => ({
  value,
  label: value.replace('-', ' ').replace(/^\w/, (c) => c.toUpperCase()),
}));
const SALARY_LABELS = {
  desired_salary_min: 'Desired Salary (min)',
  desired_salary_max: 'Desired Salary (max)',
  offered_salary: 'Offered Salary',
} as const;

/** spec 02 §2 Create New Candidate form, as a modal (list's Add Candidate and the job page). */
export function CreateCandidateModal({ open, onOpenChange, ...props }: Props) {
  // the form lives while the dialog is open, so each opening starts blank
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? <CreateCandidateForm onClose={() => onOpenChange(false)} {...props} /> : null}
    </Dialog>
  );
}

function CreateCandidateForm({
  onClose,
  onCreated,
  defaultJobId,
  useOpenJobs,
}: Omit<Props, 'open' | 'onOpenChange'> & { onClose: () => void }) {
  const { can } = useAuth();
  const form = useForm<CandidateFormValues, unknown, CandidateCreate>({
    resolver,
    defaultValues: emptyCandidateValues(defaultJobId),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const [cv, setCv] = useState<CvFile | null>(null);
  const [failure, setFailure] = useState<ReactNode>(null);
  const jobs = useOpenJobs(true);
  const create = useCreateCandidate();

  const readCv = async (file: File) => {
    setCv({ file, state: 'uploading', progress: 0 });
    try {
      const parsed = await parseDocument(file, (fraction) => {
        const progress = Math.round(fraction * 30);
        setCv((current) =>
          current?.file === file
            ? { ...current, progress, state: fraction >= 1 ? 'processing' : 'uploading' }
            : current,
        );
      });
      setCv((current) =>
        current?.file === file ? { ...current, state: 'processing', progress: 90 } : current,
      );
      // read the values now: what was typed while the CV uploaded stays
      const filled = prefillFromCv(form.getValues(), parsed.extraction);
      for (const name of Object.keys(filled) as (keyof CandidateFormValues)[]) {
        const value = filled[name];
        if (value !== undefined)
          form.setValue(name, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
      }
      setCv((current) =>
        current?.file === file
          ? {
              file,
              state: 'completed',
              progress: 100,
              message: parsed.warning ?? `${parsed.extraction.skills.length} skills found`,
            }
          : current,
      );
    } catch (error) {
      setCv((current) =>
        current?.file === file
          ? { file, state: 'error', progress: 0, message: getErrorMessage(error, 'Processing failed') }
          : current,
      );
    }
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const uploadable = cv && cv.state === 'completed' ? cv.file : null;
      const candidate = await create.mutateAsync({
        candidate: can('edit_salary') ? values : withoutSalary(values),
        cv: uploadable,
      });
      onCreated?.(candidate);
      onClose();
    } catch (error) {
      const duplicate =
        error instanceof ApiError && error.status === 409
          ? duplicateCandidateSchema.safeParse(error.body)
          : null;
      if (error instanceof ApiError && duplicate?.success) {
        const { existing_candidate } = duplicate.data;
        setFailure(
          <>
            {error.message}.{' '}
            <Link
              to={`/candidates/${existing_candidate.id}`}
              className="font-medium underline"
              onClick={onClose}
            >
              Open {existing_candidate.full_name}'s profile
            </Link>
          </>,
        );
      } else if (error instanceof ApiError && error.status === 400) {
        // spec 02 §5: the server's field messages under their fields, the rest after the spec's sentence
        const other = placeServerErrors(error, form.setError, FIELDS);
        setFailure([CANDIDATE_MESSAGES.createFailed, ...other].join(' '));
      } else setFailure(CANDIDATE_MESSAGES.createFailed);
    }
  });

  const text = (
    name: FieldPath<CandidateFormValues>,
    label: string,
    props: { type?: string; placeholder?: string; min?: number } = {},
  ) => {
    const error = messageOf(form.getFieldState(name, form.formState).error);
    return (
      <FormField label={label} htmlFor={`candidate-${name}`} error={error}>
        <Input id={`candidate-${name}`} invalid={Boolean(error)} {...props} {...form.register(name)} />
      </FormField>
    );
  };
  /** A list of addresses or numbers, one input a row. */
  const list = (
    name: 'emails' | 'phones',
    label: string,
    props: { type: 'email' | 'tel'; addLabel: string; placeholder: string },
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <StringListField
          label={label}
          name={name}
          values={field.value}
          onChange={field.onChange}
          error={messageOf(fieldState.error)}
          {...props}
        />
      )}
    />
  );
  const busy = create.isPending || cv?.state === 'uploading' || cv?.state === 'processing';

  return (
    <DialogContent
      title="Create New Candidate"
      description="Upload a CV to prefill the form, or type the details."
      className="max-w-3xl"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} loading={create.isPending} disabled={busy}>
            {create.isPending ? 'Creating...' : 'Create Candidate'}
          </Button>
        </>
      }
    >
      <form
        id={FORM_ID}
        className="max-h-[65vh] space-y-6 overflow-y-auto pr-1"
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <Section title="CV Upload (optional)">
          <CvDropZone value={cv} onFile={readCv} onRemove={() => setCv(null)} />
        </Section>
        <Section title="Basic Information">
          <div className="grid gap-4 sm:grid-cols-2">
            {text('full_name', 'Full Name', { placeholder: 'Jane Doe' })}
            {text('current_company', 'Current Company')}
            {text('current_role', 'Current Role')}
            <FormField
              label="Employment Type"
              htmlFor="candidate-employment_type"
              error={messageOf(errors.employment_type)}
            >
              <Controller
                control={form.control}
                name="employment_type"
                render={({ field }) => (
                  <Select
                    id="candidate-employment_type"
                    aria-label="Employment Type"
                    value={field.value}
                    className="w-full"
                    options={EMPLOYMENT_OPTIONS}
                    onValueChange={field.onChange}
                  />
                )}
              />
            </FormField>
            {text('years_experience', 'Years of Experience', { type: 'number', min: 0 })}
            {text('country', 'Country')}
            {text('city', 'City')}
          </div>
          <FormField label="Summary" htmlFor="candidate-summary" error={messageOf(errors.summary)}>
            <Textarea
              id="candidate-summary"
              rows={3}
              invalid={Boolean(errors.summary)}
              {...form.register('summary')}
            />
          </FormField>
        </Section>
        <Section title="Contact Information">
          <div className="grid gap-4 sm:grid-cols-2">
            {list('emails', 'Email', {
              type: 'email',
              addLabel: 'Add email',
              placeholder: 'jane@example.com',
            })}
            {list('phones', 'Phone', { type: 'tel', addLabel: 'Add phone', placeholder: '+1 555 010 2030' })}
          </div>
        </Section>
        <Section title="Professional Links">
          <div className="grid gap-4 sm:grid-cols-3">
            {text('links.linkedin', 'LinkedIn', { placeholder: 'https://linkedin.com/in/…' })}
            {text('links.github', 'GitHub', { placeholder: 'https://github.com/…' })}
            {text('links.portfolio', 'Portfolio', { placeholder: 'https://…' })}
          </div>
        </Section>
        <Section title="Skills">
          {text('skills_extracted', 'Skills (comma-separated)', { placeholder: 'React, TypeScript, SQL' })}
        </Section>
        <Section title="Job Assignment (optional)">
          <FormField
            label="Job"
            htmlFor="candidate-job"
            hint={jobs.failed ? 'Open jobs could not be loaded.' : undefined}
            error={messageOf(errors.job_id)}
          >
            <Controller
              control={form.control}
              name="job_id"
              render={({ field }) => (
                <Select
                  id="candidate-job"
                  aria-label="Job"
                  value={field.value}
                  className="w-full"
                  onValueChange={field.onChange}
                  options={[
                    { value: 'none', label: 'No job' },
                    ...jobs.jobs.map((job) => ({
                      value: String(job.id),
                      label: `${job.title} — ${job.department}`,
                    })),
                  ]}
                />
              )}
            />
          </FormField>
        </Section>
        {can('view_salary') ? (
          <Section title="Salary Information">
            {!can('edit_salary') ? (
              <p className="text-xs text-slate-500">{CANDIDATE_MESSAGES.salaryNote}</p>
            ) : null}
            <div className="grid items-end gap-4 sm:grid-cols-3">
              {(['desired_salary_min', 'desired_salary_max', 'offered_salary'] as const).map((name) => (
                <FormField
                  key={name}
                  label={SALARY_LABELS[name]}
                  htmlFor={`candidate-${name}`}
                  error={messageOf(errors[name])}
                >
                  <Input
                    id={`candidate-${name}`}
                    type="number"
                    min={0}
                    disabled={!can('edit_salary')}
                    invalid={Boolean(errors[name])}
                    {...form.register(name)}
                  />
                </FormField>
              ))}
            </div>
          </Section>
        ) : null}
        {failure ? (
          <div
            role="alert"
            className="flex gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-700 ring-1 ring-red-200"
          >
            <AlertCircle className="size-4 shrink-0" aria-hidden />
            <p>{failure}</p>
          </div>
        ) : null}
      </form>
    </DialogContent>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}
