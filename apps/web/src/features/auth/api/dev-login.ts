import type { DevLogin, Session } from '@shortlist/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /auth/dev-login/ — demo sign-in, offered only when the server's dev_login is on. */
export function devLogin(body: DevLogin): Promise<Session> {
  return api.post<Session>('/auth/dev-login/', body, { refreshOnUnauthorized: false });
}

export function useDevLogin() {
  return useMutation({ mutationFn: devLogin });
}
