import type { KanbanBoard } from '@shortlist/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /kanban/{jobId}/board/ (spec 02 §7; the cache-busting parameter of the spec is `_`). */
export function getBoard(jobId: number, signal?: AbortSignal): Promise<KanbanBoard> {
  return api.get<KanbanBoard>(`/kanban/${jobId}/board/`, { params: { _: Date.now() }, signal });
}

export const kanbanKeys = {
  all: ['kanban'] as const,
  board: (jobId: number) => [...kanbanKeys.all, 'board', jobId] as const,
  metrics: (jobId: number) => [...kanbanKeys.all, 'metrics', jobId] as const,
};

export function boardQueryOptions(jobId: number) {
  return queryOptions({
    queryKey: kanbanKeys.board(jobId),
    queryFn: ({ signal }) => getBoard(jobId, signal),
    // A board is a live workspace: refetch on focus regardless of the 5-minute default.
    staleTime: 0,
  });
}

export function useBoard(jobId: number) {
  return useQuery(boardQueryOptions(jobId));
}
