import { useCallback, useState } from 'react';

/**
 * Whether a scroll box's content is wider than the box (a wide table in a narrow window), kept
 * current as the window or the content resizes. Without ResizeObserver nothing overflows.
 */
export function useOverflowsSideways<Element extends HTMLElement>() {
  const [overflows, setOverflows] = useState(false);
  const ref = useCallback((box: Element | null) => {
    if (!box || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(box.scrollWidth > box.clientWidth);
    const observer = new ResizeObserver(measure);
    // the box for the window's width, its content for rows that arrive or change
    observer.observe(box);
    for (const child of box.children) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  return { ref, overflows };
}
