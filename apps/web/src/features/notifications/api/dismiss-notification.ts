import { api } from '../../../lib/api-client.ts';
import { patchNotifications } from '../lib/notification-cache.ts';
import { useNotificationAction } from './send-notification-action.ts';

/** DELETE /notifications/{id}/ — dismiss one. */
export function dismissNotification(id: number) {
  return api.delete(`/notifications/${id}/`);
}

export function useDismissNotification() {
  return useNotificationAction<number>({
    message: (id) => ({ type: 'dismiss', id }),
    request: dismissNotification,
    optimistic: (queryClient, id) =>
      patchNotifications(queryClient, (notification) => (notification.id === id ? null : notification)),
  });
}
