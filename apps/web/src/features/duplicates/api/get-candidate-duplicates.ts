import type { PossibleDuplicate } from '@shortlist/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { duplicateKeys } from './duplicate-keys.ts';

/** GET /candidates/{id}/duplicates/: the other records that may be this person, and why. */
export function getCandidateDuplicates(candidateId: number, signal?: AbortSignal) {
  return api.get<{ results: PossibleDuplicate[] }>(`/candidates/${candidateId}/duplicates/`, { signal });
}

export function candidateDuplicatesQueryOptions(candidateId: number) {
  return queryOptions({
    queryKey: duplicateKeys.ofCandidate(candidateId),
    queryFn: ({ signal }) => getCandidateDuplicates(candidateId, signal),
  });
}

export function useCandidateDuplicates(candidateId: number) {
  return useQuery(candidateDuplicatesQueryOptions(candidateId));
}
