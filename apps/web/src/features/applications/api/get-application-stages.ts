import type { ApplicationStage } from '@shortlist/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { applicationKeys } from './get-applications.ts';

/** GET /applications/stages/ — the stage filter is built from the stages present in the data (spec 02 §2). */
export function getApplicationStages(signal?: AbortSignal) {
  return api.get<ApplicationStage[]>('/applications/stages/', { signal });
}

export function applicationStagesQueryOptions() {
  return queryOptions({
    queryKey: [...applicationKeys.all, 'stages'] as const,
    queryFn: ({ signal }) => getApplicationStages(signal),
  });
}

export function useApplicationStages() {
  return useQuery(applicationStagesQueryOptions());
}
