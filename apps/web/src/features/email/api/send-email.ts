import type { SendEmail, SendEmailResponse } from '@shortlist/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { emailKeys } from './email-keys.ts';

/** POST /email-ingestion/send/ → 201 {email_id, delivery_status, message} (spec 02 §7). */
export function sendEmail(email: SendEmail) {
  return api.post<SendEmailResponse>('/email-ingestion/send/', email);
}

export function useSendEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailKeys.outbox() }),
  });
}
