import type { IncomingEmail, OutgoingEmail } from '@shortlist/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { emailKeys } from './email-keys.ts';

/**
 * POST /email-ingestion/emails/{id}/retry/ — a failed, bounced or held message goes out again; a
 * received one that could not be read is read again (a bounce report re-sends what bounced); 409 otherwise.
 */
export function retryEmail(id: number) {
  return api.post<OutgoingEmail | IncomingEmail>(`/email-ingestion/emails/${id}/retry/`);
}

export function useRetryEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryEmail,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: emailKeys.outbox() }),
        queryClient.invalidateQueries({ queryKey: emailKeys.inbox() }),
      ]),
  });
}
