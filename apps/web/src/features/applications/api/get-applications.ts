import type { Application, ApplicationCounters, ApplicationListQuery, Page } from '@shortlist/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type ApplicationsQuery = ApplicationListQuery & { page?: number; page_size?: number };
export type ApplicationsPage = Page<Application> & { counters: ApplicationCounters };

export function getApplications(query: ApplicationsQuery, signal?: AbortSignal) {
  return api.get<ApplicationsPage>('/applications/', { params: query, signal });
}

export const applicationKeys = {
  all: ['applications'] as const,
  list: (query: ApplicationsQuery) => [...applicationKeys.all, 'list', query] as const,
};

export function applicationsQueryOptions(query: ApplicationsQuery) {
  return queryOptions({
    queryKey: applicationKeys.list(query),
    queryFn: ({ signal }) => getApplications(query, signal),
  });
}

export function useApplications(query: ApplicationsQuery) {
  return useQuery({ ...applicationsQueryOptions(query), placeholderData: keepPreviousData });
}
