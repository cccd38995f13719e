import {
  CANDIDATE_EMPLOYMENT_TYPES,
  CANDIDATE_MESSAGES,
  type Candidate,
  candidateCreateSchema,
  type DuplicateCandidate,
} from '@shortlist/contracts';
import { AlertCircle } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { Field, Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { ApiError, getErrorMessage } from '../../../lib/api-error.ts';
import { useAuth } from '../../../lib/auth-session.tsx';
import { useCreateCandidate } from '../api/create-candidate.ts';
import { parseDocument } from '../api/parse-document.ts';
import type { UseOpenJobs } from '../candidate-choices.ts';
import { EMPTY_FORM, type FormState, prefillFromCv, toPayload } from './candidate-form-state.ts';
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

/** spec 02 §2 Create New Candidate form, as a modal (list's Add Candidate and the job page). */
export function CreateCandidateModal({ open, onOpenChange, onCreated, defaultJobId, useOpenJobs }: Props) {
  const { can } = useAuth();
  const [form, setForm] = useState<FormState>({
    ...EMPTY_FORM,
    job_id: defaultJobId ? String(defaultJobId) : 'none',
  });
  const [cv, setCv] = useState<CvFile | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<ReactNode>(null);
  const jobs = useOpenJobs(open);
  const create = useCreateCandidate();
  const set = (changes: Partial<FormState>) => setForm((current) => ({ ...current, ...changes }));

  const reset = () => {
    setForm({ ...EMPTY_FORM, job_id: defaultJobId ? String(defaultJobId) : 'none' });
    setCv(null);
    setErrors({});
    setFailure(null);
  };

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
      setForm((current) => prefillFromCv(current, parsed.extraction));
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

  const submit = async () => {
    setFailure(null);
    const payload = toPayload(form, can('edit_salary'));
    const parsed = candidateCreateSchema.safeParse(payload);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setErrors({});
    try {
      const uploadable = cv && cv.state === 'completed' ? cv.file : null;
      const candidate = await create.mutateAsync({ candidate: parsed.data, cv: uploadable });
      onCreated?.(candidate);
      reset();
      onOpenChange(false);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && 'existing_candidate' in error.body) {
        const { existing_candidate } = error.body as unknown as DuplicateCandidate;
        setFailure(
          <>
            {error.message}.{' '}
            <Link
              to={`/candidates/${existing_candidate.id}`}
              className="font-medium underline"
              onClick={() => onOpenChange(false)}
            >
              Open {existing_candidate.full_name}'s profile
            </Link>
          </>,
        );
      } else if (error instanceof ApiError && error.status === 400) {
        setErrors(error.fieldErrors);
        setFailure(CANDIDATE_MESSAGES.createFailed);
      } else setFailure(CANDIDATE_MESSAGES.createFailed);
    }
  };

  const text = (
    name: keyof FormState,
    label: string,
    props: { type?: string; placeholder?: string; min?: number } = {},
  ) => (
    <Field label={label} htmlFor={`candidate-${name}`} error={errors[name]}>
      <Input
        id={`candidate-${name}`}
        value={form[name] as string}
        invalid={Boolean(errors[name])}
        onChange={(event) => set({ [name]: event.target.value })}
        {...props}
      />
    </Field>
  );
  const busy = create.isPending || cv?.state === 'uploading' || cv?.state === 'processing';

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <DialogContent
        title="Create New Candidate"
        description="Upload a CV to prefill the form, or type the details."
        className="max-w-3xl"
        footer={
          <>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button onClick={submit} loading={create.isPending} disabled={busy}>
              {create.isPending ? 'Creating...' : 'Create Candidate'}
            </Button>
          </>
        }
      >
        <form
          className="max-h-[65vh] space-y-6 overflow-y-auto pr-1"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
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
              <Field label="Employment Type" htmlFor="candidate-employment_type">
                <Select
                  id="candidate-employment_type"
                  aria-label="Employment Type"
                  value={form.employment_type}
                  className="w-full"
                  options={CANDIDATE_EMPLOYMENT_TYPES.map((value) => ({
                    value,
                    label: value.replace('-', ' ').replace(/^\w/, (c) => c.toUpperCase()),
                  }))}
                  onValueChange={(employment_type) => set({ employment_type })}
                />
              </Field>
              {text('years_experience', 'Years of Experience', { type: 'number', min: 0 })}
              {text('country', 'Country')}
              {text('city', 'City')}
            </div>
            <Field label="Summary" htmlFor="candidate-summary">
              <textarea
                id="candidate-summary"
                rows={3}
                value={form.summary}
                onChange={(event) => set({ summary: event.target.value })}
                className="block w-full rounded-lg px-3 py-2 text-sm shadow-xs ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-500 focus-visible:outline-none"
              />
            </Field>
          </Section>
          <Section title="Contact Information">
            <div className="grid gap-4 sm:grid-cols-2">
              <StringListField
                label="Email"
                name="emails"
                type="email"
                values={form.emails}
                onChange={(emails) => set({ emails })}
                error={errors.emails}
                addLabel="Add email"
                placeholder="jane@example.com"
              />
              <StringListField
                label="Phone"
                name="phones"
                type="tel"
                values={form.phones}
                onChange={(phones) => set({ phones })}
                error={errors.phones}
                addLabel="Add phone"
                placeholder="+1 555 010 2030"
              />
            </div>
          </Section>
          <Section title="Professional Links">
            <div className="grid gap-4 sm:grid-cols-3">
              {text('linkedin', 'LinkedIn', { placeholder: 'https://linkedin.com/in/…' })}
              {text('github', 'GitHub', { placeholder: 'https://github.com/…' })}
              {text('portfolio', 'Portfolio', { placeholder: 'https://…' })}
            </div>
          </Section>
          <Section title="Skills">
            {text('skills', 'Skills (comma-separated)', { placeholder: 'React, TypeScript, SQL' })}
          </Section>
          <Section title="Job Assignment (optional)">
            <Field
              label="Job"
              htmlFor="candidate-job"
              hint={jobs.failed ? 'Open jobs could not be loaded.' : undefined}
            >
              <Select
                id="candidate-job"
                aria-label="Job"
                value={form.job_id}
                className="w-full"
                onValueChange={(job_id) => set({ job_id })}
                options={[
                  { value: 'none', label: 'No job' },
                  ...jobs.jobs.map((job) => ({
                    value: String(job.id),
                    label: `${job.title} — ${job.department}`,
                  })),
                ]}
              />
            </Field>
          </Section>
          {can('view_salary') ? (
            <Section title="Salary Information">
              {!can('edit_salary') ? (
                <p className="text-xs text-slate-500">{CANDIDATE_MESSAGES.salaryNote}</p>
              ) : null}
              <div className="grid items-end gap-4 sm:grid-cols-3">
                {(['desired_salary_min', 'desired_salary_max', 'offered_salary'] as const).map((name) => (
                  <Field
                    key={name}
                    label={
                      {
                        desired_salary_min: 'Desired Salary (min)',
                        desired_salary_max: 'Desired Salary (max)',
                        offered_salary: 'Offered Salary',
                      }[name]
                    }
                    htmlFor={`candidate-${name}`}
                    error={errors[name]}
                  >
                    <Input
                      id={`candidate-${name}`}
                      type="number"
                      min={0}
                      disabled={!can('edit_salary')}
                      value={form[name]}
                      onChange={(event) => set({ [name]: event.target.value })}
                    />
                  </Field>
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
    </Dialog>
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
