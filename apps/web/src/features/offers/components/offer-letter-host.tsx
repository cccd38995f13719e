import { createContext, type ReactNode, use, useCallback, useState } from 'react';
import type { OfferApplication } from '../../../lib/offer-letter.ts';
import type { OfferJobFacts } from '../lib/offer-draft.ts';
import { OfferLetterDialog } from './offer-letter-dialog.tsx';

/** What to open: an offer (a notification's link), or an application's latest or new letter. */
export type OfferLetterRequest = { application?: OfferApplication; offerId?: number };

/** What the dialog needs from other features, which `app/` provides. */
export type OfferServices = {
  /** the job's facts a new letter starts from (jobs feature), asked for only while `enabled` */
  useJobFacts: (jobId: number | undefined, enabled: boolean) => { facts?: OfferJobFacts; pending: boolean };
};

type Open = (request: OfferLetterRequest) => void;

const OpenOfferLetterContext = createContext<Open | null>(null);

/** Opens the Generate Offer Letter dialog (the card's button, the offers list, a notification's link). */
export function useOpenOfferLetter(): Open {
  const open = use(OpenOfferLetterContext);
  if (!open) throw new Error('useOpenOfferLetter needs <OfferLettersProvider> (app/shell/app-shell.tsx)');
  return open;
}

/**
 * Draws the offer-letter dialog once for the signed-in shell, so it outlives the card or row that
 * opened it (an accepted offer can move its card; the dialog closes itself 2 s after a send).
 */
export function OfferLettersProvider({
  services,
  children,
}: {
  services: OfferServices;
  children: ReactNode;
}) {
  const [opened, setOpened] = useState<{ request: OfferLetterRequest; key: number } | null>(null);
  const open = useCallback<Open>(
    (request) => setOpened((current) => ({ request, key: (current?.key ?? 0) + 1 })),
    [],
  );
  const close = useCallback(() => setOpened(null), []);
  return (
    <OpenOfferLetterContext value={open}>
      {children}
      {opened ? (
        <OfferLetterDialog key={opened.key} request={opened.request} services={services} onClose={close} />
      ) : null}
    </OpenOfferLetterContext>
  );
}
