import {
  type Announcements,
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { KanbanBoard, KanbanCard } from '@shortlist/contracts';
import { type ReactNode, useState } from 'react';
import { findCard } from '../lib/board-state.ts';
import { columnCoordinates } from '../lib/column-keyboard.ts';

// The pointer decides where a mouse drop lands; keyboard drags (no pointer) use the card's rectangle.
const collision: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length > 0 ? hits : rectIntersection(args);
};

type BoardDndProps = {
  board: KanbanBoard;
  onMove: (applicationId: number, fromStage: string, toStage: string) => void;
  renderOverlay: (card: KanbanCard) => ReactNode;
  children: ReactNode;
};

/**
 * Drag and drop shared by the Kanban page and the pipeline board: mouse and touch, keyboard
 * (Space lifts, Left/Right choose a stage, Space drops, Escape cancels) and screen-reader
 * announcements naming the candidate and the stages.
 */
export function BoardDnd({ board, onMove, renderOverlay, children }: BoardDndProps) {
  const [activeId, setActiveId] = useState<number | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: columnCoordinates,
      // A key press that scrolls the board to the next column scrolls it at once (dnd-kit's default
      // is smooth): the column the card is over, and its announcement, come with the key press.
      scrollBehavior: 'auto',
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
  const activeCard = activeId === null ? undefined : findCard(board, activeId);

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
      onDragStart={({ active }) => setActiveId(Number(active.id))}
      onDragCancel={() => setActiveId(null)}
      onDragEnd={handleEnd}
    >
      {children}
      <DragOverlay dropAnimation={null}>{activeCard ? renderOverlay(activeCard) : null}</DragOverlay>
    </DndContext>
  );
}
