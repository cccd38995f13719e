import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useOpenOfferLetter } from './offer-letter-host.tsx';

/**
 * Opens the dialog for `?offer={id}` — the link of an offer notification
 * (/candidates/{id}?offer={offerId}) — and takes the parameter off the address, so a reload or
 * Back does not open it again and the same notification opens it next time.
 */
export function OfferDeepLink() {
  const [params, setParams] = useSearchParams();
  const open = useOpenOfferLetter();
  const offerId = Number(params.get('offer'));
  useEffect(() => {
    if (!Number.isSafeInteger(offerId) || offerId <= 0) return;
    open({ offerId });
    setParams(
      (current) => {
        current.delete('offer');
        return current;
      },
      { replace: true },
    );
  }, [offerId, open, setParams]);
  return null;
}
