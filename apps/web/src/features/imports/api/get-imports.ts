import type { CandidateImport, Page } from '@shortlist/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { isImportUnderway } from '../lib/import-status.ts';
import { importKeys } from './import-keys.ts';

/** While an import in the list runs, its counts move: the list is read again this often. */
const UNDERWAY_REFRESH_MS = 5000;

/** GET /candidates/imports/?page= — the imports of the organisation, newest first. */
export function getImports(page: number, signal?: AbortSignal) {
  return api.get<Page<CandidateImport>>('/candidates/imports/', { params: { page }, signal });
}

export function importsQueryOptions(page: number) {
  return queryOptions({
    queryKey: importKeys.list(page),
    queryFn: ({ signal }) => getImports(page, signal),
    // the background job moves the counts without an event for this list: never shown from cache
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.results.some(isImportUnderway) ? UNDERWAY_REFRESH_MS : false,
  });
}

export function useImports(page: number) {
  return useQuery({ ...importsQueryOptions(page), placeholderData: keepPreviousData });
}
