import { DEFAULT_PAGE_SIZE, type DuplicatePair, type Page } from '@shortlist/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { duplicateKeys } from './duplicate-keys.ts';

/** GET /candidates/duplicates/: every pair that may be one person, newest first, the older record first. */
export function getDuplicatePairs(page: number, signal?: AbortSignal) {
  return api.get<Page<DuplicatePair>>('/candidates/duplicates/', {
    params: { page, page_size: DEFAULT_PAGE_SIZE },
    signal,
  });
}

export function duplicatePairsQueryOptions(page: number) {
  return queryOptions({
    queryKey: duplicateKeys.pairsPage(page),
    queryFn: ({ signal }) => getDuplicatePairs(page, signal),
  });
}

export function useDuplicatePairs(page: number) {
  return useQuery({ ...duplicatePairsQueryOptions(page), placeholderData: keepPreviousData });
}
