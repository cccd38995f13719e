import type { Offer } from '@shortlist/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error.ts';
import { type LocalChange, useRefreshAfterChange } from '../../../lib/change-refresh.tsx';
import { offerKeys } from './get-offers.ts';

type ChangeType = LocalChange['type'];

type OfferMutationOptions<Variables> = {
  /** the domain event the server records for the change */
  event: ChangeType;
  /** the offer changed, so a 409 can refetch it */
  offerIdOf?: (variables: Variables) => number;
  /** further events the change causes (accepting with "mark hired" also hires the application) */
  alsoCauses?: (variables: Variables) => ChangeType[];
};

/**
 * A change to one offer that answers with the offer: it replaces the cached offer at once, the
 * lists refetch, and — through app/'s map from events to keys — the candidate's timeline and the
 * board follow. A 409 (someone changed it meanwhile) refetches the offer, so the dialog shows what
 * now stands.
 */
export function useOfferMutation<Variables>(
  mutationFn: (variables: Variables) => Promise<Offer>,
  { event, offerIdOf, alsoCauses }: OfferMutationOptions<Variables>,
) {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn,
    onSuccess: (offer, variables) => {
      queryClient.setQueryData(offerKeys.detail(offer.id), offer);
      void queryClient.invalidateQueries({ queryKey: offerKeys.lists() });
      const ids = {
        job_id: offer.job_id,
        candidate_id: offer.candidate_id,
        application_id: offer.application_id,
      };
      for (const type of [event, ...(alsoCauses?.(variables) ?? [])]) refresh({ type, ...ids });
    },
    onError: (error, variables) => {
      if (offerIdOf && error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: offerKeys.detail(offerIdOf(variables)) });
    },
  });
}
