import { type DirectoryUser, SEARCH_DEBOUNCE_MS } from '@shortlist/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from './api-client.ts';

/**
 * GET /users/directory/?search= — active colleagues' names, for any signed-in role. Shared by
 * the features that let you pick a person (note mentions, sign-off requests), so it lives here.
 */
export function searchUserDirectory(search: string, signal?: AbortSignal): Promise<DirectoryUser[]> {
  return api
    .get<{ results: DirectoryUser[] }>('/users/directory/', { params: { search }, signal })
    .then(({ results }) => results);
}

export const userDirectoryKeys = {
  all: ['user-directory'] as const,
  search: (search: string) => [...userDirectoryKeys.all, search] as const,
};

export function userDirectoryQueryOptions(search: string) {
  return queryOptions({
    queryKey: userDirectoryKeys.search(search),
    queryFn: ({ signal }) => searchUserDirectory(search, signal),
  });
}

/**
 * The colleagues matching `search`, asked for once typing pauses (spec 01 §9: 300 ms); with
 * `needsText` nothing is asked for an empty search.
 */
export function useUserDirectory(search: string, { enabled = true, needsText = false } = {}) {
  const [settled, setSettled] = useState(search.trim());
  useEffect(() => {
    const timer = setTimeout(() => setSettled(search.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const asking = enabled && (!needsText || settled !== '');
  const query = useQuery({
    ...userDirectoryQueryOptions(settled),
    enabled: asking,
    placeholderData: keepPreviousData,
  });
  return { users: asking ? (query.data ?? []) : [], isFetching: query.isFetching, isError: query.isError };
}
