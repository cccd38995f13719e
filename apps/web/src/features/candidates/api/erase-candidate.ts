import type { ErasureRequest, ErasureResult } from '@shortlist/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useRefreshAfterChange } from '../../../lib/change-refresh.tsx';
import { candidateKeys } from './candidate-keys.ts';

/** POST /candidates/{id}/erase/ (issue 16, administrators): the reason and the name typed back. */
export function eraseCandidate(id: number, request: ErasureRequest) {
  return api.post<ErasureResult>(`/candidates/${id}/erase/`, request);
}

/**
 * Erasing changes the candidate everywhere they are shown (their page, the lists, the boards'
 * cards, the privacy log): the candidate's own queries here, the other features' through the
 * refresh its `candidate.erased` event would cause. The refetch is not awaited: the page it
 * refreshes redraws without the dialog, whose own success callback must still run.
 */
export function useEraseCandidate(id: number) {
  const queryClient = useQueryClient();
  const refreshAfterChange = useRefreshAfterChange();
  return useMutation({
    mutationFn: (request: ErasureRequest) => eraseCandidate(id, request),
    onSuccess: () => {
      refreshAfterChange({ type: 'candidate.erased', candidate_id: id });
      void queryClient.invalidateQueries({ queryKey: candidateKeys.all });
    },
  });
}
