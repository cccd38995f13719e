import type { Interview, InterviewResult } from '@shortlist/contracts';
import type { InterviewApplication } from '../../../lib/interview-scheduling.ts';

/** Ada Lovelace's active application to Frontend Engineer (job 5), in its Deep Dive stage. */
export function buildInterviewApplication(
  overrides: Partial<InterviewApplication> = {},
): InterviewApplication {
  return {
    id: 11,
    status: 'active',
    stage_key: 'deep_dive',
    candidate: { id: 1, full_name: 'Ada Lovelace' },
    job: { id: 5, title: 'Frontend Engineer', can_manage: true },
    ...overrides,
  };
}

const DAY = 86_400_000;

/** An interview a week from now (UTC clock), as GET /interviews/ lists it. */
export function buildInterview(overrides: Partial<Interview> = {}): Interview {
  const start = new Date(Math.ceil((Date.now() + 7 * DAY) / DAY) * DAY + 14 * 3_600_000);
  const minutes = overrides.duration_minutes ?? 90;
  const scheduledAt = overrides.scheduled_at ?? start.toISOString();
  return {
    id: 5,
    application_id: 11,
    candidate_id: 1,
    candidate_name: 'Ada Lovelace',
    job_id: 5,
    job_title: 'Frontend Engineer',
    interview_type: 'deep_dive',
    interview_type_label: 'Deep Dive',
    scheduled_at: scheduledAt,
    ends_at: new Date(new Date(scheduledAt).getTime() + minutes * 60_000).toISOString(),
    duration_minutes: minutes,
    time_zone: 'UTC',
    location: 'Video call',
    meeting_url: 'https://meet.example.com/ada',
    notes: 'Focus on state management.',
    status: 'scheduled',
    sequence: 0,
    interviewers: [
      { id: 2, full_name: 'Harper Lin', email: 'harper.manager@meridian.example' },
      { id: 3, full_name: 'Riley Morgan', email: 'riley.recruiter@meridian.example' },
    ],
    organizer: { id: 3, full_name: 'Riley Morgan', email: 'riley.recruiter@meridian.example' },
    cancel_reason: '',
    cancelled_at: null,
    created_at: '2026-11-01T09:00:00Z',
    updated_at: '2026-11-01T09:00:00Z',
    can_manage: true,
    ...overrides,
  };
}

export function buildInterviewResult(
  interview: Partial<Interview> = {},
  overrides: Partial<Omit<InterviewResult, 'interview'>> = {},
): InterviewResult {
  return {
    interview: buildInterview(interview),
    conflicts: [],
    invitations_sent: 3,
    warnings: [],
    ...overrides,
  };
}

/** The colleagues GET /users/directory/ finds. */
export const DIRECTORY = {
  results: [
    { id: 2, full_name: 'Harper Lin' },
    { id: 3, full_name: 'Riley Morgan' },
    { id: 7, full_name: 'Grace Mensah' },
  ],
};
