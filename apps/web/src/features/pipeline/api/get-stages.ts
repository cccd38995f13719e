import type { PipelineStage } from '@shortlist/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /jobs/{jobId}/stages/ — the job's workflow in order, with application counts. */
export function getStages(jobId: number, signal?: AbortSignal): Promise<PipelineStage[]> {
  return api.get<PipelineStage[]>(`/jobs/${jobId}/stages/`, { signal });
}

export const stageKeys = { list: (jobId: number) => ['workflow-stages', jobId] as const };

export function stagesQueryOptions(jobId: number) {
  return queryOptions({ queryKey: stageKeys.list(jobId), queryFn: ({ signal }) => getStages(jobId, signal) });
}

/** `enabled: false` waits (a picker that shows another list meanwhile). */
export function useStages(jobId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...stagesQueryOptions(jobId), enabled });
}
