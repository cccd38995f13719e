import type { CandidateTeam } from '@shortlist/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { candidateKeys } from './candidate-keys.ts';

/** GET /candidates/{id}/team/ — assigned members and everyone else who could be added. */
export function getCandidateTeam(id: number, signal?: AbortSignal) {
  return api.get<CandidateTeam>(`/candidates/${id}/team/`, { signal });
}

export function candidateTeamQueryOptions(id: number) {
  return queryOptions({
    queryKey: candidateKeys.team(id),
    queryFn: ({ signal }) => getCandidateTeam(id, signal),
  });
}

export function useCandidateTeam(id: number) {
  return useQuery(candidateTeamQueryOptions(id));
}

/** PUT /candidates/{id}/team/ with assigned_team (spec 02 §7). */
export function useSaveCandidateTeam(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assigned_team: number[]) =>
      api.put<CandidateTeam>(`/candidates/${id}/team/`, { assigned_team }),
    onSuccess: (team) => {
      queryClient.setQueryData(candidateKeys.team(id), team);
      return queryClient.invalidateQueries({ queryKey: candidateKeys.timeline(id) });
    },
  });
}
