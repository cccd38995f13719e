import type { KanbanBoard } from '@shortlist/contracts';
import { useMemo } from 'react';
import { cardMatches } from '../lib/board-state.ts';
import { BoardDnd } from './board-dnd.tsx';
import { KanbanCardBody } from './kanban-card.tsx';
import { KanbanColumn } from './kanban-column.tsx';

type BoardProps = {
  board: KanbanBoard;
  search: string;
  tags: readonly string[];
  loadingStage: string | null;
  canMove: boolean;
  onMove: (applicationId: number, fromStage: string, toStage: string) => void;
  onLoadMore: (stageKey: string) => void;
};

/** The Kanban page's columns (spec 02 Kanban board). */
export function KanbanBoardView({
  board,
  search,
  tags,
  loadingStage,
  canMove,
  onMove,
  onLoadMore,
}: BoardProps) {
  const visible = useMemo(
    () =>
      Object.fromEntries(
        board.stage_order.map((key) => [
          key,
          (board.stages[key]?.applications ?? []).filter((card) => cardMatches(card, search, tags)),
        ]),
      ),
    [board, search, tags],
  );
  const { show_match_scores: showMatchScore, show_days_in_stage: showDaysInStage } = board.configuration;

  return (
    <BoardDnd
      board={board}
      onMove={onMove}
      renderOverlay={(card) => (
        <div className="w-76 rotate-1 cursor-grabbing rounded-lg bg-white p-3 shadow-xl ring-2 ring-brand-400">
          <KanbanCardBody card={card} showMatchScore={showMatchScore} showDaysInStage={showDaysInStage} />
        </div>
      )}
    >
      <div className="flex gap-3 overflow-x-auto pb-4" data-testid="kanban-columns">
        {board.stage_order.map((key) => {
          const stage = board.stages[key];
          if (!stage) return null;
          return (
            <KanbanColumn
              key={key}
              stage={stage}
              visibleCards={visible[key] ?? []}
              limit={board.configuration.cards_per_stage_limit}
              showMatchScore={showMatchScore}
              showDaysInStage={showDaysInStage}
              canMove={canMove}
              loadingMore={loadingStage === key}
              onLoadMore={onLoadMore}
            />
          );
        })}
      </div>
    </BoardDnd>
  );
}
