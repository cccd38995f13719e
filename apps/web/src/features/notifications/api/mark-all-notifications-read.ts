import { api } from '../../../lib/api-client.ts';
import { markedRead, patchNotifications, setCounts } from '../lib/notification-cache.ts';
import { useNotificationAction } from './send-notification-action.ts';

/** POST /notifications/read-all/ */
export function markAllNotificationsRead() {
  return api.post<{ updated: number }>('/notifications/read-all/');
}

export function useMarkAllNotificationsRead() {
  return useNotificationAction<void>({
    message: () => ({ type: 'mark_all_read' }),
    request: markAllNotificationsRead,
    optimistic: (queryClient) => {
      patchNotifications(queryClient, markedRead);
      setCounts(queryClient, { unread_count: 0 });
    },
  });
}
