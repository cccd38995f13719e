import {
  INTERVIEW_TYPE_LABELS,
  INTERVIEW_TYPES,
  type Interview,
  type InterviewResult,
  type InterviewType,
  interviewDuration,
  MAX_INTERVIEW_MINUTES,
  MIN_INTERVIEW_MINUTES,
} from '@shortlist/contracts';
import { type FormEvent, useCallback, useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.tsx';
import { FormErrors } from '../../../components/ui/form-errors.tsx';
import { FieldError, FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { formErrorsOf } from '../../../lib/api-error.ts';
import { canScheduleFor, type InterviewApplication } from '../../../lib/interview-scheduling.ts';
import { useInterviewConflicts } from '../api/get-interview-conflicts.ts';
import { usePanelSuggestions } from '../api/get-panel-suggestions.ts';
import { useRescheduleInterview } from '../api/reschedule-interview.ts';
import { useScheduleInterview } from '../api/schedule-interview.ts';
import {
  conflictQueryOf,
  createBodyOf,
  DRAFT_FIELDS,
  type DraftErrors,
  draftOf,
  type InterviewDraft,
  type JobFactsLookup,
  newDraft,
  updateBodyOf,
} from '../lib/interview-draft.ts';
import { browserTimeZone } from '../lib/zoned-time.ts';
import { ApplicationChoice } from './application-choice.tsx';
import { ConflictWarning } from './conflict-warning.tsx';
import { toastSaved } from './interview-toast.ts';
import { InterviewerPicker } from './interviewer-picker.tsx';
import { MeetingFields } from './meeting-fields.tsx';
import { TimeZoneSelect } from './time-zone-select.tsx';

export type InterviewDialogMode =
  | { kind: 'schedule'; applications: InterviewApplication[]; applicationId?: number }
  | { kind: 'reschedule'; interview: Interview };

type InterviewDialogProps = {
  mode: InterviewDialogMode;
  jobFacts?: JobFactsLookup;
  onClose: () => void;
  onSaved?: (result: InterviewResult) => void;
};

const TYPE_OPTIONS = INTERVIEW_TYPES.map((type) => ({ value: type, label: INTERVIEW_TYPE_LABELS[type] }));

function firstDraft(mode: InterviewDialogMode, jobFacts: JobFactsLookup | undefined): InterviewDraft {
  if (mode.kind === 'reschedule') return draftOf(mode.interview);
  const schedulable = mode.applications.filter(canScheduleFor);
  const chosen = schedulable.find((application) => application.id === mode.applicationId) ?? schedulable[0];
  return newDraft(chosen, chosen ? jobFacts?.(chosen.job.id) : undefined, browserTimeZone());
}

/**
 * Schedule Interview (issue 13), and the same form for a reschedule: type, length (the job's own
 * for the type until changed), panel, date and time on a chosen zone's clock, place, a note for
 * the panel and whether to send calendar invitations. Double bookings show as the choice is made;
 * they warn, never refuse. The server's refusals show beside their fields, the typing kept.
 */
export function InterviewDialog({ mode, jobFacts, onClose, onSaved }: InterviewDialogProps) {
  const id = useId();
  const rescheduling = mode.kind === 'reschedule' ? mode.interview : null;
  const [draft, setDraft] = useState(() => firstDraft(mode, jobFacts));
  // a new interview takes the job's length for its type until the scheduler sets one
  const [durationSet, setDurationSet] = useState(rescheduling !== null);
  const [invalid, setInvalid] = useState<DraftErrors>({});
  const schedule = useScheduleInterview();
  const reschedule = useRescheduleInterview();
  const saving = schedule.isPending || reschedule.isPending;
  const server = formErrorsOf(rescheduling ? reschedule.error : schedule.error, DRAFT_FIELDS);

  const jobId = rescheduling?.job_id ?? applicationOf(mode, draft.applicationId)?.job.id;
  const facts = jobId === undefined ? undefined : jobFacts?.(jobId);
  const form: InterviewDraft = durationSet
    ? draft
    : { ...draft, duration: String(interviewDuration(draft.interviewType, facts?.strategy)) };
  const { conflicts } = useInterviewConflicts(conflictQueryOf(form, rescheduling?.id));
  // the job's hiring team first, then its recruiter as the job's page knows it
  const suggested = usePanelSuggestions(rescheduling?.application_id ?? draft.applicationId ?? undefined);
  const team = [
    ...suggested,
    ...(facts?.team ?? []).filter((person) => !suggested.some((member) => member.id === person.id)),
  ];
  const errors: DraftErrors = { ...server.fields, ...invalid };

  const change = useCallback((changes: Partial<InterviewDraft>) => {
    setDraft((current) => ({ ...current, ...changes }));
    setInvalid({});
  }, []);
  const changeZone = useCallback((timeZone: string) => change({ timeZone }), [change]);
  const saved = (result: InterviewResult) => {
    toastSaved(result, rescheduling ? 'rescheduled' : 'scheduled');
    onSaved?.(result);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rescheduling) {
      const checked = updateBodyOf(form, rescheduling);
      if (checked.errors) return setInvalid(checked.errors);
      if (checked.unchanged) {
        toast.info('Nothing changed: the interview stays as it was.');
        return onClose();
      }
      reschedule.mutate({ interview: rescheduling, changes: checked.body }, { onSuccess: saved });
      return;
    }
    const checked = createBodyOf(form);
    if (checked.errors) return setInvalid(checked.errors);
    schedule.mutate(checked.body, { onSuccess: saved });
  };

  const chosen = applicationOf(mode, draft.applicationId);
  const who = rescheduling
    ? `${rescheduling.candidate_name} · ${rescheduling.job_title}`
    : chosen
      ? `${chosen.candidate.full_name} · ${chosen.job.title}`
      : undefined;
  const nothingToSchedule = mode.kind === 'schedule' && !mode.applications.some(canScheduleFor);

  return (
    <Dialog open onOpenChange={(open) => !open && !saving && onClose()}>
      <DialogContent
        title={rescheduling ? 'Reschedule Interview' : 'Schedule Interview'}
        description={who}
        className="max-h-[calc(100vh-2rem)] max-w-2xl overflow-y-auto"
        footer={
          <>
            <DialogClose asChild>
              <Button variant="secondary" disabled={saving}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" form={`${id}-form`} loading={saving} disabled={nothingToSchedule}>
              {rescheduling ? 'Save changes' : 'Schedule interview'}
            </Button>
          </>
        }
      >
        <form id={`${id}-form`} noValidate onSubmit={submit} className="space-y-4">
          <FormErrors messages={server.other} />
          {mode.kind === 'schedule' ? (
            <ApplicationChoice
              id={`${id}-application`}
              applications={mode.applications}
              value={draft.applicationId}
              error={errors.application_id}
              onChange={(applicationId) => change({ applicationId })}
            />
          ) : null}
          <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_10rem]">
            <FormField label="Interview type" htmlFor={`${id}-type`} error={errors.interview_type}>
              <Select
                id={`${id}-type`}
                aria-label="Interview type"
                className="w-full"
                value={draft.interviewType}
                options={TYPE_OPTIONS}
                invalid={Boolean(errors.interview_type)}
                onValueChange={(value) => {
                  // another type lasts its own length
                  setDurationSet(false);
                  change({ interviewType: value as InterviewType });
                }}
              />
            </FormField>
            <FormField label="Duration (minutes)" htmlFor={`${id}-duration`} error={errors.duration_minutes}>
              <Input
                id={`${id}-duration`}
                type="number"
                inputMode="numeric"
                min={MIN_INTERVIEW_MINUTES}
                max={MAX_INTERVIEW_MINUTES}
                step={5}
                value={form.duration}
                invalid={Boolean(errors.duration_minutes)}
                onChange={(event) => {
                  setDurationSet(true);
                  change({ duration: event.target.value });
                }}
              />
            </FormField>
          </div>
          <div className="space-y-1.5">
            <div className="grid gap-4 sm:grid-cols-[10rem_8rem_minmax(0,1fr)]">
              <FormField label="Date" htmlFor={`${id}-date`}>
                <Input
                  id={`${id}-date`}
                  type="date"
                  value={draft.date}
                  invalid={Boolean(errors.scheduled_at)}
                  aria-describedby={errors.scheduled_at ? `${id}-when-error` : undefined}
                  onChange={(event) => change({ date: event.target.value })}
                />
              </FormField>
              <FormField label="Time" htmlFor={`${id}-time`}>
                <Input
                  id={`${id}-time`}
                  type="time"
                  step={300}
                  value={draft.time}
                  invalid={Boolean(errors.scheduled_at)}
                  aria-describedby={errors.scheduled_at ? `${id}-when-error` : undefined}
                  onChange={(event) => change({ time: event.target.value })}
                />
              </FormField>
              <FormField label="Time zone" htmlFor={`${id}-zone`} error={errors.time_zone}>
                <TimeZoneSelect
                  id={`${id}-zone`}
                  value={draft.timeZone}
                  invalid={Boolean(errors.time_zone)}
                  onChange={changeZone}
                />
              </FormField>
            </div>
            <FieldError id={`${id}-when-error`} message={errors.scheduled_at} />
          </div>
          <InterviewerPicker
            id={`${id}-interviewers`}
            value={draft.interviewers}
            team={team}
            error={errors.interviewer_ids}
            onChange={(interviewers) => change({ interviewers })}
          />
          <ConflictWarning conflicts={conflicts} timeZone={draft.timeZone} />
          <MeetingFields
            id={id}
            updating={rescheduling !== null}
            draft={draft}
            errors={errors}
            onChange={change}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

function applicationOf(mode: InterviewDialogMode, applicationId: number | null) {
  return mode.kind === 'schedule'
    ? mode.applications.find((application) => application.id === applicationId)
    : undefined;
}
