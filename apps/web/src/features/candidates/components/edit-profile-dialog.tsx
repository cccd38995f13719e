import {
  CANDIDATE_EMPLOYMENT_TYPES,
  CANDIDATE_MESSAGES,
  CANDIDATE_SOURCE_TYPES,
  type Candidate,
  candidateUpdateSchema,
  splitCommas,
  splitLines,
} from '@shortlist/contracts';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { Field, Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useUpdateCandidate } from '../api/update-candidate.ts';

type Draft = Record<
  | 'full_name'
  | 'current_company'
  | 'country'
  | 'city'
  | 'employment_type'
  | 'years_experience'
  | 'emails'
  | 'phones'
  | 'skills'
  | 'summary'
  | 'source_type'
  | 'recruiter_name',
  string
>;

const draftOf = (candidate: Candidate): Draft => ({
  full_name: candidate.full_name,
  current_company: candidate.current_company,
  country: candidate.country,
  city: candidate.city,
  employment_type: candidate.employment_type,
  years_experience: candidate.years_experience === null ? '' : String(candidate.years_experience),
  emails: candidate.emails.join('\n'),
  phones: candidate.phones.join('\n'),
  skills: candidate.skills_extracted.join(', '),
  summary: candidate.summary,
  source_type: candidate.source_type,
  recruiter_name: candidate.recruiter_name,
});

const TEXTAREA =
  'block w-full rounded-lg px-3 py-2 text-sm shadow-xs ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-500 focus-visible:outline-none';

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
  const [draft, setDraft] = useState<Draft>(() => draftOf(candidate));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateCandidate(candidate.id);
  const set = (name: keyof Draft) => (value: string) =>
    setDraft((current) => ({ ...current, [name]: value }));

  const save = () => {
    const parsed = candidateUpdateSchema.safeParse({
      ...draft,
      years_experience:
        draft.years_experience.trim() === '' ? null : Number.parseInt(draft.years_experience, 10),
      emails: splitLines(draft.emails),
      phones: splitLines(draft.phones),
      skills_extracted: splitCommas(draft.skills),
      skills: undefined,
    });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: () => {
        toast.success('Profile updated');
        onOpenChange(false);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400) setErrors(error.fieldErrors);
        toast.error(
          error instanceof ApiError && error.status === 409 ? error.message : CANDIDATE_MESSAGES.updateFailed,
        );
      },
    });
  };

  const input = (name: keyof Draft, label: string, type = 'text') => (
    <Field label={label} htmlFor={`edit-${name}`} error={errors[name]}>
      <Input
        id={`edit-${name}`}
        type={type}
        min={type === 'number' ? 0 : undefined}
        value={draft[name]}
        invalid={Boolean(errors[name])}
        onChange={(event) => set(name)(event.target.value)}
      />
    </Field>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) setDraft(draftOf(candidate));
        onOpenChange(next);
      }}
    >
      <DialogContent
        title="Edit Profile"
        className="max-w-2xl"
        footer={
          <>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button loading={update.isPending} onClick={save}>
              Save Changes
            </Button>
          </>
        }
      >
        <form
          className="grid max-h-[65vh] gap-4 overflow-y-auto pr-1 sm:grid-cols-2"
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          {input('full_name', 'Full Name')}
          {input('current_company', 'Current Company')}
          {input('country', 'Country')}
          {input('city', 'City')}
          <Field label="Employment Type" htmlFor="edit-employment_type">
            <Select
              id="edit-employment_type"
              aria-label="Employment Type"
              className="w-full"
              value={draft.employment_type}
              onValueChange={set('employment_type')}
              options={[...new Set([...CANDIDATE_EMPLOYMENT_TYPES, draft.employment_type])].map((value) => ({
                value,
                label: value,
              }))}
            />
          </Field>
          {input('years_experience', 'Years of Experience', 'number')}
          <Field label="Email Addresses (one per line)" htmlFor="edit-emails" error={errors.emails}>
            <textarea
              id="edit-emails"
              rows={3}
              className={TEXTAREA}
              value={draft.emails}
              onChange={(event) => set('emails')(event.target.value)}
            />
          </Field>
          <Field label="Phone Numbers (one per line)" htmlFor="edit-phones" error={errors.phones}>
            <textarea
              id="edit-phones"
              rows={3}
              className={TEXTAREA}
              value={draft.phones}
              onChange={(event) => set('phones')(event.target.value)}
            />
          </Field>
          <div className="sm:col-span-2">{input('skills', 'Skills (comma-separated)')}</div>
          <div className="sm:col-span-2">
            <Field label="Summary" htmlFor="edit-summary">
              <textarea
                id="edit-summary"
                rows={4}
                className={TEXTAREA}
                value={draft.summary}
                onChange={(event) => set('summary')(event.target.value)}
              />
            </Field>
          </div>
          <Field label="Source Type" htmlFor="edit-source_type">
            <Select
              id="edit-source_type"
              aria-label="Source Type"
              className="w-full"
              value={draft.source_type}
              onValueChange={set('source_type')}
              options={[...new Set([...CANDIDATE_SOURCE_TYPES, draft.source_type])].map((value) => ({
                value,
                label: value,
              }))}
            />
          </Field>
          {input('recruiter_name', 'Recruiter Name')}
        </form>
      </DialogContent>
    </Dialog>
  );
}
