import type { CandidateListQuery, CandidateRow, SearchPage } from '@shortlist/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { candidateKeys } from './candidate-keys.ts';

export type CandidatesQuery = CandidateListQuery & { page?: number; page_size?: number };

export function getCandidates(query: CandidatesQuery, signal?: AbortSignal) {
  return api.get<SearchPage<CandidateRow>>('/candidates/', { params: query, signal });
}

export function candidatesQueryOptions(query: CandidatesQuery) {
  return queryOptions({
    queryKey: candidateKeys.list(query),
    queryFn: ({ signal }) => getCandidates(query, signal),
  });
}

export function useCandidates(query: CandidatesQuery) {
  return useQuery({ ...candidatesQueryOptions(query), placeholderData: keepPreviousData });
}
