import type { EmailMetrics } from '@shortlist/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { emailKeys } from './email-keys.ts';

/** GET /email-ingestion/metrics/ (spec 02 §3 E-mail metrics), counted from the stored messages. */
export function getEmailMetrics(signal?: AbortSignal) {
  return api.get<EmailMetrics>('/email-ingestion/metrics/', { signal });
}

export function emailMetricsQueryOptions() {
  return queryOptions({
    queryKey: emailKeys.metrics(),
    queryFn: ({ signal }) => getEmailMetrics(signal),
  });
}

export function useEmailMetrics() {
  return useQuery(emailMetricsQueryOptions());
}
