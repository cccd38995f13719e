import type { CandidateImport } from '@shortlist/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { isImportUnderway } from '../lib/import-status.ts';
import { importKeys } from './import-keys.ts';

/** The progress bar moves in batches (IMPORT_LIMITS.batchRows); once a second keeps it current. */
export const IMPORT_POLL_MS = 1000;

/** GET /candidates/imports/{id}/ — the import, its columns and sample, and its progress. */
export function getImport(id: number, signal?: AbortSignal) {
  return api.get<CandidateImport>(`/candidates/imports/${id}/`, { signal });
}

export function importQueryOptions(id: number) {
  return queryOptions({
    queryKey: importKeys.detail(id),
    queryFn: ({ signal }) => getImport(id, signal),
    // progress is written by a background job, possibly in another process: always read it afresh
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data && isImportUnderway(query.state.data) ? IMPORT_POLL_MS : false,
  });
}

export function useImport(id: number) {
  return useQuery(importQueryOptions(id));
}
