import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';

/**
 * Keyboard dragging between columns: Left/Right jump the lifted card to the previous/next
 * column instead of nudging it 25px at a time; Up/Down do nothing (order inside a column is
 * the board's sort, not the user's).
 */
export const columnCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const { collisionRect, droppableRects, droppableContainers } = context;
  if (event.code !== KeyboardCode.Left && event.code !== KeyboardCode.Right) {
    if (event.code === KeyboardCode.Up || event.code === KeyboardCode.Down) event.preventDefault();
    return undefined;
  }
  event.preventDefault();
  if (!collisionRect) return undefined;
  const centre = collisionRect.left + collisionRect.width / 2;
  const columns = droppableContainers
    .getEnabled()
    .map((container) => droppableRects.get(container.id))
    .filter((rect) => rect !== undefined)
    .sort((a, b) => a.left - b.left);
  const target =
    event.code === KeyboardCode.Right
      ? columns.find((rect) => rect.left > centre)
      : [...columns].reverse().find((rect) => rect.left + rect.width < centre);
  if (!target) return undefined;
  return { x: target.left + (target.width - collisionRect.width) / 2, y: target.top + 48 };
};
