import {
  INTERVIEW_MESSAGES,
  type Interview,
  type InterviewConflict,
  type InterviewListQuery,
  type interviewConflictQuerySchema,
  type PanelSuggestion,
} from '@shortlist/contracts';
import type { z } from 'zod';
import { type Db, isoTimestamp as iso, type Tx } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import type { UserContext } from '../../platform/service-context.ts';
import type { AuthUser } from '../../platform/tokens.ts';
import type { SendingDeps } from '../email/email-sending.service.ts';
import { canManageJob } from '../jobs/job-access.ts';
import { calendarFor, invitationFacts, organizerOf } from './interview-invitations.ts';
import { presentInterview } from './interviews.presenter.ts';
import {
  countInterviews,
  type InterviewRow,
  selectConflicts,
  selectInterview,
  selectInterviewers,
  selectInterviews,
  selectJobPeople,
  selectSchedulingFacts,
} from './interviews.read-model.ts';

/*
 * The interviews as people read them (issue 13): lists, one interview, double bookings, the
 * panel's suggestions and the calendar file. Changes are in interview-changes.service.ts.
 */

export type InterviewDeps = SendingDeps;

type ConflictQuery = z.output<typeof interviewConflictQuerySchema>;

const MINUTE = 60_000;
async function presentRows(db: Tx, user: AuthUser, rows: InterviewRow[]): Promise<Interview[]> {
  const panel = await selectInterviewers(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    presentInterview(
      row,
      panel.filter((person) => person.interview_id === row.id),
      canManageJob(user, { createdBy: row.job_created_by, hiringTeam: row.job_hiring_team }),
    ),
  );
}

export async function listInterviews(
  { db, user }: UserContext<{ db: Db }>,
  {
    filters,
    page,
  }: { filters: Omit<InterviewListQuery, 'page' | 'page_size'>; page: { limit: number; offset: number } },
) {
  const [total, rows] = await Promise.all([
    countInterviews(db, filters),
    selectInterviews(db, filters, page),
  ]);
  return { total, results: await presentRows(db, user, rows) };
}

export async function getInterview(
  { db, user }: UserContext<{ db: Tx }>,
  { id }: { id: number },
): Promise<Interview> {
  const row = await selectInterview(db, id);
  if (!row) throw notFound(INTERVIEW_MESSAGES.notFound);
  const [interview] = await presentRows(db, user, [row]);
  return interview!;
}

/** GET /interviews/panel-suggestions/: the job's people with accounts, hiring team first. */
export async function panelSuggestions(
  { db }: { db: Tx },
  { applicationId }: { applicationId: number },
): Promise<PanelSuggestion[]> {
  if (!(await selectSchedulingFacts(db, applicationId)))
    throw notFound(INTERVIEW_MESSAGES.applicationNotFound);
  const rows = await selectJobPeople(db, applicationId);
  return rows
    .sort((a, b) => a.rank - b.rank)
    .map((row) => ({ id: row.id, full_name: row.full_name, job_role: row.job_role }));
}

/** Interviewers already booked at that time (GET /interviews/conflicts/, and every save). */
export async function findConflicts({ db }: { db: Tx }, query: ConflictQuery): Promise<InterviewConflict[]> {
  const start = new Date(query.scheduled_at);
  return conflictsAt(db, query.interviewer_ids, start, query.duration_minutes, query.exclude_id);
}

export async function conflictsAt(
  db: Tx,
  userIds: number[],
  start: Date,
  minutes: number,
  excludeId?: number,
): Promise<InterviewConflict[]> {
  const rows = await selectConflicts(db, {
    userIds,
    start,
    end: new Date(start.getTime() + minutes * MINUTE),
    excludeId,
  });
  return rows.map((row) => ({
    interviewer_id: row.interviewer_id,
    interviewer_name: row.interviewer_name,
    interview_id: row.interview_id,
    scheduled_at: iso(row.scheduled_at),
    ends_at: new Date(new Date(row.scheduled_at).getTime() + row.duration_minutes * MINUTE).toISOString(),
  }));
}

/** GET /interviews/{id}/invite.ics: the event as it stands (REQUEST, or CANCEL once cancelled). */
export async function inviteFile(
  { user, ...deps }: UserContext<InterviewDeps>,
  { id }: { id: number },
): Promise<{ filename: string; method: 'REQUEST' | 'CANCEL'; content: string }> {
  const row = await selectInterview(deps.db, id);
  if (!row) throw notFound(INTERVIEW_MESSAGES.notFound);
  const panel = (await selectInterviewers(deps.db, [id])).map((person) => ({
    id: person.id,
    full_name: person.full_name,
    email: person.email,
  }));
  // the note to interviewers is for the panel and the people who run the job's hiring
  const forPanel =
    panel.some((person) => person.id === user.id) ||
    canManageJob(user, { createdBy: row.job_created_by, hiringTeam: row.job_hiring_team });
  const facts = invitationFacts(
    {
      uid: row.uid,
      sequence: row.sequence,
      interviewType: row.interview_type,
      scheduledAt: new Date(row.scheduled_at),
      durationMinutes: row.duration_minutes,
      timeZone: row.time_zone,
      location: row.location,
      meetingUrl: row.meeting_url,
      notes: row.notes,
      applicationId: row.application_id,
      jobId: row.job_id,
    },
    {
      jobTitle: row.job_title,
      candidate: { name: row.candidate_name, email: row.candidate_email },
      organizer: organizerOf(deps.mailFrom, row),
      panel,
    },
  );
  const method = row.status === 'cancelled' ? 'CANCEL' : 'REQUEST';
  return {
    filename: `interview-${id}.ics`,
    method,
    content: calendarFor(facts, method, deps.clock(), forPanel),
  };
}
