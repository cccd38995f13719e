import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { ReportChoices } from '../../features/analytics/index.ts';
import { AnalyticsPage } from '../../features/analytics/pages/analytics-page.tsx';
import { JobAnalyticsPage } from '../../features/analytics/pages/job-analytics-page.tsx';
import { jobQueryOptions, useJobOptions } from '../../features/jobs/index.ts';
import { ApiError } from '../../lib/api-error.ts';
import { useJobChoices } from './job-choices.ts';

// Issue 15: the analytics pages, composed with the jobs feature's choices and job. The router loads
// this module (and the charts with it) only when one of them is opened.

/**
 * /analytics, its filter bar's choices from the jobs feature: the jobs, and the sectors and
 * recruiters as the jobs list's own filters offer them.
 */
export function AnalyticsRoute() {
  const options = useJobOptions();
  const choices: ReportChoices = {
    jobs: useJobChoices(),
    sectors: (options.data?.sectors ?? []).map((sector) => sector.name),
    recruiters: options.data?.recruiters ?? [],
  };
  return <AnalyticsPage choices={choices} />;
}

/** /jobs/{jobId}/analytics, with the job's title from the jobs feature (spec 01 §2.4 View Analytics). */
export function JobAnalyticsRoute() {
  const jobId = Number(useParams().jobId);
  const job = useQuery({ ...jobQueryOptions(jobId), enabled: Number.isInteger(jobId) && jobId > 0 });
  const notFound = job.error instanceof ApiError && job.error.status === 404;
  return <JobAnalyticsPage jobId={jobId} job={{ title: job.data?.title, notFound }} />;
}
