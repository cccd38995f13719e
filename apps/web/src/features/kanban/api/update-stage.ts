import type { BoardSearchResult, KanbanBoard, KanbanCard, UpdateStage } from '@shortlist/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { moveCard, moveFoundCard, replaceCard } from '../lib/board-state.ts';
import { kanbanKeys } from './get-board.ts';

type MoveResult = { changed: boolean; from_stage: string; to_stage: string; card: KanbanCard };

/** POST /kanban/{jobId}/update-stage/ */
export function updateStage(jobId: number, input: UpdateStage): Promise<MoveResult> {
  return api.post<MoveResult>(`/kanban/${jobId}/update-stage/`, input);
}

/**
 * spec 02 Kanban: the card moves at once (days in stage 0), the change is sent, and on failure
 * the board is reloaded. `onFailed` shows the spec's message.
 */
export function useUpdateStage(jobId: number, onFailed: (error: unknown) => void) {
  const queryClient = useQueryClient();
  const key = kanbanKeys.board(jobId);
  return useMutation({
    // keyed like the board it changes, so live updates hold the board's refetch until it settles
    mutationKey: key,
    mutationFn: (input: UpdateStage) => updateStage(jobId, input),
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<KanbanBoard>(key, (board) =>
        board ? moveCard(board, input.application_id, input.new_stage) : board,
      );
      // a card the board's search brought in moves with its results
      queryClient.setQueriesData<BoardSearchResult>({ queryKey: kanbanKeys.searches(jobId) }, (found) =>
        found ? moveFoundCard(found, input.application_id, input.new_stage) : found,
      );
    },
    onSuccess: (result) => {
      queryClient.setQueryData<KanbanBoard>(key, (board) =>
        board ? replaceCard(board, result.card) : board,
      );
      void queryClient.invalidateQueries({ queryKey: kanbanKeys.metrics(jobId) });
    },
    onError: (error) => {
      onFailed(error);
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: kanbanKeys.searches(jobId) }),
  });
}
