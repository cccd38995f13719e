import type { BoardSearchResult, KanbanBoard, KanbanCard } from '@shortlist/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { replaceCard, replaceFoundCard } from '../lib/board-state.ts';
import { kanbanKeys } from './get-board.ts';

export type TagChange = { applicationId: number } & ({ add: string } | { remove: string });

/** POST /candidate-cards/{id}/tags/ adds a tag; DELETE /candidate-cards/{id}/tags/{tag}/ removes one. */
export function changeCardTags(change: TagChange): Promise<KanbanCard> {
  const path = `/candidate-cards/${change.applicationId}/tags/`;
  return 'add' in change
    ? api.post<KanbanCard>(path, { tag: change.add })
    : api.delete<KanbanCard>(`${path}${encodeURIComponent(change.remove)}/`);
}

/**
 * A card's tags changed: the server's card takes its place on the board and in the board's search,
 * and the board is fetched again for its tags (the quick filters).
 */
export function useChangeCardTags(jobId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeCardTags,
    onSuccess: (card) => {
      queryClient.setQueryData<KanbanBoard>(kanbanKeys.board(jobId), (board) =>
        board ? replaceCard(board, card) : board,
      );
      queryClient.setQueriesData<BoardSearchResult>({ queryKey: kanbanKeys.searches(jobId) }, (found) =>
        found ? replaceFoundCard(found, card) : found,
      );
      void queryClient.invalidateQueries({ queryKey: kanbanKeys.board(jobId) });
    },
  });
}
