import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useRefreshAfterChange } from '../../../lib/change-refresh.tsx';
import { interviewKeys } from './get-interviews.ts';

type InterviewEvent =
  | 'interview.scheduled'
  | 'interview.rescheduled'
  | 'interview.cancelled'
  | 'interview.scorecard_submitted';
type Ids = { job_id: number; candidate_id: number; application_id: number };

/**
 * After a change this browser made: this feature's lists, conflicts and scorecard sheets at once,
 * and — through app/'s map from events to keys — the board's card and metric and the candidate's
 * page.
 */
export function useRefreshInterviews() {
  const queryClient = useQueryClient();
  const refreshAfterChange = useRefreshAfterChange();
  return useCallback(
    (type: InterviewEvent, { job_id, candidate_id, application_id }: Ids) => {
      void queryClient.invalidateQueries({ queryKey: interviewKeys.all });
      refreshAfterChange({ type, job_id, candidate_id, application_id });
    },
    [queryClient, refreshAfterChange],
  );
}
