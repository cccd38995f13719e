import { PRODUCT_NAME } from '@shortlist/contracts';
import { useEffect } from 'react';

/** "Jobs · Shortlist" in the browser tab; the public careers pages name their own site. */
export function useDocumentTitle(title: string | undefined, site: string = PRODUCT_NAME): void {
  useEffect(() => {
    document.title = title ? `${title} · ${site}` : site;
  }, [title, site]);
}
