import type { Candidate } from '@shortlist/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { candidateKeys } from './candidate-keys.ts';

export function getCandidate(id: number, signal?: AbortSignal) {
  return api.get<Candidate>(`/candidates/${id}/`, { signal });
}

export function candidateQueryOptions(id: number) {
  return queryOptions({
    queryKey: candidateKeys.detail(id),
    queryFn: ({ signal }) => getCandidate(id, signal),
  });
}

export function useCandidate(id: number) {
  return useQuery(candidateQueryOptions(id));
}
