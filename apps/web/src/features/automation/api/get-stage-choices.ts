import type { ApplicationStage, PipelineStage } from '@shortlist/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { automationKeys } from './automation-keys.ts';

/**
 * The stages a rule can name: a job's workflow in order (GET /jobs/{id}/stages/), or for a rule
 * of every job the stages applications are in today (GET /applications/stages/).
 */
export function getStageChoices(jobId: number | null, signal?: AbortSignal): Promise<ApplicationStage[]> {
  if (jobId === null) return api.get<ApplicationStage[]>('/applications/stages/', { signal });
  return api
    .get<PipelineStage[]>(`/jobs/${jobId}/stages/`, { signal })
    .then((stages) => stages.map(({ key, label }) => ({ key, label })));
}

export function stageChoicesQueryOptions(jobId: number | null) {
  return queryOptions({
    queryKey: automationKeys.stageChoices(jobId),
    queryFn: ({ signal }) => getStageChoices(jobId, signal),
  });
}

export function useStageChoices(jobId: number | null) {
  return useQuery(stageChoicesQueryOptions(jobId));
}
