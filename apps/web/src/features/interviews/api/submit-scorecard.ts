import type { Interview, Scorecard, ScorecardCreate } from '@shortlist/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { useRefreshInterviews } from './refresh-interviews.ts';

/** POST /interviews/{id}/scorecards/ — final once submitted (a second one is a 409). */
export function submitScorecard(interviewId: number, body: ScorecardCreate) {
  return api.post<Scorecard>(`/interviews/${interviewId}/scorecards/`, body);
}

type Variables = {
  interview: Pick<Interview, 'id' | 'job_id' | 'candidate_id' | 'application_id'>;
  body: ScorecardCreate;
};

/**
 * After a submit the sheet shows everyone's scorecards, and — through app/'s map — the card's last
 * interview and quality score and the candidate's page follow. A 409 (submitted from another tab,
 * cancelled meanwhile) refreshes too, so the row shows what now stands.
 */
export function useSubmitScorecard() {
  const refresh = useRefreshInterviews();
  return useMutation({
    mutationFn: ({ interview, body }: Variables) => submitScorecard(interview.id, body),
    onSuccess: (_scorecard, { interview }) => refresh('interview.scorecard_submitted', interview),
    onError: (error, { interview }) => {
      if (error instanceof ApiError && error.status === 409)
        refresh('interview.scorecard_submitted', interview);
    },
  });
}
