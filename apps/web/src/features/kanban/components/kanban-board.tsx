import {
  type Announcements,
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { KanbanBoard } from '@shortlist/contracts';
import { useMemo, useState } from 'react';
import { cardMatches, findCard } from '../lib/board-state.ts';
import { columnCoordinates } from '../lib/column-keyboard.ts';
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

// The pointer decides where a mouse drop lands; keyboard drags (no pointer) use the card's rectangle.
const collision: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length > 0 ? hits : rectIntersection(args);
};

export function KanbanBoardView({
  board,
  search,
  tags,
  loadingStage,
  canMove,
  onMove,
  onLoadMore,
}: BoardProps) {
  const [activeId, setActiveId] = useState<number | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: columnCoordinates,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space'] },
    }),
  );
  const label = (stageKey: unknown) => board.stages[String(stageKey)]?.label ?? String(stageKey);
  const nameOf = (id: unknown) => findCard(board, Number(id))?.candidate_name ?? 'Card';
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${nameOf(active.id)} in ${label(active.data.current?.stage)}. Use the left and right arrow keys to choose a stage, space to drop, escape to cancel.`,
    onDragOver: ({ active, over }) => (over ? `${nameOf(active.id)} is over ${label(over.id)}.` : undefined),
    onDragEnd: ({ active, over }) =>
      over && over.id !== active.data.current?.stage
        ? `${nameOf(active.id)} moved to ${label(over.id)}.`
        : `${nameOf(active.id)} stays in ${label(active.data.current?.stage)}.`,
    onDragCancel: ({ active }) =>
      `Move cancelled. ${nameOf(active.id)} stays in ${label(active.data.current?.stage)}.`,
  };

  const handleEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    const fromStage = String(active.data.current?.stage ?? '');
    // Dropping with no destination, or where the card already is, does nothing (spec 02 §4).
    if (!over || over.id === fromStage) return;
    onMove(Number(active.id), fromStage, String(over.id));
  };

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
  const activeCard = activeId === null ? undefined : findCard(board, activeId);
  const { show_match_scores: showMatchScore, show_days_in_stage: showDaysInStage } = board.configuration;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move this candidate, press space. Use the left and right arrow keys to choose a stage, then press space to drop it or escape to cancel. Press enter to open the candidate.',
        },
      }}
      onDragStart={({ active }: DragStartEvent) => setActiveId(Number(active.id))}
      onDragCancel={() => setActiveId(null)}
      onDragEnd={handleEnd}
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
      <DragOverlay dropAnimation={null}>
        {activeCard ? (
          <div className="w-76 rotate-1 cursor-grabbing rounded-lg bg-white p-3 shadow-xl ring-2 ring-brand-400">
            <KanbanCardBody
              card={activeCard}
              showMatchScore={showMatchScore}
              showDaysInStage={showDaysInStage}
            />
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
