import type { Application, ApplicationCounters, Page } from '@shortlist/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { candidateKeys } from './candidate-keys.ts';

/** GET /applications/?candidate_id= — every application of one candidate (spec 02 §7). */
export function getCandidateApplications(id: number, signal?: AbortSignal) {
  return api.get<Page<Application> & { counters: ApplicationCounters }>('/applications/', {
    params: { candidate_id: id, page_size: 100 },
    signal,
  });
}

export function candidateApplicationsQueryOptions(id: number) {
  return queryOptions({
    queryKey: candidateKeys.applications(id),
    queryFn: ({ signal }) => getCandidateApplications(id, signal),
  });
}

export function useCandidateApplications(id: number) {
  return useQuery(candidateApplicationsQueryOptions(id));
}
