import type { BackgroundJobs } from '@shortlist/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /background-jobs/ (administrators): queue counts and the jobs that failed for good. */
export function getBackgroundJobs(signal?: AbortSignal) {
  return api.get<BackgroundJobs>('/background-jobs/', { signal });
}

export const backgroundJobKeys = { all: ['background-jobs'] as const };

export function backgroundJobsQueryOptions() {
  return queryOptions({
    queryKey: backgroundJobKeys.all,
    queryFn: ({ signal }) => getBackgroundJobs(signal),
    // counts move by themselves: never trust a cached copy for long
    staleTime: 0,
  });
}

export function useBackgroundJobs() {
  return useQuery(backgroundJobsQueryOptions());
}
