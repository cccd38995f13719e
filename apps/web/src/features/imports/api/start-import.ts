import type { CandidateImport, ImportSettings } from '@shortlist/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { importKeys } from './import-keys.ts';

export type StartImportInput = { id: number; settings: ImportSettings };

/** POST /candidates/imports/{id}/start/ — 202 with the import queued; 409 once it has been started. */
export function startImport({ id, settings }: StartImportInput) {
  return api.post<CandidateImport>(`/candidates/imports/${id}/start/`, settings);
}

/**
 * The import answered becomes the one shown, which moves the page to its progress. A 409 means it was
 * started already (another tab, a colleague): reading it again shows that progress instead.
 */
export function useStartImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startImport,
    onSuccess: (started) => {
      queryClient.setQueryData(importKeys.detail(started.id), started);
      return queryClient.invalidateQueries({ queryKey: importKeys.lists() });
    },
    onError: (error, { id }) => {
      if (error instanceof ApiError && error.status === 409)
        return queryClient.invalidateQueries({ queryKey: importKeys.detail(id) });
    },
  });
}
