import type { BoardSearchResult } from '@shortlist/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { kanbanKeys } from './get-board.ts';

/** GET /kanban/{jobId}/search/?q= — the board's matches past the cards it has loaded. */
export function searchBoard(jobId: number, term: string, signal?: AbortSignal): Promise<BoardSearchResult> {
  return api.get<BoardSearchResult>(`/kanban/${jobId}/search/`, { params: { q: term }, signal });
}

export function boardSearchQueryOptions(jobId: number, term: string) {
  return queryOptions({
    queryKey: kanbanKeys.search(jobId, term),
    queryFn: ({ signal }) => searchBoard(jobId, term, signal),
    // like the board it searches, a live workspace
    staleTime: 0,
  });
}
