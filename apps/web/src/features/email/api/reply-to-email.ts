import type { ReplyEmail, SendEmailResponse } from '@shortlist/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { emailKeys } from './email-keys.ts';

/** POST /email-ingestion/emails/{id}/reply/ {quick_reply, message?} → 201: a real send to the sender. */
export function replyToEmail({ id, reply }: { id: number; reply: ReplyEmail }) {
  return api.post<SendEmailResponse>(`/email-ingestion/emails/${id}/reply/`, reply);
}

export function useReplyToEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToEmail,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: emailKeys.outbox() }),
        queryClient.invalidateQueries({ queryKey: emailKeys.inbox() }),
      ]),
  });
}
