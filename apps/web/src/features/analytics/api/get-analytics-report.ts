import type { AnalyticsQuery, AnalyticsReport } from '@shortlist/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Every analytics query key, defined once; the live updates (app/) refresh through these. */
export const analyticsKeys = {
  all: ['analytics'] as const,
  report: (query: AnalyticsQuery) => [...analyticsKeys.all, 'report', query] as const,
};

/** GET /analytics/report/ — the hiring report for a range of days and the jobs the filters choose. */
export function getAnalyticsReport(query: AnalyticsQuery, signal?: AbortSignal): Promise<AnalyticsReport> {
  return api.get<AnalyticsReport>('/analytics/report/', { params: query, signal });
}

export function analyticsReportQueryOptions(query: AnalyticsQuery) {
  return queryOptions({
    queryKey: analyticsKeys.report(query),
    queryFn: ({ signal }) => getAnalyticsReport(query, signal),
  });
}

/**
 * The report for `query`, or nothing asked while `enabled` is false (the filters are invalid). The
 * previous report stays on screen while a changed filter's loads.
 */
export function useAnalyticsReport(query: AnalyticsQuery, { enabled = true } = {}) {
  return useQuery({ ...analyticsReportQueryOptions(query), enabled, placeholderData: keepPreviousData });
}
