import type { Offer } from '@shortlist/contracts';
import { api } from '../../../lib/api-client.ts';
import { useOfferMutation } from './offer-mutation.ts';

/** POST /offers/{id}/submit/ — the draft goes to its approvers. */
export function submitOffer(id: number) {
  return api.post<Offer>(`/offers/${id}/submit/`);
}

export function useSubmitOffer() {
  return useOfferMutation(submitOffer, { event: 'offer.status_changed', offerIdOf: (id) => id });
}
