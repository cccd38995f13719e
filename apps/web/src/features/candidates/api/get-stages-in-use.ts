import type { ApplicationStage } from '@shortlist/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { candidateKeys } from './candidate-keys.ts';

/** GET /applications/stages/ — the Filters panel offers only stages that hold applications. */
export function getStagesInUse(signal?: AbortSignal) {
  return api.get<ApplicationStage[]>('/applications/stages/', { signal });
}

export function stagesInUseQueryOptions() {
  return queryOptions({
    queryKey: candidateKeys.stagesInUse(),
    queryFn: ({ signal }) => getStagesInUse(signal),
  });
}

export function useStagesInUse() {
  return useQuery(stagesInUseQueryOptions());
}
