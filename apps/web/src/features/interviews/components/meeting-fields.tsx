import { DEFAULT_INTERVIEW_LOCATION } from '@shortlist/contracts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import type { DraftErrors, InterviewDraft } from '../lib/interview-draft.ts';

type MeetingFieldsProps = {
  id: string;
  /** a reschedule: the invitations are updates of the event everyone has */
  updating?: boolean;
  draft: InterviewDraft;
  errors: DraftErrors;
  onChange: (changes: Partial<InterviewDraft>) => void;
};

/** Where it happens, the panel's note and whether everyone gets a calendar invitation. */
export function MeetingFields({ id, updating = false, draft, errors, onChange }: MeetingFieldsProps) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Location" htmlFor={`${id}-location`} error={errors.location}>
          <Input
            id={`${id}-location`}
            value={draft.location}
            placeholder={DEFAULT_INTERVIEW_LOCATION}
            invalid={Boolean(errors.location)}
            onChange={(event) => onChange({ location: event.target.value })}
          />
        </FormField>
        <FormField label="Meeting link (optional)" htmlFor={`${id}-meeting-url`} error={errors.meeting_url}>
          <Input
            id={`${id}-meeting-url`}
            type="url"
            inputMode="url"
            placeholder="https://meet.example.com/..."
            value={draft.meetingUrl}
            invalid={Boolean(errors.meeting_url)}
            onChange={(event) => onChange({ meetingUrl: event.target.value })}
          />
        </FormField>
      </div>
      <FormField
        label="Note to interviewers (optional)"
        htmlFor={`${id}-notes`}
        hint="Only the panel sees it; the candidate's invitation leaves it out."
        error={errors.notes}
      >
        <Textarea
          id={`${id}-notes`}
          rows={3}
          value={draft.notes}
          invalid={Boolean(errors.notes)}
          onChange={(event) => onChange({ notes: event.target.value })}
        />
      </FormField>
      <div>
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="mt-0.5 size-4 rounded border-slate-300 accent-brand-600"
            checked={draft.notify}
            aria-describedby={`${id}-notify-hint`}
            aria-invalid={errors.notify ? true : undefined}
            onChange={(event) => onChange({ notify: event.target.checked })}
          />
          <span>{updating ? 'Send the updated invitations' : 'Send calendar invitations'}</span>
        </label>
        <p id={`${id}-notify-hint`} className="mt-1 pl-6 text-xs text-slate-500">
          {updating
            ? 'Calendars move the event they have. The candidate hears only of a new time, place or type; anyone taken off the panel gets a cancellation.'
            : 'An e-mail with the calendar event to the candidate and to each interviewer.'}
        </p>
        {errors.notify ? <p className="mt-1 pl-6 text-xs text-red-600">{errors.notify}</p> : null}
      </div>
    </>
  );
}
