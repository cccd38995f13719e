import type { Offer } from '@shortlist/contracts';
import { api } from '../../../lib/api-client.ts';
import { useOfferMutation } from './offer-mutation.ts';

export type OfferAnswer =
  | { id: number; accepted: true; markHired: boolean }
  | { id: number; accepted: false; reason: string };

/** POST /offers/{id}/accept/ {mark_hired} or /decline/ {reason} — the candidate's answer, recorded by the team. */
export function answerOffer(answer: OfferAnswer) {
  return answer.accepted
    ? api.post<Offer>(`/offers/${answer.id}/accept/`, { mark_hired: answer.markHired })
    : api.post<Offer>(`/offers/${answer.id}/decline/`, { reason: answer.reason });
}

/** Accepting with "mark hired" also moves the application: its lists, board and page refresh too. */
export function useAnswerOffer() {
  return useOfferMutation(answerOffer, {
    event: 'offer.status_changed',
    offerIdOf: ({ id }) => id,
    alsoCauses: (answer) => (answer.accepted && answer.markHired ? ['application.status_changed'] : []),
  });
}
