import type { ScorecardSheet } from '@shortlist/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { interviewKeys } from './get-interviews.ts';

/**
 * GET /interviews/{id}/scorecards/ (issue 13): the job's competencies and the four mantras to rate,
 * how many of the panel have submitted, and the scorecards this user may read — none of the
 * others' while they still owe their own (`hidden` counts them).
 */
export function getScorecardSheet(interviewId: number, signal?: AbortSignal) {
  return api.get<ScorecardSheet>(`/interviews/${interviewId}/scorecards/`, { signal });
}

export function scorecardSheetQueryOptions(interviewId: number) {
  return queryOptions({
    queryKey: interviewKeys.scorecards(interviewId),
    queryFn: ({ signal }) => getScorecardSheet(interviewId, signal),
  });
}

/** The sheet, asked for only once `enabled` (the interview's row has come into view). */
export function useScorecardSheet(interviewId: number, enabled = true) {
  return useQuery({ ...scorecardSheetQueryOptions(interviewId), enabled });
}
