import type { MailServiceStatus } from '@shortlist/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { emailKeys } from './email-keys.ts';

/** GET /email-ingestion/imap/status/ — whether mail comes in (IMAP_URL) and goes out (SMTP_URL). */
export function getMailServiceStatus(signal?: AbortSignal) {
  return api.get<MailServiceStatus>('/email-ingestion/imap/status/', { signal });
}

export function mailServiceStatusQueryOptions() {
  return queryOptions({
    queryKey: emailKeys.serviceStatus(),
    queryFn: ({ signal }) => getMailServiceStatus(signal),
  });
}

export function useMailServiceStatus() {
  return useQuery(mailServiceStatusQueryOptions());
}
