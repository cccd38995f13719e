import { PRODUCT_NAME } from '@shortlist/contracts';
import { useEffect } from 'react';

/** "Jobs · Shortlist" in the browser tab. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
