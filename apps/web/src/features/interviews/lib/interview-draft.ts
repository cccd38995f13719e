import {
  DEFAULT_INTERVIEW_LOCATION,
  INTERVIEW_MESSAGES,
  INTERVIEW_TYPES,
  type Interview,
  type InterviewCreate,
  type InterviewType,
  type InterviewUpdate,
  interviewCreateSchema,
  interviewDuration,
  interviewUpdateSchema,
} from '@shortlist/contracts';
import type { ConflictQuery } from '../api/get-interview-conflicts.ts';
import { zonedInputs, zonedIso } from './zoned-time.ts';

export type Person = { id: number; full_name: string };

/** What the dialog knows of a job from the jobs feature (app/ looks it up). */
export type InterviewJobFacts = {
  /** the job's assessment strategy: how long each interview lasts */
  strategy: { interview_duration_minutes?: Record<string, number> } | null;
  /** people to offer first as interviewers: those who hire for the job, with their part in it */
  team: (Person & { role: string })[];
};
export type JobFactsLookup = (jobId: number) => InterviewJobFacts | undefined;

/** The dialog's fields as typed: the date and time as their inputs hold them, the minutes as text. */
export type InterviewDraft = {
  applicationId: number | null;
  interviewType: InterviewType;
  duration: string;
  date: string;
  time: string;
  timeZone: string;
  interviewers: Person[];
  location: string;
  meetingUrl: string;
  notes: string;
  notify: boolean;
};

/** The fields the dialog draws; the server's messages for any other show above it. */
export const DRAFT_FIELDS = [
  'application_id',
  'interview_type',
  'scheduled_at',
  'duration_minutes',
  'time_zone',
  'interviewer_ids',
  'location',
  'meeting_url',
  'notes',
  'notify',
] as const;
export type DraftField = (typeof DRAFT_FIELDS)[number];
export type DraftErrors = Partial<Record<DraftField, string>>;

/** A Prospector stage suggests a Prospector interview; any other stage the first of the three. */
export function typeForStage(stageKey: string | undefined): InterviewType {
  return INTERVIEW_TYPES.find((type) => type === stageKey) ?? 'prospector';
}

/** Tomorrow at ten on the scheduler's clock: a time that has not passed, to change as needed. */
function tomorrowAtTen(now: Date, timeZone: string) {
  return {
    date: zonedInputs(new Date(now.getTime() + 86_400_000).toISOString(), timeZone).date,
    time: '10:00',
  };
}

export function newDraft(
  application: { id: number; stage_key?: string } | undefined,
  facts: InterviewJobFacts | undefined,
  timeZone: string,
  now = new Date(),
): InterviewDraft {
  const interviewType = typeForStage(application?.stage_key);
  return {
    applicationId: application?.id ?? null,
    interviewType,
    duration: String(interviewDuration(interviewType, facts?.strategy)),
    ...tomorrowAtTen(now, timeZone),
    timeZone,
    interviewers: [],
    location: DEFAULT_INTERVIEW_LOCATION,
    meetingUrl: '',
    notes: '',
    notify: true,
  };
}

/** An interview as the dialog edits it (a reschedule): its time on its own zone's clock. */
export function draftOf(interview: Interview): InterviewDraft {
  return {
    applicationId: interview.application_id,
    interviewType: interview.interview_type,
    duration: String(interview.duration_minutes),
    ...zonedInputs(interview.scheduled_at, interview.time_zone),
    timeZone: interview.time_zone,
    interviewers: interview.interviewers.map(({ id, full_name }) => ({ id, full_name })),
    location: interview.location,
    meetingUrl: interview.meeting_url ?? '',
    notes: interview.notes,
    notify: true,
  };
}

const scheduledAtOf = (draft: InterviewDraft) => zonedIso(draft.date, draft.time, draft.timeZone);
const minutesOf = (draft: InterviewDraft) =>
  draft.duration.trim() === '' ? Number.NaN : Number(draft.duration);

/** The first message for each field (zod paths start with the field's name). */
function errorsOf(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): DraftErrors {
  const errors: DraftErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '') as DraftField;
    if ((DRAFT_FIELDS as readonly string[]).includes(field)) errors[field] ??= issue.message;
  }
  return errors;
}

