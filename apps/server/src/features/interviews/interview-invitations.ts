import { COMPANY_NAME, INTERVIEW_TYPE_LABELS, type InterviewType } from '@shortlist/contracts';
import type { Tx } from '../../db/client.ts';
import { buildCalendar, type CalendarPerson } from '../../platform/calendar.ts';
import { draftForApplication, type OutgoingDraft } from '../email/email-sending.service.ts';
import type { InterviewRecord } from './interviews.queries.ts';

/**
 * The invitations of one interview (issue 13): one calendar event (its UID and SEQUENCE), sent as
 * an e-mail with a text/calendar part to the candidate and to each interviewer. The candidate's
 * message is the job's interview invitation template; the interviewers' copy adds the note meant
 * for them, which the candidate never sees.
 */
export type InvitationFacts = {
  uid: string;
  sequence: number;
  interviewType: InterviewType;
  start: Date;
  durationMinutes: number;
  timeZone: string;
  location: string;
  meetingUrl: string | null;
  notes: string;
  applicationId: number;
  jobId: number;
  jobTitle: string;
  candidate: { name: string; email: string | null };
  organizer: CalendarPerson;
  interviewers: CalendarPerson[];
};

/** "Tuesday 1 December 2026, 14:00 (Europe/London)": the time as the scheduler chose to show it. */
export function formatInterviewTime(date: Date, timeZone: string): string {
  const text = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
  return `${text} (${timeZone})`;
}

const endOf = (facts: InvitationFacts) => new Date(facts.start.getTime() + facts.durationMinutes * 60_000);

const summaryFor = (facts: InvitationFacts) =>
  `${INTERVIEW_TYPE_LABELS[facts.interviewType]}: ${facts.candidate.name} — ${facts.jobTitle}`;

const where = (facts: InvitationFacts) =>
  facts.meetingUrl ? `${facts.location} — ${facts.meetingUrl}` : facts.location;

/** The event as a calendar sees it; `forInterviewers` adds their note. */
export function calendarFor(
  facts: InvitationFacts,
  method: 'REQUEST' | 'CANCEL',
  stamp: Date,
  forInterviewers: boolean,
): string {
  const lines = [
    `${INTERVIEW_TYPE_LABELS[facts.interviewType]} interview for ${facts.jobTitle} at ${COMPANY_NAME}.`,
    `When: ${formatInterviewTime(facts.start, facts.timeZone)}, ${facts.durationMinutes} minutes.`,
    `Where: ${where(facts)}`,
    ...(forInterviewers && facts.notes ? ['', `Note to interviewers: ${facts.notes}`] : []),
  ];
  const attendees = [
    ...(facts.candidate.email ? [{ name: facts.candidate.name, email: facts.candidate.email }] : []),
    ...facts.interviewers,
  ];
  return buildCalendar({
    method,
    uid: facts.uid,
    sequence: facts.sequence,
    start: facts.start,
    end: endOf(facts),
    stamp,
    summary: summaryFor(facts),
    description: lines.join('\n'),
    location: where(facts),
    url: facts.meetingUrl,
    organizer: facts.organizer,
    attendees,
  });
}

export type InvitationKind = 'new' | 'update' | 'cancel';

const SUBJECT_PREFIX: Record<InvitationKind, string> = {
  new: '',
  update: 'Updated: ',
  cancel: 'Cancelled: ',
};

/** The candidate's message: the interview invitation template, or a short cancellation. */
export async function candidateInvitation(
  db: Tx,
  facts: InvitationFacts,
  kind: InvitationKind,
  stamp: Date,
  reason = '',
): Promise<OutgoingDraft | null> {
  if (!facts.candidate.email) return null;
  const method = kind === 'cancel' ? 'CANCEL' : 'REQUEST';
  const calendar = { method, content: calendarFor(facts, method, stamp, false) };
  const when = formatInterviewTime(facts.start, facts.timeZone);
  if (kind === 'cancel')
    return {
      to: facts.candidate.email,
      subject: `Cancelled: ${INTERVIEW_TYPE_LABELS[facts.interviewType]} interview for ${facts.jobTitle}`,
      body:
        `Dear ${facts.candidate.name},\n\n` +
        `We are sorry: the ${INTERVIEW_TYPE_LABELS[facts.interviewType]} interview for the ${facts.jobTitle} role on ${when} will not take place.` +
        `${reason ? `\n\n${reason}` : ''}\n\nWe will be in touch about what happens next.\n\nKind regards,\nThe ${COMPANY_NAME} Recruiting Team`,
      applicationId: facts.applicationId,
      jobId: facts.jobId,
      composed: `Interview cancellation to ${facts.candidate.email}.`,
      calendar,
    };
  const draft = await draftForApplication(db, facts.applicationId, 'interview_invitation', undefined, {
    interview_date: when,
    interview_location: where(facts),
  });
  if (!draft) return null;
  return {
    ...draft,
    subject: `${SUBJECT_PREFIX[kind]}${draft.subject}`,
    body:
      kind === 'update'
        ? `The time or place of your interview has changed; this invitation replaces the earlier one.\n\n${draft.body}`
        : draft.body,
    composed: `${kind === 'update' ? 'Updated interview invitation' : 'Interview invitation'} to ${draft.to}.`,
    calendar,
  };
}

