import type { PublicJob, PublicJobSummary } from '@shortlist/contracts';

/** A careers list row as GET /public/jobs/ sends it (for this feature's tests). */
export function buildPublicJobSummary(overrides: Partial<PublicJobSummary> = {}): PublicJobSummary {
  return {
    id: 7,
    title: 'Data Analyst',
    department: 'Analytics',
    location: 'London, UK',
    employment_type: 'Full-time',
    sectors: ['Pharma & Life Sciences'],
    remote: false,
    salary: null,
    posted_at: '2026-03-03T09:00:00.000Z',
    closes_on: null,
    ...overrides,
  };
}

/** A job's page as GET /public/jobs/{id}/ sends it. */
export function buildPublicJob(overrides: Partial<PublicJob> = {}): PublicJob {
  return {
    ...buildPublicJobSummary(),
    compelling_headline: 'Turn trial data into decisions that reach patients sooner.',
    experience_range: '3-5 years',
    description:
      '<p>You will build the dashboards our clinical teams rely on.</p><h3>What you will do</h3><ul><li>Model trial data</li><li>Work with scientists</li></ul>',
    skills_required: ['SQL', 'Python'],
    skills_nice: ['dbt'],
    accepting_applications: true,
    ...overrides,
  };
}
