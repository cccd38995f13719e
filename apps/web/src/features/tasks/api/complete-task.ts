import type { Task } from '@shortlist/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { taskKeys } from './get-tasks.ts';

/** POST /tasks/{id}/complete/ — the task, done (its assignee or an administrator). */
export function completeTask(task: Pick<Task, 'id'>) {
  return api.post<Task>(`/tasks/${task.id}/complete/`);
}

export function useCompleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }),
  });
}
