import type { KanbanConfiguration } from '@shortlist/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { kanbanKeys } from './get-board.ts';

/** POST /kanban-configs/{id}/reset_to_defaults/ */
export function resetConfiguration(configId: number): Promise<KanbanConfiguration> {
  return api.post<KanbanConfiguration>(`/kanban-configs/${configId}/reset_to_defaults/`);
}

export function useResetConfiguration(jobId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetConfiguration,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kanbanKeys.board(jobId) }),
  });
}
