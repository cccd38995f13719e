import { MAX_PAGE_SIZE, type Offer, type OfferListQuery, type Page } from '@shortlist/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type OffersFilter = Omit<OfferListQuery, 'page' | 'page_size'>;

/** GET /offers/?application_id=&candidate_id=… (issue 13): newest first, a DRF page. */
export function getOffers(filter: OffersFilter, signal?: AbortSignal) {
  return api.get<Page<Offer>>('/offers/', { params: { ...filter, page_size: MAX_PAGE_SIZE }, signal });
}

/** Every offer query key, defined once; the live updates (app/) refresh through these. */
export const offerKeys = {
  all: ['offers'] as const,
  lists: () => [...offerKeys.all, 'list'] as const,
  list: (filter: OffersFilter) => [...offerKeys.lists(), filter] as const,
  detail: (id: number) => [...offerKeys.all, 'detail', id] as const,
};

export function offersQueryOptions(filter: OffersFilter) {
  return queryOptions({
    queryKey: offerKeys.list(filter),
    queryFn: ({ signal }) => getOffers(filter, signal),
  });
}

/** A candidate's offers (a handful), shared by the rows of their applications. */
export function useCandidateOffers(candidateId: number) {
  return useQuery(offersQueryOptions({ candidate_id: candidateId }));
}

/** One application's offers, newest first: the dialog opens the latest. */
export function useApplicationOffers(applicationId: number, enabled = true) {
  return useQuery({ ...offersQueryOptions({ application_id: applicationId }), enabled });
}