/** The contract's own rule, and one the server adds: a time that has not passed. */
function timeErrors(scheduledAt: string | null, now: Date): DraftErrors {
  if (!scheduledAt) return { scheduled_at: INTERVIEW_MESSAGES.scheduledAtInvalid };
  return new Date(scheduledAt).getTime() <= now.getTime()
    ? { scheduled_at: INTERVIEW_MESSAGES.inThePast }
    : {};
}

type Checked<T> = { body: T; errors?: undefined } | { body?: undefined; errors: DraftErrors };

/** POST /interviews/'s body, checked with the schema the server checks it with. */
export function createBodyOf(draft: InterviewDraft, now = new Date()): Checked<InterviewCreate> {
  const scheduledAt = scheduledAtOf(draft);
  const body: InterviewCreate = {
    application_id: draft.applicationId ?? 0,
    interview_type: draft.interviewType,
    scheduled_at: scheduledAt ?? '',
    duration_minutes: minutesOf(draft),
    time_zone: draft.timeZone,
    interviewer_ids: draft.interviewers.map((person) => person.id),
    location: draft.location.trim(),
    meeting_url: draft.meetingUrl.trim() || null,
    notes: draft.notes.trim(),
    notify: draft.notify,
  };
  const parsed = interviewCreateSchema.safeParse(body);
  const errors = { ...(parsed.success ? {} : errorsOf(parsed.error)), ...timeErrors(scheduledAt, now) };
  if (draft.applicationId === null) errors.application_id = INTERVIEW_MESSAGES.applicationNotFound;
  return Object.keys(errors).length > 0 ? { errors } : { body };
}

/**
 * PATCH /interviews/{id}/'s body: only what changed, and whether to tell people. A time left as
 * it was is not sent again, so an interview already under way can still get a new room.
 */
export function updateBodyOf(
  draft: InterviewDraft,
  interview: Interview,
  now = new Date(),
): Checked<InterviewUpdate> & { unchanged?: boolean } {
  const before = draftOf(interview);
  const scheduledAt = scheduledAtOf(draft);
  const moved =
    scheduledAt === null || new Date(scheduledAt).getTime() !== new Date(interview.scheduled_at).getTime();
  const changes: InterviewUpdate = {
    ...(draft.interviewType !== before.interviewType ? { interview_type: draft.interviewType } : {}),
    ...(moved ? { scheduled_at: scheduledAt ?? '' } : {}),
    ...(draft.duration.trim() !== before.duration ? { duration_minutes: minutesOf(draft) } : {}),
    ...(draft.timeZone !== before.timeZone ? { time_zone: draft.timeZone } : {}),
    ...(samePanel(draft.interviewers, before.interviewers)
      ? {}
      : { interviewer_ids: draft.interviewers.map((person) => person.id) }),
    ...(draft.location.trim() !== before.location ? { location: draft.location.trim() } : {}),
    ...(draft.meetingUrl.trim() !== before.meetingUrl
      ? { meeting_url: draft.meetingUrl.trim() || null }
      : {}),
    ...(draft.notes.trim() !== before.notes.trim() ? { notes: draft.notes.trim() } : {}),
  };
  const unchanged = Object.keys(changes).length === 0;
  const parsed = interviewUpdateSchema.safeParse(changes);
  const errors = {
    ...(parsed.success ? {} : errorsOf(parsed.error)),
    ...(moved ? timeErrors(scheduledAt, now) : {}),
  };
  if (Object.keys(errors).length > 0) return { errors };
  return { body: { ...changes, notify: draft.notify }, unchanged };
}

function samePanel(a: Person[], b: Person[]) {
  return a.length === b.length && a.every((person) => b.some((other) => other.id === person.id));
}

/** What to ask GET /interviews/conflicts/ about, once the time, length and panel make sense. */
export function conflictQueryOf(draft: InterviewDraft, excludeId?: number): ConflictQuery | null {
  const scheduledAt = scheduledAtOf(draft);
  const minutes = minutesOf(draft);
  if (!scheduledAt || draft.interviewers.length === 0 || !Number.isInteger(minutes)) return null;
  if (!interviewCreateSchema.shape.duration_minutes.safeParse(minutes).success) return null;
  return {
    interviewer_ids: draft.interviewers.map((person) => person.id),
    scheduled_at: scheduledAt,
    duration_minutes: minutes,
    ...(excludeId ? { exclude_id: excludeId } : {}),
  };
}
