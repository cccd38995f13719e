import type { AuthConfig } from '@shortlist/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /auth/config/ — what the login page may offer; asked before anyone signs in. */
export function getAuthConfig(signal?: AbortSignal): Promise<AuthConfig> {
  return api.get<AuthConfig>('/auth/config/', { signal, refreshOnUnauthorized: false });
}

export function authConfigQueryOptions() {
  return queryOptions({
    queryKey: ['auth', 'config'] as const,
    queryFn: ({ signal }) => getAuthConfig(signal),
  });
}

export function useAuthConfig() {
  return useQuery(authConfigQueryOptions());
}
