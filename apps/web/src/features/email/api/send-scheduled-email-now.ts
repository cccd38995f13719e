import type { OutgoingEmail } from '@shortlist/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { emailKeys } from './email-keys.ts';

/** POST /email-ingestion/emails/{id}/send-now/ — a scheduled message goes at once instead of at its time. */
export function sendScheduledEmailNow(id: number) {
  return api.post<OutgoingEmail>(`/email-ingestion/emails/${id}/send-now/`);
}

export function useSendScheduledEmailNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendScheduledEmailNow,
    onSettled: () => queryClient.invalidateQueries({ queryKey: emailKeys.outbox() }),
  });
}
