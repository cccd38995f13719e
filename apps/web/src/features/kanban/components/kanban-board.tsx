import type { KanbanBoard, KanbanCard } from '@shortlist/contracts';
import { type ReactNode, useCallback, useMemo } from 'react';
import { cardShown, type FoundCards, unshownMatches } from '../lib/use-board-search.ts';
import { useCardFlip } from '../lib/use-card-flip.ts';
import { BoardDnd } from './board-dnd.tsx';
import { KanbanCardBody } from './kanban-card.tsx';
import { KanbanColumn } from './kanban-column.tsx';

type BoardProps = {
  board: KanbanBoard;
  search: string;
  tags: readonly string[];
  /** the server's matches for the search (useBoardSearch), when a column holds unloaded cards */
  found?: FoundCards;
  loadingStage: string | null;
  canMove: boolean;
  onMove: (applicationId: number, fromStage: string, toStage: string) => void;
  onLoadMore: (stageKey: string) => void;
  /** a card's "Schedule interview" (issue 13), when the page can schedule and the user manages the job */
  onScheduleInterview?: (card: KanbanCard) => void;
  /** a card's "Send email" (issue 12), when the page can compose */
  onSendEmail?: (card: KanbanCard) => void;
  /** a card's "More actions" menu (issue 13), when the page offers one */
  outcomeMenu?: (card: KanbanCard) => ReactNode;
  /** a card's "Tags" editor, when the user manages the job */
  tagsMenu?: (card: KanbanCard) => ReactNode;
  /** the job's quality threshold, which the cards read their quality scores against */
  qualityThreshold?: number;
};

const NO_CARDS: KanbanCard[] = [];

/** The Kanban page's columns (spec 02 Kanban board). */
export function KanbanBoardView({
  board,
  search,
  tags,
  found,
  loadingStage,
  canMove,
  onMove,
  onLoadMore,
  onScheduleInterview,
  onSendEmail,
  outcomeMenu,
  tagsMenu,
  qualityThreshold,
}: BoardProps) {
  // Without a filter a column gets its stage's own array, so after a move only the two columns
  // whose arrays changed re-render (the others are memoised on it).
  const filtering = search.trim() !== '' || tags.length > 0;
  const visible = useMemo(
    () =>
      Object.fromEntries(
        board.stage_order.map((key) => {
          const cards = board.stages[key]?.applications ?? NO_CARDS;
          return [key, filtering ? cards.filter((card) => cardShown(card, search, tags, found)) : cards];
        }),
      ),
    [board, search, tags, found, filtering],
  );
  const { containerRef, markLocalMove } = useCardFlip<HTMLDivElement>(board);
  const move = useCallback(
    (applicationId: number, fromStage: string, toStage: string) => {
      markLocalMove(applicationId);
      onMove(applicationId, fromStage, toStage);
    },
    [markLocalMove, onMove],
  );
  const { show_match_scores: showMatchScore, show_days_in_stage: showDaysInStage } = board.configuration;

  return (
    <BoardDnd
      board={board}
      onMove={move}
      renderOverlay={(card) => (
        <div className="w-76 rotate-1 cursor-grabbing rounded-lg bg-white p-3 shadow-xl ring-2 ring-brand-400">
          <KanbanCardBody
            card={card}
            showMatchScore={showMatchScore}
            showDaysInStage={showDaysInStage}
            qualityThreshold={qualityThreshold}
          />
        </div>
      )}
    >
      <div ref={containerRef} className="flex gap-3 overflow-x-auto pb-4" data-testid="kanban-columns">
        {board.stage_order.map((key) => {
          const stage = board.stages[key];
          if (!stage) return null;
          return (
            <KanbanColumn
              key={key}
              stage={stage}
              visibleCards={visible[key] ?? []}
              limit={board.configuration.cards_per_stage_limit}
              moreMatches={found ? unshownMatches(found, key) : undefined}
              showMatchScore={showMatchScore}
              showDaysInStage={showDaysInStage}
              canMove={canMove}
              loadingMore={loadingStage === key}
              onLoadMore={onLoadMore}
              onScheduleInterview={onScheduleInterview}
              onSendEmail={onSendEmail}
              outcomeMenu={outcomeMenu}
              tagsMenu={tagsMenu}
              qualityThreshold={qualityThreshold}
            />
          );
        })}
      </div>
    </BoardDnd>
  );
}