/** An interviewer's copy, with the note meant for the panel. */
export function interviewerInvitation(
  facts: InvitationFacts,
  interviewer: CalendarPerson,
  kind: InvitationKind,
  stamp: Date,
  reason = '',
): OutgoingDraft {
  const method = kind === 'cancel' ? 'CANCEL' : 'REQUEST';
  const label = INTERVIEW_TYPE_LABELS[facts.interviewType];
  const when = formatInterviewTime(facts.start, facts.timeZone);
  const intro =
    kind === 'cancel'
      ? `The ${label} interview with ${facts.candidate.name} for ${facts.jobTitle} on ${when} is cancelled, or you are no longer on its panel.${reason ? `\n\nReason: ${reason}` : ''}`
      : `${kind === 'update' ? 'This interview has changed. ' : ''}You are interviewing ${facts.candidate.name} for ${facts.jobTitle}.\n\n` +
        `When: ${when}, ${facts.durationMinutes} minutes\nWhere: ${where(facts)}\nPanel: ${facts.interviewers.map((person) => person.name).join(', ')}` +
        `${facts.notes ? `\n\nNote to interviewers: ${facts.notes}` : ''}`;
  return {
    to: interviewer.email,
    subject: `${SUBJECT_PREFIX[kind]}${summaryFor(facts)}`,
    body: `Hello ${interviewer.name},\n\n${intro}\n\n— Shortlist`,
    // the job's record, not the candidate's timeline: these are the panel's own messages
    jobId: facts.jobId,
    composed: `Interview ${kind === 'cancel' ? 'cancellation' : 'invitation'} to interviewer ${interviewer.email}.`,
    calendar: { method, content: calendarFor(facts, method, stamp, true) },
  };
}

/** A person on the panel, as the users table has them. */
export type PanelPerson = { id: number; full_name: string; email: string };

export const calendarPerson = (person: PanelPerson) => ({ name: person.full_name, email: person.email });

type EventShape = Pick<
  InterviewRecord,
  | 'uid'
  | 'sequence'
  | 'interviewType'
  | 'scheduledAt'
  | 'durationMinutes'
  | 'timeZone'
  | 'location'
  | 'meetingUrl'
  | 'notes'
  | 'applicationId'
  | 'jobId'
>;

export function invitationFacts(
  interview: EventShape,
  context: {
    jobTitle: string;
    candidate: { name: string; email: string | null };
    organizer: { name: string; email: string };
    panel: PanelPerson[];
  },
): InvitationFacts {
  return {
    uid: interview.uid,
    sequence: interview.sequence,
    interviewType: interview.interviewType as InterviewType,
    start: interview.scheduledAt,
    durationMinutes: interview.durationMinutes,
    timeZone: interview.timeZone,
    location: interview.location,
    meetingUrl: interview.meetingUrl,
    notes: interview.notes,
    applicationId: interview.applicationId,
    jobId: interview.jobId,
    jobTitle: context.jobTitle,
    candidate: context.candidate,
    organizer: context.organizer,
    interviewers: context.panel.map(calendarPerson),
  };
}

/** Who the event comes from: the person who scheduled it, or the organisation's sender address. */
export function organizerOf(
  mailFrom: string,
  row: { organizer_name: string | null; organizer_email: string | null },
): CalendarPerson {
  return row.organizer_email && row.organizer_name
    ? { name: row.organizer_name, email: row.organizer_email }
    : { name: COMPANY_NAME, email: mailFrom.replace(/^.*<([^>]+)>.*$/, '$1') };
}
