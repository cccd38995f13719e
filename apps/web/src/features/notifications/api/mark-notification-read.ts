import type { Notification } from '@shortlist/contracts';
import { api } from '../../../lib/api-client.ts';
import { markedRead, patchNotifications } from '../lib/notification-cache.ts';
import { useNotificationAction } from './send-notification-action.ts';

/** POST /notifications/{id}/read/ */
export function markNotificationRead(id: number) {
  return api.post<Notification>(`/notifications/${id}/read/`);
}

export function useMarkNotificationRead() {
  return useNotificationAction<number>({
    message: (id) => ({ type: 'mark_read', id }),
    request: markNotificationRead,
    optimistic: (queryClient, id) =>
      patchNotifications(queryClient, (notification) =>
        notification.id === id ? markedRead(notification) : notification,
      ),
  });
}
