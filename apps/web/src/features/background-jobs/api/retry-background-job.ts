import type { FailedJob } from '@shortlist/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { backgroundJobKeys } from './get-background-jobs.ts';

/** POST /background-jobs/{queue}/{id}/retry/ — 202: the job is queued again. */
export function retryBackgroundJob(job: Pick<FailedJob, 'queue' | 'id'>) {
  return api.post(`/background-jobs/${encodeURIComponent(job.queue)}/${encodeURIComponent(job.id)}/retry/`);
}

export function useRetryBackgroundJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryBackgroundJob,
    onSettled: () => queryClient.invalidateQueries({ queryKey: backgroundJobKeys.all }),
  });
}
