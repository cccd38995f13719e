import type { OutgoingEmailDetail } from '@shortlist/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { emailKeys } from './email-keys.ts';

/** GET /email-ingestion/emails/{id}/ — one message with its audit trail. */
export function getOutgoingEmail(id: number, signal?: AbortSignal) {
  return api.get<OutgoingEmailDetail>(`/email-ingestion/emails/${id}/`, { signal });
}

export function outgoingEmailQueryOptions(id: number) {
  return queryOptions({
    queryKey: emailKeys.message(id),
    queryFn: ({ signal }) => getOutgoingEmail(id, signal),
  });
}

export function useOutgoingEmail(id: number) {
  return useQuery(outgoingEmailQueryOptions(id));
}
