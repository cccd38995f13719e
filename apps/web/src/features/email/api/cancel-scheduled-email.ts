import type { OutgoingEmail } from '@shortlist/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { emailKeys } from './email-keys.ts';

/** POST /email-ingestion/emails/{id}/cancel/ — a scheduled message never goes; 409 once it went or was cancelled. */
export function cancelScheduledEmail(id: number) {
  return api.post<OutgoingEmail>(`/email-ingestion/emails/${id}/cancel/`);
}

export function useCancelScheduledEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelScheduledEmail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: emailKeys.outbox() }),
  });
}
