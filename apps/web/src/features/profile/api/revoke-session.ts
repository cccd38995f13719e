import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { sessionsQueryKeys } from './get-sessions.ts';

/** DELETE /auth/sessions/{id}/ — ends one of my other sign-ins. */
export function revokeSession(id: string): Promise<void> {
  return api.delete(`/auth/sessions/${id}/`);
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKeys.all }),
  });
}
