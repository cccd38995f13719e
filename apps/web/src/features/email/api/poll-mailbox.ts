import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { emailKeys } from './email-keys.ts';

/** POST /email-ingestion/imap/poll/ → 202 {detail}: "Check now"; 409 while IMAP_URL is not set. */
export function pollMailbox() {
  return api.post<{ detail: string }>('/email-ingestion/imap/poll/');
}

export function usePollMailbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pollMailbox,
    // the poll runs in the background: new mail arrives through live events, the last check here
    onSettled: () => queryClient.invalidateQueries({ queryKey: emailKeys.serviceStatus() }),
  });
}
