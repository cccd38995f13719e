import { OFFER_STATUS_LABELS, type OfferStatus } from '@shortlist/contracts';
import { Badge } from '../../../components/ui/badge.tsx';
import { OFFER_STATUS_TONES } from '../lib/offer-draft.ts';

export function OfferStatusBadge({ status }: { status: OfferStatus }) {
  return (
    <Badge tone={OFFER_STATUS_TONES[status]} dot>
      {OFFER_STATUS_LABELS[status]}
    </Badge>
  );
}
