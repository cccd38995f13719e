import type { JobCreate, JobDetail, JobPatch } from '@shortlist/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { jobsQueryKeys } from './get-jobs.ts';

/** POST /jobs/ or PUT /jobs/{id}/ with the whole payload (spec 01 §7). */
export function saveJob({ id, payload }: { id?: number; payload: JobCreate }): Promise<JobDetail> {
  return id ? api.put<JobDetail>(`/jobs/${id}/`, payload) : api.post<JobDetail>('/jobs/', payload);
}

/** PATCH /jobs/{id}/ — status, sign-offs, settings, the hiring framework. */
export function patchJob({ id, changes }: { id: number; changes: JobPatch }): Promise<JobDetail> {
  return api.patch<JobDetail>(`/jobs/${id}/`, changes);
}

/** POST /jobs/{id}/duplicate/ */
export function duplicateJob(id: number): Promise<JobDetail> {
  return api.post<JobDetail>(`/jobs/${id}/duplicate/`);
}

function useJobWrite<V>(write: (variables: V) => Promise<JobDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (job) => {
      queryClient.setQueryData(jobsQueryKeys.detail(job.id), job);
      void queryClient.invalidateQueries({ queryKey: jobsQueryKeys.all });
    },
  });
}

export const useSaveJob = () => useJobWrite(saveJob);
export const usePatchJob = () => useJobWrite(patchJob);
export const useDuplicateJob = () => useJobWrite(duplicateJob);
