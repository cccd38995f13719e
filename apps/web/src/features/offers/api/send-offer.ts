import type { Offer } from '@shortlist/contracts';
import { api } from '../../../lib/api-client.ts';
import { useOfferMutation } from './offer-mutation.ts';

/** POST /offers/{id}/send/ — e-mails the PDF once every approval is in (409 naming what is missing). */
export function sendOffer(id: number) {
  return api.post<Offer>(`/offers/${id}/send/`);
}

export function useSendOffer() {
  return useOfferMutation(sendOffer, { event: 'offer.status_changed', offerIdOf: (id) => id });
}
