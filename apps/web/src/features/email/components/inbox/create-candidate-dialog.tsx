import type { IncomingEmail } from '@shortlist/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../../../components/ui/dialog.tsx';
import { FieldError } from '../../../../components/ui/form-field.tsx';
import { ApiError, getErrorMessage } from '../../../../lib/api-error.ts';
import { useCreateCandidateFromEmail } from '../../api/create-candidate-from-email.ts';
import { senderLine } from '../../lib/incoming-email.ts';
import { SUGGESTION_REASONS } from './suggestion-reasons.ts';

const NO_JOB = 'none';

type Props = { email: IncomingEmail | null; onOpenChange: (open: boolean) => void };

/** spec 02 Create: a candidate from the e-mail's parsed fields, optionally applied to a suggested job. */
export function CreateCandidateDialog({ email, onOpenChange }: Props) {
  return (
    <Dialog open={email !== null} onOpenChange={onOpenChange}>
      {email ? (
        <DialogContent
          title="Create candidate"
          description={`From the e-mail "${email.subject || '(no subject)'}" (${senderLine(email)}).`}
        >
          <CreateCandidateForm key={email.id} email={email} onDone={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function CreateCandidateForm({ email, onDone }: { email: IncomingEmail; onDone: () => void }) {
  const id = useId();
  const navigate = useNavigate();
  const create = useCreateCandidateFromEmail();
  const [job, setJob] = useState<string>(String(email.job_suggestions[0]?.job_id ?? NO_JOB));
  const fieldError = create.error instanceof ApiError ? create.error.fieldErrors.job_id : undefined;
  const generalError = create.error && !fieldError ? getErrorMessage(create.error) : null;
  const name = email.parsed_fields.name ?? senderLine(email);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const jobId = job === NO_JOB ? null : Number(job);
    create.mutate(
      { id: email.id, jobId },
      {
        onSuccess: (created) => {
          const title = email.job_suggestions.find((suggestion) => suggestion.job_id === jobId)?.title;
          toast.success(
            title ? `${name} added as a candidate for ${title}` : `${name} added as a candidate`,
            {
              action: {
                label: 'View candidate',
                onClick: () => navigate(`/candidates/${created.candidate_id}`),
              },
            },
          );
          onDone();
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Create candidate" className="space-y-4">
      {generalError ? <Alert tone="error">{generalError}</Alert> : null}
      <dl className="grid grid-cols-[5rem_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-500">Name</dt>
        <dd className="truncate text-slate-900">{email.parsed_fields.name ?? '—'}</dd>
        <dt className="text-slate-500">E-mail</dt>
        <dd className="truncate text-slate-900">{email.parsed_fields.email ?? '—'}</dd>
      </dl>
      <fieldset className="space-y-2" aria-describedby={fieldError ? `${id}-error` : undefined}>
        <legend className="mb-1.5 text-sm font-medium text-slate-700">Apply to a job</legend>
        {email.job_suggestions.map((suggestion) => (
          <JobOption
            key={suggestion.job_id}
            name={`${id}-job`}
            value={String(suggestion.job_id)}
            checked={job === String(suggestion.job_id)}
            onChange={setJob}
            label={suggestion.title}
            hint={`${SUGGESTION_REASONS[suggestion.reason]} · ${suggestion.score}% fit`}
          />
        ))}
        <JobOption
          name={`${id}-job`}
          value={NO_JOB}
          checked={job === NO_JOB}
          onChange={setJob}
          label="No job for now"
          hint={
            email.job_suggestions.length === 0
              ? 'No job was suggested for this e-mail; add the candidate to a job from their page.'
              : 'The candidate is created without an application.'
          }
        />
        <FieldError id={`${id}-error`} message={fieldError} />
      </fieldset>
      <div className="flex justify-end gap-2 border-t border-slate-100 pt-4">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" loading={create.isPending}>
          Create candidate
        </Button>
      </div>
    </form>
  );
}

type JobOptionProps = {
  name: string;
  value: string;
  checked: boolean;
  onChange: (value: string) => void;
  label: string;
  hint: string;
};

function JobOption({ name, value, checked, onChange, label, hint }: JobOptionProps) {
  return (
    <label className="flex cursor-pointer items-start gap-2.5 rounded-lg px-3 py-2 ring-1 ring-slate-200 ring-inset has-[:checked]:bg-brand-50/50 has-[:checked]:ring-brand-300">
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={() => onChange(value)}
        className="mt-0.5 size-4 accent-brand-600"
      />
      <span className="min-w-0">
        <span className="block text-sm font-medium text-slate-900">{label}</span>
        <span className="block text-xs text-slate-500">{hint}</span>
      </span>
    </label>
  );
}
