import type { Interview, InterviewResult, Scorecard, ScorecardSheet } from '@shortlist/contracts';
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

/** Frontend Engineer's sheet: two weighted competencies and the four mantras, nothing submitted. */
export function buildScorecardSheet(overrides: Partial<ScorecardSheet> = {}): ScorecardSheet {
  return {
    interview_id: 5,
    competencies: [
      { name: 'System design', weight: 60, description: 'Shapes a system that will last.' },
      { name: 'Communication', weight: 40, description: 'Explains trade-offs plainly.' },
    ],
    mantras: [
      { key: 'always_be_helpful', label: 'Always Be Helpful', description: 'Helps without being asked.' },
      { key: 'deliberately_fair', label: 'Deliberately Fair', description: '' },
      { key: 'learn_grow_together', label: 'Learn & Grow Together', description: '' },
      { key: 'show_not_tell', label: 'Show, Not Tell', description: '' },
    ],
    panel_size: 2,
    submitted: 0,
    hidden: 0,
    can_submit: true,
    submitted_by_me: false,
    cannot_submit_reason: null,
    scorecards: [],
    ...overrides,
  };
}

/** Harper Lin's scorecard: a strong yes, 8.6 out of 10. */
export function buildScorecard(overrides: Partial<Scorecard> = {}): Scorecard {
  return {
    id: 40,
    interview_id: 5,
    application_id: 11,
    interviewer: { id: 2, full_name: 'Harper Lin', email: 'harper.manager@meridian.example' },
    is_bar_raiser: false,
    competency_ratings: [
      { name: 'System design', weight: 60, rating: 9 },
      { name: 'Communication', weight: 40, rating: 8 },
    ],
    mantra_ratings: [
      { key: 'always_be_helpful', label: 'Always Be Helpful', rating: 8 },
      { key: 'deliberately_fair', label: 'Deliberately Fair', rating: 7 },
      { key: 'learn_grow_together', label: 'Learn & Grow Together', rating: 9 },
      { key: 'show_not_tell', label: 'Show, Not Tell', rating: 8 },
    ],
    notes: 'Led the migration herself and explained every trade-off.',
    recommendation: 'strong_yes',
    quality_score: 8.6,
    submitted_at: '2026-11-24T11:30:00Z',
    ...overrides,
  };
}
