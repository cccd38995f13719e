import type { MergeRequest, MergeResult } from '@shortlist/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useRefreshAfterChange } from '../../../lib/change-refresh.tsx';
import { duplicateKeys } from './duplicate-keys.ts';

export type MergeCandidatesInput = { keptId: number; duplicateId: number };

/** POST /candidates/{kept}/merge/: everything of `duplicateId` moves into `keptId`, which stays. */
export function mergeCandidates({ keptId, duplicateId }: MergeCandidatesInput) {
  const body: MergeRequest = { duplicate_id: duplicateId };
  return api.post<MergeResult>(`/candidates/${keptId}/merge/`, body);
}

/**
 * A merge changes far more than this feature shows (both candidates' pages, the lists, the boards'
 * cards, interviews, offers, mail): those refresh through app/'s map from the `candidate.merged`
 * event to their keys. `onMerged` runs here rather than in `mutate`'s callbacks: the refetch can
 * remove the component that asked (a candidate's last duplicate is gone), and the toast, or leaving
 * a record that no longer exists, must happen all the same. The refetch is not awaited.
 */
export function useMergeCandidates({ onMerged }: { onMerged?: (result: MergeResult) => void } = {}) {
  const queryClient = useQueryClient();
  const refreshAfterChange = useRefreshAfterChange();
  return useMutation({
    mutationFn: mergeCandidates,
    onSuccess: (result) => {
      onMerged?.(result);
      void queryClient.invalidateQueries({ queryKey: duplicateKeys.all });
      refreshAfterChange({ type: 'candidate.merged', candidate_id: result.kept_id });
    },
  });
}
