import type { RetentionOverview } from '@shortlist/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { privacyKeys } from './privacy-keys.ts';

/** GET /privacy/retention/?page= — the rule, who set it, and a page of the candidates due soon. */
export function getRetentionOverview(page: number, signal?: AbortSignal) {
  return api.get<RetentionOverview>('/privacy/retention/', { params: { page }, signal });
}

export function retentionOverviewQueryOptions(page: number) {
  return queryOptions({
    queryKey: privacyKeys.retentionPage(page),
    queryFn: ({ signal }) => getRetentionOverview(page, signal),
  });
}

export function useRetentionOverview(page: number) {
  return useQuery({ ...retentionOverviewQueryOptions(page), placeholderData: keepPreviousData });
}
