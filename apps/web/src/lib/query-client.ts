import { QUERY_STALE_TIME_MS } from '@shortlist/contracts';
import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { ApiError } from './api-error.ts';

/** DESIGN.md §4 / spec 01 §9: cached for 5 minutes, one retry. */
export function createQueryClient(overrides: QueryClientConfig['defaultOptions'] = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        // a 4xx answer will not change on a second try; a timeout or a 5xx might
        retry: (failureCount, error) => failureCount < 1 && !isClientError(error),
        refetchOnWindowFocus: false,
        ...overrides.queries,
      },
      mutations: { retry: false, ...overrides.mutations },
    },
  });
}

function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}
