import type { PublicJob, PublicJobSummary } from '@shortlist/contracts';
import type { PublicJobDetailRow, PublicJobRow } from './careers.read-model.ts';

const REMOTE = /\b(remote|anywhere)\b/i;

/** The UTC calendar day of `now` (YYYY-MM-DD): a closing day includes the whole of it. */
export const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/** Paused, closed, or past its closing day: the page shows the job but takes no application. */
export function isTakingApplications(row: PublicJobRow, now: Date): boolean {
  return row.status === 'open' && (row.applicationsCloseOn === null || row.applicationsCloseOn >= dayOf(now));
}

/** The one place a job's salary reaches the public: only when the job publishes it (issue 16). */
function publicSalary(row: PublicJobRow): PublicJobSummary['salary'] {
  if (!row.publishSalary || (row.salaryMin === null && row.salaryMax === null)) return null;
  return { min: row.salaryMin, max: row.salaryMax, currency: row.currency };
}

export function presentPublicJobSummary(row: PublicJobRow): PublicJobSummary {
  return {
    id: row.id,
    title: row.title,
    department: row.department,
    location: row.location,
    employment_type: row.employmentType,
    sectors: row.sectors,
    remote: REMOTE.test(row.location),
    salary: publicSalary(row),
    posted_at: row.createdAt.toISOString(),
    closes_on: row.applicationsCloseOn,
  };
}

export function presentPublicJob(row: PublicJobDetailRow, now: Date): PublicJob {
  return {
    ...presentPublicJobSummary(row),
    compelling_headline: row.compellingHeadline,
    experience_range: row.experienceRange,
    description: row.description,
    skills_required: row.skillsRequired,
    skills_nice: row.skillsNice,
    accepting_applications: isTakingApplications(row, now),
  };
}
