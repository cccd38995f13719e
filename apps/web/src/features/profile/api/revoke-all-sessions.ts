import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /auth/sessions/revoke-all/ — "Sign out everywhere", this browser included. */
export function revokeAllSessions(): Promise<void> {
  return api.post('/auth/sessions/revoke-all/');
}

export function useRevokeAllSessions() {
  return useMutation({ mutationFn: revokeAllSessions });
}
