import type { Interview, InterviewCancel, InterviewResult } from '@shortlist/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { useRefreshInterviews } from './refresh-interviews.ts';

/** POST /interviews/{id}/cancel/ — everyone invited gets the calendar's cancellation (METHOD:CANCEL). */
export function cancelInterview(id: number, body: InterviewCancel) {
  return api.post<InterviewResult>(`/interviews/${id}/cancel/`, body);
}

type Variables = { interview: Interview; body: InterviewCancel };

export function useCancelInterview() {
  const refresh = useRefreshInterviews();
  return useMutation({
    mutationFn: ({ interview, body }: Variables) => cancelInterview(interview.id, body),
    onSuccess: ({ interview }) => refresh('interview.cancelled', interview),
    onError: (error, { interview }) => {
      if (error instanceof ApiError && error.status === 409) refresh('interview.cancelled', interview);
    },
  });
}
