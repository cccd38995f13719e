import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { duplicateKeys } from './duplicate-keys.ts';

export type DismissDuplicateInput = { candidateId: number; otherId: number };

/** POST /candidates/{id}/duplicates/{otherId}/dismiss/ — 204: not the same person, not offered again. */
export function dismissDuplicate({ candidateId, otherId }: DismissDuplicateInput) {
  return api.post<void>(`/candidates/${candidateId}/duplicates/${otherId}/dismiss/`);
}

/**
 * Only this feature shows the pair (the server records no event for it). `onChanged` runs here for
 * the reason `useMergeCandidates` gives: the pair's card goes with the refetch, which is awaited so
 * the button stays busy until the pair has left the list.
 */
export function useDismissDuplicate({ onChanged }: { onChanged?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissDuplicate,
    onSuccess: () => {
      onChanged?.();
      return queryClient.invalidateQueries({ queryKey: duplicateKeys.all });
    },
  });
}
