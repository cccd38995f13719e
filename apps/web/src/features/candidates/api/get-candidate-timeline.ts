import type { Page, TimelineEvent } from '@shortlist/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { candidateKeys } from './candidate-keys.ts';

export function getCandidateTimeline(id: number, signal?: AbortSignal) {
  return api.get<Page<TimelineEvent>>(`/candidates/${id}/timeline/`, { params: { page_size: 100 }, signal });
}

export function candidateTimelineQueryOptions(id: number) {
  return queryOptions({
    queryKey: candidateKeys.timeline(id),
    queryFn: ({ signal }) => getCandidateTimeline(id, signal),
  });
}

export function useCandidateTimeline(id: number) {
  return useQuery(candidateTimelineQueryOptions(id));
}
