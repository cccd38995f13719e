import type { ClientMessage } from '@shortlist/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useLiveConnection } from '../../../lib/live-connection.tsx';
import { notificationKeys } from './notification-keys.ts';

type NotificationAction<Input> = {
  /** the same action as a socket message */
  message: (input: Input) => ClientMessage;
  /** …and as an HTTP call, when the socket is down */
  request: (input: Input) => Promise<unknown>;
  /** the cache change shown at once */
  optimistic: (queryClient: QueryClient, input: Input) => void;
};

/**
 * spec 01 §7: the bell's actions go "through a live-connection provider" — over the socket while
 * it is connected, over HTTP otherwise. Either way lists and counts refresh: after a socket message
 * when the server's `notifications_changed` arrives, after an HTTP call when it returns.
 */
export function useNotificationAction<Input>({ message, request, optimistic }: NotificationAction<Input>) {
  const live = useLiveConnection();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input): Promise<'live' | 'http'> => {
      if (live.send(message(input))) return 'live';
      await request(input);
      return 'http';
    },
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.all });
      optimistic(queryClient, input);
    },
    onSettled: (via) => {
      if (via !== 'live') void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}
