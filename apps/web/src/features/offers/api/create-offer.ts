import type { Offer, OfferCreate } from '@shortlist/contracts';
import { api } from '../../../lib/api-client.ts';
import { useOfferMutation } from './offer-mutation.ts';

/** POST /offers/ — a draft; the fields not sent take the spec's defaults and the application's facts. */
export function createOffer(body: OfferCreate) {
  return api.post<Offer>('/offers/', body);
}

export function useCreateOffer() {
  return useOfferMutation(createOffer, { event: 'offer.created' });
}
