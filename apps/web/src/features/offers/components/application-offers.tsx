import { OFFER_TEMPLATE_LABELS } from '@shortlist/contracts';
import { FileSignature } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { formatDate } from '../../../lib/format.ts';
import type { OfferApplication } from '../../../lib/offer-letter.ts';
import { useCandidateOffers } from '../api/get-offers.ts';
import { canDraftFor, isOfferStage } from '../lib/offer-draft.ts';
import { useOpenOfferLetter } from './offer-letter-host.tsx';
import { OfferStatusBadge } from './offer-status-badge.tsx';

/**
 * An application's offer letters on the candidate page, newest first — status, version, last
 * change, Open — or, for none yet in a late stage, "Generate offer letter". The candidate's offers
 * come in one request, shared by all their applications' rows.
 */
export function ApplicationOffers({ application }: { application: OfferApplication }) {
  const open = useOpenOfferLetter();
  const offers = useCandidateOffers(application.candidate.id);
  const mine = offers.data?.results.filter((offer) => offer.application_id === application.id) ?? [];
  if (offers.isError) return <p className="text-xs text-red-600">Couldn't load the offer letters.</p>;
  if (mine.length === 0)
    return isOfferStage(application.stage_key) && canDraftFor(application) ? (
      <Button
        variant="secondary"
        size="sm"
        icon={<FileSignature className="size-3.5" />}
        aria-haspopup="dialog"
        onClick={() => open({ application })}
      >
        Generate offer letter
      </Button>
    ) : null;
  return (
    <ul aria-label={`Offer letters for ${application.job.title}`} className="w-full space-y-1.5">
      {mine.map((offer) => (
        <li
          key={offer.id}
          className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md bg-slate-50 px-3 py-2 text-xs text-slate-600"
        >
          <FileSignature className="size-3.5 text-slate-400" aria-hidden />
          <span className="font-medium text-slate-800">{OFFER_TEMPLATE_LABELS[offer.template]}</span>
          <OfferStatusBadge status={offer.status} />
          <span>Version {offer.version}</span>
          <span>Updated {formatDate(offer.updated_at)}</span>
          <Button
            variant="ghost"
            size="sm"
            className="ml-auto"
            aria-haspopup="dialog"
            aria-label={`Open offer letter ${offer.id} (${offer.status.replace('_', ' ')})`}
            onClick={() => open({ application, offerId: offer.id })}
          >
            Open
          </Button>
        </li>
      ))}
    </ul>
  );
}
