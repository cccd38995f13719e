import type { IncomingEmailDetail } from '@shortlist/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { emailKeys } from './email-keys.ts';

/** GET /email-ingestion/emails/{id}/ for a received message: body, sanitised HTML, attachments, audit trail. */
export function getIncomingEmail(id: number, signal?: AbortSignal) {
  return api.get<IncomingEmailDetail>(`/email-ingestion/emails/${id}/`, { signal });
}

export function incomingEmailQueryOptions(id: number) {
  return queryOptions({
    queryKey: emailKeys.incoming(id),
    queryFn: ({ signal }) => getIncomingEmail(id, signal),
  });
}

export function useIncomingEmail(id: number) {
  return useQuery(incomingEmailQueryOptions(id));
}
