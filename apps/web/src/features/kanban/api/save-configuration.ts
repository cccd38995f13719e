import type { KanbanConfigCreate, KanbanConfiguration } from '@shortlist/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { kanbanKeys } from './get-board.ts';

/** POST /kanban-configs/create_for_job/ — creates or updates the job's board settings. */
export function saveConfiguration(input: KanbanConfigCreate): Promise<KanbanConfiguration> {
  return api.post<KanbanConfiguration>('/kanban-configs/create_for_job/', input);
}

export function useSaveConfiguration(jobId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveConfiguration,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kanbanKeys.board(jobId) }),
  });
}
