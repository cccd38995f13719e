import type { Offer } from '@shortlist/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { offerKeys } from './get-offers.ts';

/** GET /offers/{id}/ — the offer as the signed-in user may read it (salary, what they may do). */
export function getOffer(id: number, signal?: AbortSignal) {
  return api.get<Offer>(`/offers/${id}/`, { signal });
}

export function offerQueryOptions(id: number) {
  return queryOptions({ queryKey: offerKeys.detail(id), queryFn: ({ signal }) => getOffer(id, signal) });
}

export function useOffer(id: number | null) {
  return useQuery({ ...offerQueryOptions(id ?? 0), enabled: id !== null });
}
