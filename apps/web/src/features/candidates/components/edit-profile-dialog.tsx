import {
  CANDIDATE_EMPLOYMENT_TYPES,
  CANDIDATE_MESSAGES,
  CANDIDATE_SOURCE_TYPES,
  type Candidate,
  type CandidateUpdate,
  type CandidateUpdateInput,
  candidateUpdateSchema,
  splitCommas,
  splitLines,
} from '@shortlist/contracts';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { placeServerErrors } from '../../../components/ui/form-errors.tsx';
import { FormField, messageOf } from '../../../components/ui/form-field.tsx';
import { requestResolver } from '../../../components/ui/form-resolver.ts';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useUpdateCandidate } from '../api/update-candidate.ts';

/** The dialog's inputs, named like the request's fields so every message lands on its input. */
const FIELDS = [
  'full_name',
  'current_company',
  'country',
  'city',
  'employment_type',
  'years_experience',
  'emails',
  'phones',
  'skills_extracted',
  'summary',
  'source_type',
  'recruiter_name',
] as const;
/** The inputs as typed: text, one e-mail or phone per line, comma-separated skills. */
type ProfileFormValues = Record<(typeof FIELDS)[number], string>;

const valuesOf = (candidate: Candidate): ProfileFormValues => ({
  full_name: candidate.full_name,
  current_company: candidate.current_company,
  country: candidate.country,
  city: candidate.city,
  employment_type: candidate.employment_type,
  years_experience: candidate.years_experience === null ? '' : String(candidate.years_experience),
  emails: candidate.emails.join('\n'),
  phones: candidate.phones.join('\n'),
  skills_extracted: candidate.skills_extracted.join(', '),
  summary: candidate.summary,
  source_type: candidate.source_type,
  recruiter_name: candidate.recruiter_name,
});

/** spec 02 §5: one e-mail or phone per line, comma-separated skills, whole years or none. */
const toUpdateRequest = (values: ProfileFormValues): CandidateUpdateInput => ({
  ...values,
  years_experience:
    values.years_experience.trim() === '' ? null : Number.parseInt(values.years_experience, 10),
  emails: splitLines(values.emails),
  phones: splitLines(values.phones),
  skills_extracted: splitCommas(values.skills_extracted),
});

const FORM_ID = 'edit-profile-form';
const resolver = requestResolver(candidateUpdateSchema, toUpdateRequest);

/** spec 02 §2 Edit Profile; parsing rules of spec 02 §5 (lines, commas, integer years or null). */
export function EditProfileDialog({
  candidate,
  open,
  onOpenChange,
}: {
  candidate: Candidate;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  // the form lives while the dialog is open, so each opening starts from the profile as it is
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? <EditProfileForm candidate={candidate} onClose={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function EditProfileForm({ candidate, onClose }: { candidate: Candidate; onClose: () => void }) {
  const form = useForm<ProfileFormValues, unknown, CandidateUpdate>({
    resolver,
    defaultValues: valuesOf(candidate),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const update = useUpdateCandidate(candidate.id);

  const save = form.handleSubmit((changes) =>
    update.mutateAsync(changes).then(
      () => {
        toast.success('Profile updated');
        onClose();
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 400)
          placeServerErrors(error, form.setError, FIELDS);
        toast.error(
          error instanceof ApiError && error.status === 409 ? error.message : CANDIDATE_MESSAGES.updateFailed,
        );
      },
    ),
  );

  const input = (name: keyof ProfileFormValues, label: string, type = 'text') => (
    <FormField label={label} htmlFor={`edit-${name}`} error={messageOf(errors[name])}>
      <Input
        id={`edit-${name}`}
        type={type}
        min={type === 'number' ? 0 : undefined}
        invalid={Boolean(errors[name])}
        {...form.register(name)}
      />
    </FormField>
  );
  const textarea = (name: keyof ProfileFormValues, label: string, rows: number) => (
    <FormField label={label} htmlFor={`edit-${name}`} error={messageOf(errors[name])}>
      <Textarea id={`edit-${name}`} rows={rows} invalid={Boolean(errors[name])} {...form.register(name)} />
    </FormField>
  );
  const select = (name: 'employment_type' | 'source_type', label: string, choices: readonly string[]) => (
    <FormField label={label} htmlFor={`edit-${name}`} error={messageOf(errors[name])}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <Select
            id={`edit-${name}`}
            aria-label={label}
            className="w-full"
            value={field.value}
            onValueChange={field.onChange}
            // a value from before the list (an import's) stays choosable
            options={[...new Set([...choices, field.value])].map((value) => ({ value, label: value }))}
          />
        )}
      />
    </FormField>
  );

  return (
    <DialogContent
      title="Edit Profile"
      className="max-w-2xl"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} loading={update.isPending}>
            Save Changes
          </Button>
        </>
      }
    >
      <form
        id={FORM_ID}
        noValidate
        className="grid max-h-[65vh] gap-4 overflow-y-auto pr-1 sm:grid-cols-2"
        onSubmit={(event) => void save(event)}
      >
        {input('full_name', 'Full Name')}
        {input('current_company', 'Current Company')}
        {input('country', 'Country')}
        {input('city', 'City')}
        {select('employment_type', 'Employment Type', CANDIDATE_EMPLOYMENT_TYPES)}
        {input('years_experience', 'Years of Experience', 'number')}
        {textarea('emails', 'Email Addresses (one per line)', 3)}
        {textarea('phones', 'Phone Numbers (one per line)', 3)}
        <div className="sm:col-span-2">{input('skills_extracted', 'Skills (comma-separated)')}</div>
        <div className="sm:col-span-2">{textarea('summary', 'Summary', 4)}</div>
        {select('source_type', 'Source Type', CANDIDATE_SOURCE_TYPES)}
        {input('recruiter_name', 'Recruiter Name')}
      </form>
    </DialogContent>
  );
}
