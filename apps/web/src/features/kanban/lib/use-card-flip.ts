import type { KanbanBoard } from '@shortlist/contracts';
import { useCallback, useLayoutEffect, useRef } from 'react';

const FLIP_MS = 350;

type Point = { x: number; y: number };

/**
 * A card someone else moved glides from its old column to its new one (FLIP: remember where every
 * card was, and when the board data puts a card in another stage, start it at the old place and
 * transition the transform away). Cards moved here by drag-and-drop (`markLocalMove`) just land,
 * as do all cards for visitors who prefer reduced motion.
 *
 * Positions are kept relative to the scrolling board, so page and board scrolling do not count as
 * movement; they are measured after every render, so filters and "Load more" keep them current.
 */
export function useCardFlip<T extends HTMLElement>(board: KanbanBoard | undefined) {
  const containerRef = useRef<T>(null);
  const positions = useRef(new Map<string, Point>());
  const stages = useRef<Map<string, string> | null>(null);
  const localMoves = useRef(new Set<string>());

  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!container || !board) return;
    const now = stagesOf(board);
    const before = stages.current;
    stages.current = now;
    if (prefersReducedMotion()) return;
    const origin = container.getBoundingClientRect();
    const next = new Map<string, Point>();
    for (const card of container.querySelectorAll<HTMLElement>('[data-application-id]')) {
      const id = card.dataset.applicationId ?? '';
      const rect = card.getBoundingClientRect();
      const at = {
        x: rect.left - origin.left + container.scrollLeft,
        y: rect.top - origin.top + container.scrollTop,
      };
      next.set(id, at);
      const from = positions.current.get(id);
      const moved = before !== null && before.get(id) !== undefined && before.get(id) !== now.get(id);
      if (!moved) continue;
      if (localMoves.current.delete(id) || !from) continue;
      glide(card, from.x - at.x, from.y - at.y);
    }
    positions.current = next;
  });

  const markLocalMove = useCallback((applicationId: number) => {
    localMoves.current.add(String(applicationId));
  }, []);

  return { containerRef, markLocalMove };
}

function stagesOf(board: KanbanBoard): Map<string, string> {
  const stages = new Map<string, string>();
  for (const stage of Object.values(board.stages)) {
    for (const card of stage.applications) stages.set(String(card.id), stage.key);
  }
  return stages;
}

function glide(card: HTMLElement, dx: number, dy: number): void {
  if ((dx === 0 && dy === 0) || typeof card.animate !== 'function') return;
  card.animate(
    [
      { transform: `translate(${dx}px, ${dy}px)`, zIndex: 10 },
      { transform: 'none', zIndex: 10 },
    ],
    {
      duration: FLIP_MS,
      easing: 'cubic-bezier(0.2, 0, 0, 1)',
    },
  );
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia !== 'function' || window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
