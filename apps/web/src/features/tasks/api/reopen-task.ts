import type { Task } from '@shortlist/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { taskKeys } from './get-tasks.ts';

/** POST /tasks/{id}/reopen/ — the task, open again. */
export function reopenTask(task: Pick<Task, 'id'>) {
  return api.post<Task>(`/tasks/${task.id}/reopen/`);
}

export function useReopenTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reopenTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }),
  });
}
