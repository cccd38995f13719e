import type { InboxPage, InboxQuery } from '@shortlist/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { emailKeys } from './email-keys.ts';

export type InboxListQuery = Partial<InboxQuery>;

/** GET /email-ingestion/inbox/ — received mail, newest first, with the count behind every filter. */
export function getInbox(query: InboxListQuery, signal?: AbortSignal) {
  return api.get<InboxPage>('/email-ingestion/inbox/', { params: query, signal });
}

export function inboxQueryOptions(query: InboxListQuery) {
  return queryOptions({
    queryKey: emailKeys.inboxList(query),
    queryFn: ({ signal }) => getInbox(query, signal),
  });
}

export function useInbox(query: InboxListQuery) {
  return useQuery({ ...inboxQueryOptions(query), placeholderData: keepPreviousData });
}
