import { api } from '../../../lib/api-client.ts';
import { patchNotifications, setCounts } from '../lib/notification-cache.ts';
import { useNotificationAction } from './send-notification-action.ts';

/** POST /notifications/clear-all/ — dismiss every notification. */
export function clearAllNotifications() {
  return api.post<{ deleted: number }>('/notifications/clear-all/');
}

export function useClearAllNotifications() {
  return useNotificationAction<void>({
    message: () => ({ type: 'clear_all' }),
    request: clearAllNotifications,
    optimistic: (queryClient) => {
      patchNotifications(queryClient, () => null);
      setCounts(queryClient, { unread_count: 0, total_count: 0 });
    },
  });
}
