import type { Offer } from '@shortlist/contracts';
import { api } from '../../../lib/api-client.ts';
import { useOfferMutation } from './offer-mutation.ts';

export type OfferDecision = { id: number; decision: 'approve' | 'reject'; comment: string };

/**
 * POST /offers/{id}/approve/ and /reject/ — an approver's decision on the current version; a
 * rejection (its comment required) sends the offer back to draft for its author.
 */
export function decideOffer({ id, decision, comment }: OfferDecision) {
  return api.post<Offer>(`/offers/${id}/${decision}/`, { comment });
}

export function useDecideOffer() {
  return useOfferMutation(decideOffer, { event: 'offer.approval_recorded', offerIdOf: ({ id }) => id });
}
