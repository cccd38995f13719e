import type { ActivityEvent, ActivityQuery, Page } from '@shortlist/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Every activity query key, defined once; the live updates (app/) refresh through these. */
export const activityKeys = {
  all: ['activity'] as const,
  list: (query: ActivityQuery) => [...activityKeys.all, 'list', query] as const,
};

/** GET /activity/ — the organisation's timeline, newest first, one page of it. */
export function getActivity(query: ActivityQuery, signal?: AbortSignal): Promise<Page<ActivityEvent>> {
  return api.get<Page<ActivityEvent>>('/activity/', { params: query, signal });
}

export function activityQueryOptions(query: ActivityQuery) {
  return queryOptions({
    queryKey: activityKeys.list(query),
    queryFn: ({ signal }) => getActivity(query, signal),
  });
}

/** One page of the feed; the page shown stays while the next one (or a new filter's) loads. */
export function useActivity(query: ActivityQuery, { enabled = true } = {}) {
  return useQuery({ ...activityQueryOptions(query), enabled, placeholderData: keepPreviousData });
}
