import type { IncomingEmailDetail, OutgoingEmailDetail } from '@shortlist/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { emailKeys } from './email-keys.ts';

/** What GET /email-ingestion/emails/{id}/ answers for each kind of message. */
type EmailDetail = { incoming: IncomingEmailDetail; outgoing: OutgoingEmailDetail };

/**
 * GET /email-ingestion/emails/{id}/: one message with its audit trail; a received one also has
 * its body, sanitised HTML and attachments. A received message is kept under the inbox's keys
 * and a sent one under the outbox's, so each list's refresh refreshes its open message too.
 */
function emailQueryOptions<Kind extends keyof EmailDetail>(kind: Kind, id: number) {
  return queryOptions({
    queryKey: kind === 'incoming' ? emailKeys.incoming(id) : emailKeys.message(id),
    queryFn: ({ signal }) => api.get<EmailDetail[Kind]>(`/email-ingestion/emails/${id}/`, { signal }),
  });
}

export const useIncomingEmail = (id: number) => useQuery(emailQueryOptions('incoming', id));
export const useOutgoingEmail = (id: number) => useQuery(emailQueryOptions('outgoing', id));
