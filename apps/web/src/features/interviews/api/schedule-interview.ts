import type { InterviewCreate, InterviewResult } from '@shortlist/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useRefreshInterviews } from './refresh-interviews.ts';

/** POST /interviews/ — the interview, its invitations and who is double-booked. */
export function scheduleInterview(body: InterviewCreate) {
  return api.post<InterviewResult>('/interviews/', body);
}

export function useScheduleInterview() {
  const refresh = useRefreshInterviews();
  return useMutation({
    mutationFn: scheduleInterview,
    onSuccess: ({ interview }) => refresh('interview.scheduled', interview),
  });
}
