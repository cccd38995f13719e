import crypto from 'node:crypto';
import {
  DEFAULT_INTERVIEW_LOCATION,
  INTERVIEW_MESSAGES,
  INTERVIEW_REMINDER_MINUTES,
  INTERVIEW_TYPE_LABELS,
  type InterviewResult,
  type InterviewType,
  type interviewCancelSchema,
  type interviewCreateSchema,
  interviewDuration,
  type interviewUpdateSchema,
} from '@shortlist/contracts';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { conflict, forbidden, notFound, ValidationError } from '../../platform/errors.ts';
import type { UserContext } from '../../platform/service-context.ts';
import type { AuthUser } from '../../platform/tokens.ts';
import { type OutgoingDraft, storeOutgoing } from '../email/email-sending.service.ts';
import { canManageJob } from '../jobs/job-access.ts';
import {
  calendarPerson,
  candidateInvitation,
  formatInterviewTime,
  type InvitationKind,
  interviewerInvitation,
  invitationFacts,
  organizerOf,
  type PanelPerson,
} from './interview-invitations.ts';
import {
  type InterviewRecord,
  insertInterview,
  lockInterview,
  replacePanel,
  selectPanel,
  updateInterview,
} from './interviews.queries.ts';
import { selectActiveUsers, selectInterview, selectSchedulingFacts } from './interviews.read-model.ts';
import { conflictsAt, getInterview, type InterviewDeps } from './interviews.service.ts';

/*
 * Scheduling, rescheduling and cancelling an interview, and its reminder (issue 13,
 * docs/decisions/015): each change, its invitations and its events in one transaction.
 */

/** The queue of reminders: one job per version (sequence) of an interview. */
export const REMIND_QUEUE = 'interviews.remind';

type CreateInput = z.output<typeof interviewCreateSchema>;
type UpdateInput = z.output<typeof interviewUpdateSchema>;
type CancelInput = z.output<typeof interviewCancelSchema>;

const MINUTE = 60_000;

async function panelOf(db: Tx, ids: number[]): Promise<PanelPerson[]> {
  const people = await selectActiveUsers(db, ids);
  if (people.length !== ids.length)
    throw new ValidationError({ interviewer_ids: [INTERVIEW_MESSAGES.interviewerUnknown] });
  // in the order the scheduler chose them
  return ids.map((id) => people.find((person) => person.id === id)!);
}

function assertFuture(start: Date, now: Date) {
  if (start.getTime() <= now.getTime())
    throw new ValidationError({ scheduled_at: [INTERVIEW_MESSAGES.inThePast] });
}

/** The event's data: what the timeline and the notifications say (names, times), never the notes. */
function eventData(interview: InterviewRecord, panel: PanelPerson[], extra: Record<string, unknown> = {}) {
  return {
    interview_id: interview.id,
    interview_type: interview.interviewType,
    interview_type_label: INTERVIEW_TYPE_LABELS[interview.interviewType as InterviewType],
    scheduled_at: interview.scheduledAt.toISOString(),
    when: formatInterviewTime(interview.scheduledAt, interview.timeZone),
    duration_minutes: interview.durationMinutes,
    location: interview.location,
    participants: panel.map((person) => person.full_name),
    interviewer_ids: panel.map((person) => person.id),
    sequence: interview.sequence,
    ...extra,
  };
}

type InterviewEventType =
  | 'interview.scheduled'
  | 'interview.rescheduled'
  | 'interview.cancelled'
  | 'interview.reminder_due';

/** An interview's domain event, about its application, candidate and job. */
function interviewEvent(
  type: InterviewEventType,
  actor: AuthUser | null,
  interview: InterviewRecord,
  panel: PanelPerson[],
  extra: Record<string, unknown>,
) {
  return {
    type,
    actor,
    jobId: interview.jobId,
    candidateId: interview.candidateId,
    applicationId: interview.applicationId,
    data: eventData(interview, panel, extra),
  };
}

/** Stores each invitation for sending inside the change's transaction; returns how many. */
async function sendInvitations(
  tx: Tx,
  deps: InterviewDeps,
  user: AuthUser,
  drafts: (OutgoingDraft | null)[],
) {
  let sent = 0;
  for (const draft of drafts) {
    if (!draft) continue;
    await storeOutgoing(tx, deps, user, draft);
    sent += 1;
  }
  return sent;
}

