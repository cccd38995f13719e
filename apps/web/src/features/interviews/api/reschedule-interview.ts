import type { InterviewResult, InterviewUpdate } from '@shortlist/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { useRefreshInterviews } from './refresh-interviews.ts';

/** PATCH /interviews/{id}/ — the same calendar event, moved (its SEQUENCE goes up). */
export function rescheduleInterview(id: number, changes: InterviewUpdate) {
  return api.patch<InterviewResult>(`/interviews/${id}/`, changes);
}

type Variables = {
  interview: { id: number; job_id: number; candidate_id: number; application_id: number };
  changes: InterviewUpdate;
};

/** A 409 (cancelled meanwhile) refreshes the lists too, so the row shows what now stands. */
export function useRescheduleInterview() {
  const refresh = useRefreshInterviews();
  return useMutation({
    mutationFn: ({ interview, changes }: Variables) => rescheduleInterview(interview.id, changes),
    onSuccess: ({ interview }) => refresh('interview.rescheduled', interview),
    onError: (error, { interview }) => {
      if (error instanceof ApiError && error.status === 409) refresh('interview.cancelled', interview);
    },
  });
}
