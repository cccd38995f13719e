import { type Interview, type InterviewListQuery, MAX_PAGE_SIZE, type Page } from '@shortlist/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type InterviewsFilter = Omit<InterviewListQuery, 'page' | 'page_size'>;

/** GET /interviews/?candidate_id=… (issue 13): soonest first, a DRF page. */
export function getInterviews(filter: InterviewsFilter, signal?: AbortSignal) {
  return api.get<Page<Interview>>('/interviews/', {
    params: { ...filter, page_size: MAX_PAGE_SIZE },
    signal,
  });
}

/** Every interview query key, defined once; the live updates (app/) refresh through these. */
export const interviewKeys = {
  all: ['interviews'] as const,
  lists: () => [...interviewKeys.all, 'list'] as const,
  list: (filter: InterviewsFilter) => [...interviewKeys.lists(), filter] as const,
  conflicts: (query: object) => [...interviewKeys.all, 'conflicts', query] as const,
  /** an interview's scorecard sheet: what to rate and the scorecards the user may read */
  scorecards: (interviewId: number) => [...interviewKeys.all, 'scorecards', interviewId] as const,
};

export function interviewsQueryOptions(filter: InterviewsFilter) {
  return queryOptions({
    queryKey: interviewKeys.list(filter),
    queryFn: ({ signal }) => getInterviews(filter, signal),
  });
}

/** A candidate's interviews (the candidate page's Interviews tab); a candidate has a handful. */
export function useCandidateInterviews(candidateId: number) {
  return useQuery(interviewsQueryOptions({ candidate_id: candidateId }));
}