/** The reminder of this version of the interview, an hour before it starts (none when that has passed). */
async function queueReminder(tx: Tx, deps: InterviewDeps, interview: InterviewRecord) {
  const at = new Date(interview.scheduledAt.getTime() - INTERVIEW_REMINDER_MINUTES * MINUTE);
  if (at.getTime() <= deps.clock().getTime()) return;
  await deps.jobs.sendInTransaction(
    tx,
    REMIND_QUEUE,
    { interview_id: interview.id, sequence: interview.sequence },
    { startAfter: at },
  );
}

/**
 * POST /interviews/: the interview, its panel, the scheduled event (timeline, notifications,
 * live), the invitations and the reminder, in one transaction. A double booking is answered as
 * a warning with the interview, not refused: the scheduler may know better.
 */
export async function scheduleInterview(
  { user, ...deps }: UserContext<InterviewDeps>,
  { interview: input }: { interview: CreateInput },
): Promise<InterviewResult> {
  const { db, clock, events } = deps;
  const facts = await selectSchedulingFacts(db, input.application_id);
  if (!facts) throw new ValidationError({ application_id: [INTERVIEW_MESSAGES.applicationNotFound] });
  if (!canManageJob(user, { createdBy: facts.job_created_by, hiringTeam: facts.job_hiring_team }))
    throw forbidden(INTERVIEW_MESSAGES.cannotManage);
  if (facts.status !== 'active')
    throw new ValidationError({ application_id: [INTERVIEW_MESSAGES.applicationNotActive] });
  const now = clock();
  const start = new Date(input.scheduled_at);
  assertFuture(start, now);
  const panel = await panelOf(db, input.interviewer_ids);
  const minutes =
    input.duration_minutes ?? interviewDuration(input.interview_type, facts.assessment_strategy);
  const conflicts = await conflictsAt(db, input.interviewer_ids, start, minutes);

  const { interview, sent } = await db.transaction(async (tx) => {
    const interview = await insertInterview(tx, {
      applicationId: facts.application_id,
      candidateId: facts.candidate_id,
      jobId: facts.job_id,
      interviewType: input.interview_type,
      scheduledAt: start,
      durationMinutes: minutes,
      timeZone: input.time_zone,
      location: input.location || DEFAULT_INTERVIEW_LOCATION,
      meetingUrl: input.meeting_url || null,
      notes: input.notes,
      uid: `interview-${crypto.randomUUID()}@shortlist`,
      organizerId: user.id,
    });
    await replacePanel(tx, interview.id, input.interviewer_ids);
    await events.record(
      tx,
      interviewEvent('interview.scheduled', user, interview, panel, {
        candidate_name: facts.candidate_name,
        job_title: facts.job_title,
      }),
    );
    const sent = input.notify
      ? await inviteAll(tx, deps, user, interview, {
          jobTitle: facts.job_title,
          candidate: { name: facts.candidate_name, email: facts.candidate_email },
          organizer: { name: user.full_name, email: user.email },
          panel,
          kind: 'new',
          candidateToo: true,
        })
      : 0;
    await queueReminder(tx, deps, interview);
    return { interview, sent };
  });
  return {
    interview: await getInterview({ db, user }, { id: interview.id }),
    conflicts,
    invitations_sent: sent,
    warnings: input.notify && !facts.candidate_email ? [INTERVIEW_MESSAGES.candidateNoEmail] : [],
  };
}

async function inviteAll(
  tx: Tx,
  deps: InterviewDeps,
  user: AuthUser,
  interview: InterviewRecord,
  context: {
    jobTitle: string;
    candidate: { name: string; email: string | null };
    organizer: { name: string; email: string };
    panel: PanelPerson[];
    kind: InvitationKind;
    candidateToo: boolean;
    reason?: string;
  },
) {
  const stamp = deps.clock();
  const facts = invitationFacts(interview, context);
  return sendInvitations(tx, deps, user, [
    context.candidateToo ? await candidateInvitation(tx, facts, context.kind, stamp, context.reason) : null,
    ...context.panel.map((person) =>
      interviewerInvitation(facts, calendarPerson(person), context.kind, stamp, context.reason),
    ),
  ]);
}

