import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { jobsQueryKeys } from './get-jobs.ts';

/** POST /jobs/{id}/notes/ — a note kept on the job's timeline. */
export function addJobNote({ id, text }: { id: number; text: string }): Promise<void> {
  return api.post<void>(`/jobs/${id}/notes/`, { text });
}

export function useAddJobNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addJobNote,
    onSuccess: (_data, { id }) => queryClient.invalidateQueries({ queryKey: jobsQueryKeys.timeline(id) }),
  });
}
