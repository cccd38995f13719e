import type { DashboardActiveJob, DashboardRecentApplication, DashboardTiles } from '@shortlist/contracts';

type MyWork = DashboardTiles['my_work'];

export function buildRecentApplication(
  overrides: Partial<DashboardRecentApplication> = {},
): DashboardRecentApplication {
  return {
    id: 300,
    candidate_id: 40,
    candidate_name: 'Ada Lovelace',
    job_id: 7,
    job_title: 'Senior Software Engineer',
    status: 'active',
    stage_key: 'phone_screen',
    stage_label: 'Phone Screen',
    applied_at: '2026-03-12T09:30:00Z',
    match_score: 86,
    is_new: false,
    ...overrides,
  };
}

export function buildActiveJob(overrides: Partial<DashboardActiveJob> = {}): DashboardActiveJob {
  return {
    id: 7,
    title: 'Senior Software Engineer',
    department: 'Engineering',
    location: 'Berlin, Germany',
    employment_type: 'Full-time',
    active_candidates: 12,
    new_this_week: 3,
    created_at: '2026-03-01T09:00:00Z',
    ...overrides,
  };
}

export function emptyMyWork(): MyWork {
  return {
    interviews_today: { total: 0, items: [] },
    offer_approvals: { total: 0, items: [] },
    signoff_requests: { total: 0, items: [] },
    open_tasks: { total: 0, overdue: 0, items: [] },
  };
}

/** A week with something in every tile; override what a test is about. */
export function buildDashboardTiles(overrides: Partial<DashboardTiles> = {}): DashboardTiles {
  return {
    metrics_summary: {
      total_open_jobs: 9,
      departments: 4,
      open_jobs_this_week: 1,
      pipeline_candidates: 57,
      pipeline_this_week: 5,
      average_match_score: 74,
      final_stage_candidates: 6,
      interviews_this_week: 11,
      interviews_today: 2,
    },
    hire_success_rate: 12.5,
    hires: 3,
    closed_applications: 24,
    stale_candidates: 8,
    recent_applications: [
      buildRecentApplication({ id: 301, is_new: true }),
      buildRecentApplication({
        id: 302,
        candidate_id: 41,
        candidate_name: 'Grace Hopper',
        job_id: 8,
        job_title: 'Data Analyst',
        match_score: null,
        is_new: true,
        applied_at: '2026-03-11T15:00:00Z',
      }),
      buildRecentApplication({
        id: 303,
        candidate_id: 42,
        candidate_name: 'Alan Turing',
        status: 'rejected',
        match_score: 45,
        applied_at: '2026-03-09T08:00:00Z',
      }),
    ],
    active_jobs: [
      buildActiveJob(),
      buildActiveJob({ id: 8, title: 'Data Analyst', department: 'Analytics', new_this_week: 0 }),
    ],
    my_work: emptyMyWork(),
    previous_visit_at: '2026-03-10T08:00:00Z',
    week_starts_at: '2026-03-09T00:00:00Z',
    day_starts_at: '2026-03-13T00:00:00Z',
    ...overrides,
  };
}