/** Loads the interview for a change by someone who manages its job, refusing a cancelled one. */
async function interviewForChange(db: Db, user: AuthUser, id: number) {
  const row = await selectInterview(db, id);
  if (!row) throw notFound(INTERVIEW_MESSAGES.notFound);
  if (!canManageJob(user, { createdBy: row.job_created_by, hiringTeam: row.job_hiring_team }))
    throw forbidden(INTERVIEW_MESSAGES.cannotManage);
  if (row.status === 'cancelled') throw conflict(INTERVIEW_MESSAGES.alreadyCancelled, { status: row.status });
  return row;
}

/**
 * PATCH /interviews/{id}/: a reschedule, a new place or a new panel is the same calendar event
 * with a higher SEQUENCE, so calendars move it instead of adding another. People taken off the
 * panel get a cancellation; the candidate hears only of changes to when, where or what.
 */
export async function rescheduleInterview(
  { user, ...deps }: UserContext<InterviewDeps>,
  { id, changes: input }: { id: number; changes: UpdateInput },
): Promise<InterviewResult> {
  const { db, clock, events } = deps;
  const row = await interviewForChange(db, user, id);
  const start = input.scheduled_at ? new Date(input.scheduled_at) : new Date(row.scheduled_at);
  // a new time must be to come; the time it already has may have passed (a note after the fact)
  if (start.getTime() !== new Date(row.scheduled_at).getTime()) assertFuture(start, clock());
  // a new panel must be active users; the current one keeps whoever still is
  const panel = input.interviewer_ids
    ? await panelOf(db, input.interviewer_ids)
    : await selectActiveUsers(db, await selectPanel(db, id));
  const panelIds = panel.map((person) => person.id);
  const minutes = input.duration_minutes ?? row.duration_minutes;

  const { interview, sent, changed } = await db.transaction(async (tx) => {
    const current = await lockInterview(tx, id);
    if (!current) throw notFound(INTERVIEW_MESSAGES.notFound);
    if (current.status === 'cancelled')
      throw conflict(INTERVIEW_MESSAGES.alreadyCancelled, { status: current.status });
    const before = await selectPanel(tx, id);
    const values = {
      interviewType: input.interview_type ?? current.interviewType,
      scheduledAt: start,
      durationMinutes: minutes,
      timeZone: input.time_zone ?? current.timeZone,
      location:
        input.location === undefined ? current.location : input.location || DEFAULT_INTERVIEW_LOCATION,
      meetingUrl: input.meeting_url === undefined ? current.meetingUrl : input.meeting_url || null,
      notes: input.notes ?? current.notes,
    };
    const candidateFacing =
      values.interviewType !== current.interviewType ||
      values.scheduledAt.getTime() !== current.scheduledAt.getTime() ||
      values.durationMinutes !== current.durationMinutes ||
      values.timeZone !== current.timeZone ||
      values.location !== current.location ||
      values.meetingUrl !== current.meetingUrl;
    const panelChanged =
      before.length !== panelIds.length || before.some((userId) => !panelIds.includes(userId));
    if (!candidateFacing && !panelChanged && values.notes === current.notes)
      return { interview: current, sent: 0, changed: false };

    const interview = await updateInterview(tx, id, {
      ...values,
      sequence: current.sequence + 1,
      updatedAt: clock(),
    });
    await replacePanel(tx, id, panelIds);
    const removed = await selectActiveUsers(
      tx,
      before.filter((userId) => !panelIds.includes(userId)),
    );
    await events.record(
      tx,
      interviewEvent('interview.rescheduled', user, interview, panel, {
        candidate_name: row.candidate_name,
        job_title: row.job_title,
        previous_scheduled_at: current.scheduledAt.toISOString(),
        removed_interviewer_ids: removed.map((person) => person.id),
        time_changed: values.scheduledAt.getTime() !== current.scheduledAt.getTime(),
      }),
    );
    let sent = 0;
    if (input.notify) {
      const context = {
        jobTitle: row.job_title,
        candidate: { name: row.candidate_name, email: row.candidate_email },
        organizer: organizerOf(deps.mailFrom, row),
      };
      sent += await inviteAll(tx, deps, user, interview, {
        ...context,
        panel,
        kind: 'update',
        candidateToo: candidateFacing,
      });
      // each person taken off the panel: a cancellation naming them, so their calendar drops it
      for (const person of removed)
        sent += await sendInvitations(tx, deps, user, [
          interviewerInvitation(
            invitationFacts(interview, { ...context, panel: [person] }),
            calendarPerson(person),
            'cancel',
            clock(),
          ),
        ]);
    }
    await queueReminder(tx, deps, interview);
    return { interview, sent, changed: true };
  });
  return {
    interview: await getInterview({ db, user }, { id: interview.id }),
    conflicts: changed ? await conflictsAt(db, panelIds, start, minutes, id) : [],
    invitations_sent: sent,
    warnings: [],
  };
}

