import type { NotificationCounts } from '@shortlist/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useLiveMessages } from '../../../lib/live-connection.tsx';
import { notificationKeys } from '../api/notification-keys.ts';

/**
 * The notification messages of the live connection, for the whole signed-in session (the shell
 * mounts this once): a new notification is toasted and counted, and a change made in any tab
 * (read, dismissed) refreshes the lists and counts here.
 */
export function useNotificationLiveUpdates(): void {
  const queryClient = useQueryClient();
  const setUnread = (unread: number, totalChange = 0) =>
    queryClient.setQueryData<NotificationCounts>(notificationKeys.counts(), (counts) =>
      counts ? { unread_count: unread, total_count: counts.total_count + totalChange } : counts,
    );

  useLiveMessages((message) => {
    switch (message.type) {
      case 'hello':
        setUnread(message.unread_count);
        break;
      case 'notification':
        setUnread(message.unread_count, 1);
        toast.info(message.notification.title, { description: message.notification.message });
        void queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
        break;
      case 'notifications_changed':
        setUnread(message.unread_count);
        void queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
        void queryClient.invalidateQueries({ queryKey: notificationKeys.counts() });
        break;
    }
  });
}
