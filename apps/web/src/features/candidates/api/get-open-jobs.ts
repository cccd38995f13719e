import type { JobSummary, Page } from '@shortlist/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** spec 02 §7: the job dropdown lists open jobs, page_size 100. */
export const OPEN_JOBS_PAGE_SIZE = 100;

export function getOpenJobs(signal?: AbortSignal) {
  return api.get<Page<JobSummary>>('/jobs/', {
    params: { status: 'open', page_size: OPEN_JOBS_PAGE_SIZE },
    signal,
  });
}

export function openJobsQueryOptions() {
  return queryOptions({
    queryKey: ['jobs', 'open-for-assignment'] as const,
    queryFn: ({ signal }) => getOpenJobs(signal),
  });
}

export function useOpenJobs(enabled = true) {
  return useQuery({ ...openJobsQueryOptions(), enabled });
}
