import type { BulkArchive } from '@shortlist/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { emailKeys } from './email-keys.ts';

/** POST /email-ingestion/emails/archive/ {ids} → {archived}: the inbox's bulk Archive. */
export function archiveEmails(request: BulkArchive) {
  return api.post<{ archived: number }>('/email-ingestion/emails/archive/', request);
}

export function useArchiveEmails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveEmails,
    onSettled: () => queryClient.invalidateQueries({ queryKey: emailKeys.inbox() }),
  });
}
