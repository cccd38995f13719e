import type { PublicJob } from '@shortlist/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { careersQueryKeys } from './get-public-jobs.ts';

/** GET /public/jobs/{id}/ — the share link's job, also when it no longer takes applications. */
export function getPublicJob(id: number, signal?: AbortSignal): Promise<PublicJob> {
  return api.get<PublicJob>(`/public/jobs/${id}/`, { signal });
}

export function publicJobQueryOptions(id: number) {
  return queryOptions({
    queryKey: careersQueryKeys.job(id),
    queryFn: ({ signal }) => getPublicJob(id, signal),
  });
}

export function usePublicJob(id: number) {
  return useQuery(publicJobQueryOptions(id));
}
