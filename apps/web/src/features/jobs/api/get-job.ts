import type { JobDetail } from '@shortlist/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { jobsQueryKeys } from './get-jobs.ts';

/** GET /jobs/{id}/ */
export function getJob(id: number, signal?: AbortSignal): Promise<JobDetail> {
  return api.get<JobDetail>(`/jobs/${id}/`, { signal });
}

export function jobQueryOptions(id: number) {
  return queryOptions({ queryKey: jobsQueryKeys.detail(id), queryFn: ({ signal }) => getJob(id, signal) });
}

export function useJob(id: number | undefined) {
  return useQuery({ ...jobQueryOptions(id ?? 0), enabled: id !== undefined && id > 0 });
}
