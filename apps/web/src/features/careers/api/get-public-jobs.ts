import type { Page, PublicJobListQuery, PublicJobSummary } from '@shortlist/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /public/jobs/ — the jobs taking applications, without sign-in (issue 16). */
export function getPublicJobs(
  query: PublicJobListQuery,
  signal?: AbortSignal,
): Promise<Page<PublicJobSummary>> {
  return api.get<Page<PublicJobSummary>>('/public/jobs/', { params: query, signal });
}

export const careersQueryKeys = {
  all: ['careers'] as const,
  lists: () => [...careersQueryKeys.all, 'list'] as const,
  list: (query: PublicJobListQuery) => [...careersQueryKeys.lists(), query] as const,
  job: (id: number) => [...careersQueryKeys.all, 'job', id] as const,
};

export function publicJobsQueryOptions(query: PublicJobListQuery) {
  return queryOptions({
    queryKey: careersQueryKeys.list(query),
    queryFn: ({ signal }) => getPublicJobs(query, signal),
  });
}

/** Keeps the previous page on screen while the next search or page loads. */
export function usePublicJobs(query: PublicJobListQuery) {
  return useQuery({ ...publicJobsQueryOptions(query), placeholderData: keepPreviousData });
}
