import type { Page, PrivacyLogEntry } from '@shortlist/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { privacyKeys } from './privacy-keys.ts';

/** GET /privacy/log/ (administrators): every export, erasure and change of the rule, newest first. */
export function getPrivacyLog(page: number, signal?: AbortSignal) {
  return api.get<Page<PrivacyLogEntry>>('/privacy/log/', { params: { page }, signal });
}

export function privacyLogQueryOptions(page: number) {
  return queryOptions({
    queryKey: privacyKeys.log(page),
    queryFn: ({ signal }) => getPrivacyLog(page, signal),
    // written from elsewhere without an event (an export on a candidate's page, the nightly job's
    // erasures in another process): a log shown from cache would miss them
    staleTime: 0,
  });
}

export function usePrivacyLog(page: number) {
  return useQuery({ ...privacyLogQueryOptions(page), placeholderData: keepPreviousData });
}
