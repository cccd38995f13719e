import type { InboxStatusUpdate, IncomingEmail } from '@shortlist/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { emailKeys } from './email-keys.ts';

/** PATCH /email-ingestion/emails/{id}/ {status}: archive one message, or put it back in the inbox. */
export function updateInboxStatus({ id, status }: { id: number } & InboxStatusUpdate) {
  return api.patch<IncomingEmail>(`/email-ingestion/emails/${id}/`, { status });
}

export function useUpdateInboxStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInboxStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: emailKeys.inbox() }),
  });
}
