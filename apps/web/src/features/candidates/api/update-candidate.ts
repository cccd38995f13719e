import type { Candidate, CandidateUpdate } from '@shortlist/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { candidateKeys } from './candidate-keys.ts';

export function updateCandidate(id: number, changes: CandidateUpdate) {
  return api.put<Candidate>(`/candidates/${id}/`, changes);
}

export function useUpdateCandidate(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: CandidateUpdate) => updateCandidate(id, changes),
    onSuccess: (candidate) => {
      queryClient.setQueryData(candidateKeys.detail(id), candidate);
      return queryClient.invalidateQueries({ queryKey: candidateKeys.all });
    },
  });
}