/** POST /interviews/{id}/cancel/: the event is cancelled (METHOD:CANCEL) for everyone invited. */
export async function cancelInterview(
  { user, ...deps }: UserContext<InterviewDeps>,
  { id, cancellation: input }: { id: number; cancellation: CancelInput },
): Promise<InterviewResult> {
  const { db, clock, events } = deps;
  const row = await interviewForChange(db, user, id);
  const sent = await db.transaction(async (tx) => {
    const current = await lockInterview(tx, id);
    if (!current) throw notFound(INTERVIEW_MESSAGES.notFound);
    if (current.status === 'cancelled')
      throw conflict(INTERVIEW_MESSAGES.alreadyCancelled, { status: current.status });
    const now = clock();
    const interview = await updateInterview(tx, id, {
      status: 'cancelled',
      cancelReason: input.reason,
      cancelledAt: now,
      sequence: current.sequence + 1,
      updatedAt: now,
    });
    // whoever is still an active user on it (a deactivated interviewer is not told)
    const panel = await selectActiveUsers(tx, await selectPanel(tx, id));
    await events.record(
      tx,
      interviewEvent('interview.cancelled', user, interview, panel, {
        candidate_name: row.candidate_name,
        job_title: row.job_title,
        reason: input.reason,
      }),
    );
    if (!input.notify) return 0;
    // a cancellation matters only to those who still expect it
    const upcoming = interview.scheduledAt.getTime() > now.getTime();
    if (!upcoming) return 0;
    return inviteAll(tx, deps, user, interview, {
      jobTitle: row.job_title,
      candidate: { name: row.candidate_name, email: row.candidate_email },
      organizer: organizerOf(deps.mailFrom, row),
      panel,
      kind: 'cancel',
      candidateToo: true,
      reason: input.reason,
    });
  });
  return {
    interview: await getInterview({ db, user }, { id }),
    conflicts: [],
    invitations_sent: sent,
    warnings: [],
  };
}

/**
 * The reminder job (at least once): tells the panel an hour before. A job for an older version
 * (rescheduled since), a cancelled interview or one already reminded does nothing.
 */
export async function remindInterviewers(
  deps: Pick<InterviewDeps, 'db' | 'clock' | 'events'>,
  data: { interview_id: number; sequence: number },
): Promise<void> {
  const { db, clock, events } = deps;
  await db.transaction(async (tx) => {
    const interview = await lockInterview(tx, data.interview_id);
    if (interview?.status !== 'scheduled' || interview.sequence !== data.sequence) return;
    if (interview.remindedSequence === interview.sequence) return;
    if (interview.scheduledAt.getTime() <= clock().getTime()) return;
    await updateInterview(tx, interview.id, { remindedSequence: interview.sequence });
    const panel = await selectActiveUsers(tx, await selectPanel(tx, interview.id));
    const row = await selectInterview(tx, interview.id);
    await events.record(
      tx,
      interviewEvent('interview.reminder_due', null, interview, panel, {
        candidate_name: row?.candidate_name ?? '',
        job_title: row?.job_title ?? '',
      }),
    );
  });
}

/** Issue 16 erasure (privacy feature): the candidate's interviews go, with panels and scorecards. */
/** Issue 16 merge (duplicates feature): the duplicate's interviews and scorecards go to the kept record. */
export {
  deleteInterviewsOfCandidate as eraseInterviewsOfCandidate,
  moveInterviewsOfCandidate,
} from './interviews.queries.ts';
