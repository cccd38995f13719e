import type { IncomingEmail, OutgoingEmail } from '@shortlist/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { emailKeys } from './email-keys.ts';

/** POST /email-ingestion/emails/{id}/resolve/ — spec 02 "Mark Resolved": a failed or bounced one is dealt with. */
export function resolveEmail(id: number) {
  return api.post<OutgoingEmail | IncomingEmail>(`/email-ingestion/emails/${id}/resolve/`);
}

export function useResolveEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveEmail,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: emailKeys.outbox() }),
        queryClient.invalidateQueries({ queryKey: emailKeys.inbox() }),
      ]),
  });
}
