import type { ForwardEmail, SendEmailResponse } from '@shortlist/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { emailKeys } from './email-keys.ts';

/** POST /email-ingestion/emails/{id}/forward/ {to, message?} → 201: the message and its attachments go on. */
export function forwardEmail({ id, forward }: { id: number; forward: ForwardEmail }) {
  return api.post<SendEmailResponse>(`/email-ingestion/emails/${id}/forward/`, forward);
}

export function useForwardEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: forwardEmail,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: emailKeys.outbox() }),
        queryClient.invalidateQueries({ queryKey: emailKeys.inbox() }),
      ]),
  });
}
