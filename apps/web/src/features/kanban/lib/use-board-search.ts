import {
  type BoardSearchResult,
  type KanbanBoard,
  type KanbanCard,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_CHARS,
} from '@shortlist/contracts';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { boardSearchQueryOptions } from '../api/search-board.ts';
import { cardMatches, keepLoaded } from './board-state.ts';

/** The server's matches for a board's search: which cards, and how many match per stage. */
export type FoundCards = {
  ids: ReadonlySet<number>;
  /** each stage's matches, shown or not */
  counts: Readonly<Record<string, number>>;
  /** each stage's matches the columns show */
  shown: Readonly<Record<string, number>>;
};

export type BoardSearch = {
  /** the board with the server's matches put in their columns: what the columns draw */
  board: KanbanBoard | undefined;
  /** the server's matches for the current term, once they are in */
  found: FoundCards | undefined;
  /** the server's search while it applies to the term on screen (a long column holds unloaded cards) */
  server: { term: string; query: UseQueryResult<BoardSearchResult> } | undefined;
};

/** Whether a column shows only its first cards: a search over the loaded cards would miss the rest. */
export function hasUnloadedCards(board: KanbanBoard): boolean {
  return Object.values(board.stages).some((stage) => stage.count > stage.applications.length);
}

/**
 * A board's search (spec 02: over the board data). While every card is loaded that is all it
 * takes; once a column holds more than it shows, the server is asked too (after the typing
 * settles) and its matches join their columns, so a search finds every candidate on the board.
 */
export function useBoardSearch(jobId: number, board: KanbanBoard | undefined, search: string): BoardSearch {
  const typed = search.trim();
  const term = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const asks = board !== undefined && hasUnloadedCards(board) && term.length >= SEARCH_MIN_CHARS;
  const query = useQuery({ ...boardSearchQueryOptions(jobId, term), enabled: asks });
  const current = asks && term === typed;
  const data = current ? query.data : undefined;
  const withFound = useMemo(() => (board && data ? keepLoaded(board, data.results) : board), [board, data]);
  const found = useMemo(() => (data ? foundCards(data) : undefined), [data]);
  return { board: withFound, found, server: current ? { term, query } : undefined };
}

function foundCards({ results, counts }: BoardSearchResult): FoundCards {
  const shown: Record<string, number> = {};
  for (const card of results) shown[card.current_stage] = (shown[card.current_stage] ?? 0) + 1;
  return { ids: new Set(results.map((card) => card.id)), counts, shown };
}

/** How many of a stage's matches the columns do not show (past the server's first page of them). */
export function unshownMatches(found: FoundCards, stageKey: string): number {
  return Math.max(0, (found.counts[stageKey] ?? 0) - (found.shown[stageKey] ?? 0));
}

/** The board's filter: a card the server found passes on the tag filters alone (it may match on an e-mail the card does not show). */
export function cardShown(
  card: KanbanCard,
  search: string,
  tags: readonly string[],
  found: FoundCards | undefined,
): boolean {
  return found?.ids.has(card.id) ? cardMatches(card, '', tags) : cardMatches(card, search, tags);
}
