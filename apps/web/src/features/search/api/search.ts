import type { SearchResults } from '@shortlist/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /search/?q= — candidates, jobs and applications, each group ranked by the server (issue 15). */
export function getSearchResults(query: string, signal?: AbortSignal): Promise<SearchResults> {
  return api.get<SearchResults>('/search/', { params: { q: query }, signal });
}

export const searchKeys = {
  all: ['search'] as const,
  results: (query: string) => [...searchKeys.all, query] as const,
};

export function searchQueryOptions(query: string) {
  return queryOptions({
    queryKey: searchKeys.results(query),
    queryFn: ({ signal }) => getSearchResults(query, signal),
    // a candidate added a minute ago must be findable: a query typed again shows its cached
    // answer at once and asks the server again behind it
    staleTime: 0,
  });
}

/**
 * The results for `query` (already trimmed and debounced) once it is long enough; the previous
 * answer stays on screen while the next loads, and a superseded request is aborted (TanStack
 * aborts the signal of a query nobody observes any more).
 */
export function useSearchResults(query: string, enabled: boolean) {
  return useQuery({ ...searchQueryOptions(query), enabled, placeholderData: keepPreviousData });
}
