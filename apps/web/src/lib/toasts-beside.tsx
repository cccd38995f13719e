import { createContext, use, useCallback } from 'react';

/** Sonner's toast width, and the gaps kept beside a panel and at the window's left. */
const TOAST_WIDTH_PX = 356;
const GAP_PX = 8;
const MARGIN_PX = 16;

/** Stands the toasts `right` px from the window's right edge; null puts them back in their corner. */
export type PlaceToasts = (right: number | null) => void;

/** `app/` provides it beside its one Toaster; without `app/` the toasts never move. */
export const ToastPlacementContext = createContext<PlaceToasts>(() => {});

/**
 * For a popover that opens under the toasts (the bell's, top-right as they are): while it is open
 * the toasts stand at its left, so neither the toast of one of its own actions nor any other
 * covers its buttons — a pointer resting on a toast also holds it open. Where the window leaves no
 * room at its left they stay where they are. Give the returned ref to the popover's content.
 */
export function useToastsBesidePanel() {
  const placeToasts = use(ToastPlacementContext);
  return useCallback(
    (panel: HTMLElement | null) => {
      if (!panel) return;
      const place = () => {
        const { left } = panel.getBoundingClientRect();
        const room = left - GAP_PX - MARGIN_PX >= TOAST_WIDTH_PX;
        placeToasts(room ? window.innerWidth - left + GAP_PX : null);
      };
      // Radix places the content by its wrapper's style: once it opens, and again on a resize
      const placed = new MutationObserver(place);
      placed.observe(panel.parentElement ?? panel, { attributes: true, attributeFilter: ['style'] });
      place();
      return () => {
        placed.disconnect();
        placeToasts(null);
      };
    },
    [placeToasts],
  );
}
