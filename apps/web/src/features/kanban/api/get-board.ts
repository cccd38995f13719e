import type { KanbanBoard } from '@shortlist/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../../../lib/api-client.ts';
import { getErrorMessage } from '../../../lib/api-error.ts';
import { cardsPastFirstPage, keepLoaded } from '../lib/board-state.ts';
import { BULK_CARDS_MAX, getCard, getCards } from './get-cards.ts';
import { KANBAN_SERVICE_MESSAGES } from './messages.ts';

/** GET /kanban/{jobId}/board/ (spec 02 §7; the cache-busting parameter of the spec is `_`). */
export function getBoard(jobId: number, signal?: AbortSignal): Promise<KanbanBoard> {
  return api.get<KanbanBoard>(`/kanban/${jobId}/board/`, { params: { _: Date.now() }, signal });
}

export const kanbanKeys = {
  all: ['kanban'] as const,
  board: (jobId: number) => [...kanbanKeys.all, 'board', jobId] as const,
  /** under the board's key: whatever refreshes a board refreshes its search */
  searches: (jobId: number) => [...kanbanKeys.board(jobId), 'search'] as const,
  search: (jobId: number, term: string) => [...kanbanKeys.searches(jobId), term] as const,
  metrics: (jobId: number) => [...kanbanKeys.all, 'metrics', jobId] as const,
};

/**
 * A board fetched again keeps the cards "Load more" brought in: the server sends each column's
 * first page, so the cards shown past it are fetched again — one by GET /candidate-cards/{id}/,
 * more by POST /candidate-cards/bulk/ — and go back to the column they now stand in. If that
 * fails the board shows its first pages and says why.
 */
async function getBoardKeepingCards(
  jobId: number,
  previous: KanbanBoard | undefined,
  signal: AbortSignal,
): Promise<KanbanBoard> {
  const board = await getBoard(jobId, signal);
  const ids = previous ? cardsPastFirstPage(previous, board).slice(0, BULK_CARDS_MAX) : [];
  if (ids.length === 0) return board;
  try {
    const cards =
      ids.length === 1 ? [await getCard(ids[0] as number, signal)] : (await getCards(ids, signal)).results;
    return keepLoaded(board, cards);
  } catch (error) {
    if (signal.aborted) throw error;
    toast.error(
      getErrorMessage(error, ids.length === 1 ? KANBAN_SERVICE_MESSAGES.card : KANBAN_SERVICE_MESSAGES.cards),
    );
    return board;
  }
}

export function boardQueryOptions(jobId: number) {
  return queryOptions({
    queryKey: kanbanKeys.board(jobId),
    queryFn: ({ client, queryKey, signal }) =>
      getBoardKeepingCards(jobId, client.getQueryData<KanbanBoard>(queryKey), signal),
    // A board is a live workspace: refetch on focus regardless of the 5-minute default.
    staleTime: 0,
  });
}

export function useBoard(jobId: number) {
  return useQuery(boardQueryOptions(jobId));
}
