import type { IncomingEmail } from '@shortlist/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { emailKeys } from './email-keys.ts';

/** POST /email-ingestion/emails/{id}/attach/ — to the matched candidate (the body names none). */
export function attachEmail(id: number) {
  return api.post<IncomingEmail>(`/email-ingestion/emails/${id}/attach/`, {});
}

export function useAttachEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: attachEmail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: emailKeys.inbox() }),
  });
}
