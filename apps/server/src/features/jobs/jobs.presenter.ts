import type { JobSummary } from '@shortlist/contracts';
import type { JobListRow } from './jobs.queries.ts';

export function presentJobSummary({ job, recruiterName, applicationCount, sectors }: JobListRow): JobSummary {
  return {
    id: job.id,
    title: job.title,
    department: job.department,
    location: job.location,
    employment_type: job.employmentType,
    status: job.status,
    priority: job.priority,
    recruiter_name: recruiterName,
    salary_min: job.salaryMin,
    salary_max: job.salaryMax,
    sectors,
    application_count: applicationCount,
    created_at: job.createdAt.toISOString(),
    updated_at: job.updatedAt.toISOString(),
  };
}
