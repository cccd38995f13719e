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
    recruiter_name: 'Riley Morgan',
    salary_min: null,
    salary_max: null,
    sectors: [{ sector: 'Pharma & Life Sciences', positions: 1 }],
    application_count: 0,
    created_at: '2025-03-14T09:30:00Z',
    updated_at: '2025-03-14T09:30:00Z',
    ...overrides,
  };
}

export function pageOf<T>(results: T[], count = results.length): Page<T> {
  return { count, next: null, previous: null, results };
}
