import type { KanbanConfigCreate, KanbanConfiguration } from '@shortlist/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { withFallbackMessage } from '../../../lib/api-error.ts';
import { kanbanKeys } from './get-board.ts';
import { KANBAN_SERVICE_MESSAGES } from './messages.ts';

/** POST /kanban-configs/create_for_job/ — creates or updates the job's board settings. */
export function saveConfiguration(input: KanbanConfigCreate): Promise<KanbanConfiguration> {
  return withFallbackMessage(
    api.post<KanbanConfiguration>('/kanban-configs/create_for_job/', input),
    KANBAN_SERVICE_MESSAGES.saveConfiguration,
  );
}

export function useSaveConfiguration(jobId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveConfiguration,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kanbanKeys.board(jobId) }),
  });
}
