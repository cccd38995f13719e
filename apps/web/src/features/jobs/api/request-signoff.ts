import type { SignoffRequest } from '@shortlist/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { jobsQueryKeys } from './get-jobs.ts';

/** POST /jobs/{id}/signoff-requests/ — ask one person for one sign-off (they get a notification). */
export function requestSignoff(jobId: number, request: SignoffRequest) {
  return api.post<{ detail: string }>(`/jobs/${jobId}/signoff-requests/`, request);
}

export function useRequestSignoff(jobId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SignoffRequest) => requestSignoff(jobId, request),
    // the request is recorded on the job's timeline
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobsQueryKeys.timeline(jobId) }),
  });
}
