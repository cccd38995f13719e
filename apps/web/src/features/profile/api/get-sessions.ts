import type { AuthSession } from '@shortlist/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /auth/sessions/ — the signed-in user's own sign-ins. */
export function getSessions(signal?: AbortSignal): Promise<AuthSession[]> {
  return api.get<AuthSession[]>('/auth/sessions/', { signal });
}

export const sessionsQueryKeys = { all: ['auth', 'sessions'] as const };

export function sessionsQueryOptions() {
  return queryOptions({ queryKey: sessionsQueryKeys.all, queryFn: ({ signal }) => getSessions(signal) });
}

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
