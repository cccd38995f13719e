import type { JobPositions } from '@shortlist/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { applicationKeys } from './get-applications.ts';

/** GET /jobs/{id}/positions/ — the job's positions, how many are hired, and its active applications. */
export function getJobPositions(jobId: number, signal?: AbortSignal) {
  return api.get<JobPositions>(`/jobs/${jobId}/positions/`, { signal });
}

export function jobPositionsQueryOptions(jobId: number) {
  return queryOptions({
    queryKey: applicationKeys.positions(jobId),
    queryFn: ({ signal }) => getJobPositions(jobId, signal),
  });
}

export function useJobPositions(jobId: number) {
  return useQuery(jobPositionsQueryOptions(jobId));
}
