import type { JobListQuery, JobSummary, Page } from '@shortlist/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /jobs/ — query parameters as the server names them (DESIGN.md §5). */
export type JobsQuery = Partial<JobListQuery> & { page?: number; page_size?: number };

export function getJobs(query: JobsQuery, signal?: AbortSignal): Promise<Page<JobSummary>> {
  return api.get<Page<JobSummary>>('/jobs/', { params: query, signal });
}

export const jobsQueryKeys = {
  all: ['jobs'] as const,
  lists: () => [...jobsQueryKeys.all, 'list'] as const,
  list: (query: JobsQuery) => [...jobsQueryKeys.lists(), query] as const,
  detail: (id: number) => [...jobsQueryKeys.all, 'detail', id] as const,
  timeline: (id: number) => [...jobsQueryKeys.all, 'detail', id, 'timeline'] as const,
  options: () => [...jobsQueryKeys.all, 'options'] as const,
};

export function jobsQueryOptions(query: JobsQuery) {
  return queryOptions({
    queryKey: jobsQueryKeys.list(query),
    queryFn: ({ signal }) => getJobs(query, signal),
  });
}

/** Keeps the previous page on screen while the next one loads; `enabled: false` waits (a closed dropdown). */
export function useJobs(query: JobsQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...jobsQueryOptions(query), placeholderData: keepPreviousData, enabled });
}
