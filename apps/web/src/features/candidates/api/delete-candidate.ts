import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { candidateKeys } from './candidate-keys.ts';

export function deleteCandidate(id: number) {
  return api.delete(`/candidates/${id}/`);
}

export function useDeleteCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCandidate,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: candidateKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: candidateKeys.all });
    },
  });
}
