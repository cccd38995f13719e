import { OFFER_FALLBACKS } from '@shortlist/contracts';
import { FileSignature } from 'lucide-react';
import { useState } from 'react';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useOffer } from '../api/get-offer.ts';
import { useApplicationOffers } from '../api/get-offers.ts';
import { applicationOfOffer, canDraftFor } from '../lib/offer-draft.ts';
import type { OfferLetterRequest, OfferServices } from './offer-letter-host.tsx';
import { OfferWorkspace } from './offer-workspace.tsx';

type OfferLetterDialogProps = {
  request: OfferLetterRequest;
  services: OfferServices;
  onClose: () => void;
};

/**
 * spec 02 "Generate Offer Letter": opens the offer asked for, else the application's latest, else
 * a new letter from the defaults — created only when it is first saved, never by opening.
 */
export function OfferLetterDialog({ request, services, onClose }: OfferLetterDialogProps) {
  // the offer shown: asked for, chosen after a save or "Create Another Offer", or found below
  const [chosen, setChosen] = useState<number | 'new' | undefined>(request.offerId);
  const [session, setSession] = useState(0);
  const offers = useApplicationOffers(
    request.application?.id ?? 0,
    chosen === undefined && !!request.application,
  );
  const latest = offers.data ? (offers.data.results[0]?.id ?? 'new') : undefined;
  const shown = chosen ?? latest;
  const offer = useOffer(typeof shown === 'number' ? shown : null);
  const application = request.application ?? (offer.data ? applicationOfOffer(offer.data) : undefined);
  const facts = services.useJobFacts(application?.job.id, shown === 'new');

  const failed = offers.isError ? offers : offer.isError ? offer : null;
  const loading =
    shown === undefined || (shown !== 'new' && offer.isPending) || (shown === 'new' && facts.pending);
  const candidate = application?.candidate.full_name || OFFER_FALLBACKS.candidate;
  const position = application?.job.title || OFFER_FALLBACKS.position;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title="Generate Offer Letter"
        description={application ? `${candidate} · ${position}` : undefined}
        className="max-w-6xl"
      >
        {failed ? (
          <ErrorState
            title="Couldn't load the offer letter"
            error={failed.error}
            onRetry={() => void failed.refetch()}
          />
        ) : loading || !application ? (
          <div className="flex justify-center py-16 text-brand-600">
            <Spinner size="lg" label="Loading the offer letter" />
          </div>
        ) : shown === 'new' && !canDraftFor(application) ? (
          <EmptyState
            icon={<FileSignature />}
            title="No offer letter yet"
            description="Offers are drafted for an active application by those who manage its job."
          />
        ) : (
          <OfferWorkspace
            key={session}
            application={application}
            offerId={shown === 'new' ? null : shown}
            jobFacts={facts.facts}
            onCreated={(created) => setChosen(created.id)}
            onCreateAnother={() => {
              setChosen('new');
              setSession((current) => current + 1);
            }}
            onClose={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
