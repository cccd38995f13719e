import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { importKeys } from './import-keys.ts';

/** DELETE /candidates/imports/{id}/ — 204: an upload never started is forgotten; 409 while it runs. */
export function discardImport(id: number) {
  return api.delete(`/candidates/imports/${id}/`);
}

export function useDiscardImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: discardImport,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: importKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: importKeys.lists() });
    },
  });
}
