import { useDroppable } from '@dnd-kit/core';
import type { KanbanCard as Card, KanbanBoard } from '@shortlist/contracts';
import { clsx } from 'clsx';
import { memo, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { MoreMatches } from './board-search-status.tsx';
import { KanbanCard } from './kanban-card.tsx';

type Stage = KanbanBoard['stages'][string];

type ColumnProps = {
  stage: Stage;
  visibleCards: Card[];
  limit: number;
  /** while the server's search results show: the stage's matches past those shown */
  moreMatches?: number;
  showMatchScore: boolean;
  showDaysInStage: boolean;
  canMove: boolean;
  loadingMore: boolean;
  onLoadMore: (stageKey: string) => void;
  onScheduleInterview?: (card: Card) => void;
  onSendEmail?: (card: Card) => void;
  outcomeMenu?: (card: Card) => ReactNode;
  tagsMenu?: (card: Card) => ReactNode;
  qualityThreshold?: number;
};

/**
 * One stage (spec 02 Kanban): the header turns red when the stage holds more than the limit.
 * Memoised: starting a drag re-renders the board, not every column and card in it.
 */
export const KanbanColumn = memo(function KanbanColumn({
  stage,
  visibleCards,
  limit,
  moreMatches,
  loadingMore,
  onLoadMore,
  ...display
}: ColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: stage.key });
  const overLimit = stage.count > limit;
  const hidden = stage.count - stage.applications.length;
  return (
    <section
      ref={setNodeRef}
      aria-label={`${stage.label}: ${stage.count} ${stage.count === 1 ? 'candidate' : 'candidates'}`}
      data-stage-key={stage.key}
      className={clsx(
        'flex w-80 shrink-0 flex-col rounded-xl bg-slate-100/80 ring-1 ring-slate-200 transition-colors',
        isOver && 'bg-brand-50 ring-2 ring-brand-400',
      )}
    >
      <header
        className={clsx(
          'flex items-center justify-between gap-2 rounded-t-xl px-3 py-2.5',
          overLimit ? 'bg-red-50 text-red-800' : 'text-slate-800',
        )}
        data-over-limit={overLimit || undefined}
      >
        <h3 className="flex min-w-0 items-center gap-2 text-sm font-semibold">
          <span
            className="size-2 shrink-0 rounded-full"
            style={{ backgroundColor: stage.color }}
            aria-hidden
          />
          <span className="truncate">{stage.label}</span>
        </h3>
        <span
          className={clsx(
            'rounded-full px-2 py-0.5 text-xs font-medium',
            overLimit ? 'bg-red-600 text-white' : 'bg-white text-slate-600 ring-1 ring-slate-200',
          )}
          title={overLimit ? `More than ${limit} candidates in this stage` : undefined}
        >
          {stage.count}
        </span>
      </header>
      <div className="flex min-h-32 flex-1 flex-col gap-2 px-2 pb-2">
        {visibleCards.map((card) => (
          <KanbanCard key={card.id} card={card} stageLabel={stage.label} {...display} />
        ))}
        {stage.count === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 px-3 py-6 text-center text-xs text-slate-500">
            No candidates in {stage.label}
          </p>
        ) : null}
        {moreMatches !== undefined ? (
          <MoreMatches count={moreMatches} stageLabel={stage.label} />
        ) : hidden > 0 ? (
          <Button variant="ghost" size="sm" onClick={() => onLoadMore(stage.key)} loading={loadingMore}>
            Load {Math.min(hidden, limit)} more ({hidden} not shown)
          </Button>
        ) : null}
      </div>
    </section>
  );
});
