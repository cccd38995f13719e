import { INTERVIEW_TYPE_LABELS, type Interview, type InterviewType } from '@shortlist/contracts';
import { isoTimestamp as iso } from '../../db/client.ts';
import type { InterviewerRow, InterviewRow } from './interviews.read-model.ts';

/** An interview as the API shows it (issue 13): its panel by name, times in UTC ISO 8601. */
export function presentInterview(row: InterviewRow, panel: InterviewerRow[], canManage: boolean): Interview {
  const start = new Date(row.scheduled_at);
  const type = row.interview_type as InterviewType;
  return {
    id: row.id,
    application_id: row.application_id,
    candidate_id: row.candidate_id,
    candidate_name: row.candidate_name,
    job_id: row.job_id,
    job_title: row.job_title,
    interview_type: type,
    interview_type_label: INTERVIEW_TYPE_LABELS[type] ?? row.interview_type,
    scheduled_at: start.toISOString(),
    ends_at: new Date(start.getTime() + row.duration_minutes * 60_000).toISOString(),
    duration_minutes: row.duration_minutes,
    time_zone: row.time_zone,
    location: row.location,
    meeting_url: row.meeting_url,
    notes: row.notes,
    status: row.status === 'cancelled' ? 'cancelled' : 'scheduled',
    sequence: row.sequence,
    interviewers: panel.map((person) => ({
      id: person.id,
      full_name: person.full_name,
      email: person.email,
    })),
    organizer:
      row.organizer_id && row.organizer_name
        ? { id: row.organizer_id, full_name: row.organizer_name, email: row.organizer_email ?? '' }
        : null,
    cancel_reason: row.cancel_reason,
    cancelled_at: row.cancelled_at ? iso(row.cancelled_at) : null,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    can_manage: canManage,
  };
}
