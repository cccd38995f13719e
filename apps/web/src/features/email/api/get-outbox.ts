import type { OutboxQuery, OutgoingEmail, Page } from '@shortlist/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { emailKeys } from './email-keys.ts';

export type OutboxListQuery = Partial<OutboxQuery>;

/** GET /email-ingestion/outbox/ — outgoing mail, newest first. */
export function getOutbox(query: OutboxListQuery, signal?: AbortSignal) {
  return api.get<Page<OutgoingEmail>>('/email-ingestion/outbox/', { params: query, signal });
}

export function outboxQueryOptions(query: OutboxListQuery) {
  return queryOptions({
    queryKey: emailKeys.outboxList(query),
    queryFn: ({ signal }) => getOutbox(query, signal),
  });
}

export function useOutbox(query: OutboxListQuery) {
  return useQuery({ ...outboxQueryOptions(query), placeholderData: keepPreviousData });
}
