import type { ApplicationStage } from '@shortlist/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { applicationKeys } from './get-applications.ts';

/**
 * GET /applications/stages/ — the stages applications are in today: this page's stage filter (spec
 * 02 §2), and through app/ the candidates' Filters panel and the automation rules' stage choices.
 */
export function getApplicationStages(signal?: AbortSignal) {
  return api.get<ApplicationStage[]>('/applications/stages/', { signal });
}

export function applicationStagesQueryOptions() {
  return queryOptions({
    queryKey: applicationKeys.stages(),
    queryFn: ({ signal }) => getApplicationStages(signal),
  });
}

/** `enabled: false` waits (a picker that shows a job's workflow instead). */
export function useApplicationStages({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...applicationStagesQueryOptions(), enabled });
}
