import type { Offer, OfferUpdate } from '@shortlist/contracts';
import { api } from '../../../lib/api-client.ts';
import { useOfferMutation } from './offer-mutation.ts';

type Variables = { id: number; changes: OfferUpdate };

/** PATCH /offers/{id}/ — a draft's changed fields or template; each save is a new version. */
export function updateOffer({ id, changes }: Variables) {
  return api.patch<Offer>(`/offers/${id}/`, changes);
}

export function useUpdateOffer() {
  return useOfferMutation(updateOffer, { event: 'offer.updated', offerIdOf: ({ id }) => id });
}
