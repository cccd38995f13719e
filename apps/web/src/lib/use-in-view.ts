import { useCallback, useState } from 'react';

/**
 * Whether an element has come into view (or near it: `rootMargin`), for work worth doing only once
 * it is seen — a lazy request per row. Stays true once seen. Without IntersectionObserver (an old
 * browser, jsdom) everything counts as seen.
 */
export function useInView<Element extends HTMLElement>(rootMargin = '200px') {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback(
    (element: Element | null) => {
      if (!element || seen) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            setSeen(true);
            observer.disconnect();
          }
        },
        { rootMargin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [seen, rootMargin],
  );
  return { ref, seen };
}
