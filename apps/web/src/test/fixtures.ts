import type { JobSummary, Page, User } from '@shortlist/contracts';

export const adminUser: User = {
  id: 1,
  email: 'avery.admin@meridian.example',
  full_name: 'Avery Quinn',
  role: 'admin',
};
export const financeUser: User = {
  id: 4,
  email: 'frankie.finance@meridian.example',
  full_name: 'Frankie Okafor',
  role: 'finance',
};

let nextJobId = 100;

export function buildJob(overrides: Partial<JobSummary> = {}): JobSummary {
  nextJobId += 1;
  return {
    id: nextJobId,
    title: `Job ${nextJobId}`,
    department: 'Engineering',
    location: 'Remote',
    employment_type: 'Full-time',
    status: 'open',
    priority: 'normal',
    recruiter_id: 3,
    recruiter_name: 'Riley Morgan',
    role_type: 'Engineering',
    salary_min: null,
    salary_max: null,
    currency: 'USD',
    sectors: [{ sector: 'Pharma & Life Sciences', positions: 1 }],
    application_count: 0,
    active_candidates: 0,
    conversion_rate: 0,
    pipeline_distribution: { applied: 0, screening: 0, interview: 0, final: 0, offer: 0, rejected: 0 },
    days_open: 3,
    quality_threshold: 7.5,
    readiness: {
      is_ready: false,
      completion_percentage: 29,
      missing: [
        'targets_framework',
        'competencies_defined',
        'cultural_mantras',
        'bar_raiser_assignment',
        'stakeholder_signoffs',
      ],
    },
    created_by: 1,
    created_at: '2025-03-14T09:30:00Z',
    updated_at: '2025-03-14T09:30:00Z',
    ...overrides,
  };
}

export function pageOf<T>(results: T[], count = results.length): Page<T> {
  return { count, next: null, previous: null, results };
}
