import { NOTIFICATION_TOASTS, type Notification } from '@shortlist/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { getErrorMessage } from '../../../lib/api-error.ts';
import { useClearAllNotifications } from '../api/clear-all-notifications.ts';
import { useDismissNotification } from '../api/dismiss-notification.ts';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read.ts';
import { useMarkNotificationRead } from '../api/mark-notification-read.ts';
import { notificationKeys } from '../api/notification-keys.ts';

const failed = (error: unknown) => toast.error(getErrorMessage(error));

/** The bell's and the page's actions, each with its toast from spec 01 §8. */
export function useNotificationActions() {
  const queryClient = useQueryClient();
  const markRead = useMarkNotificationRead();
  const dismiss = useDismissNotification();
  const markAll = useMarkAllNotificationsRead();
  const clearAll = useClearAllNotifications();
  const [refreshing, setRefreshing] = useState(false);

  return {
    /** `quiet` when the read is a side effect of opening the notification */
    markRead: (notification: Notification, { quiet = false } = {}) => {
      if (notification.status === 'read') return;
      markRead.mutate(notification.id, {
        onSuccess: () => {
          if (!quiet) toast.success(NOTIFICATION_TOASTS.markedRead);
        },
        onError: failed,
      });
    },
    dismiss: (notification: Notification) =>
      dismiss.mutate(notification.id, {
        onSuccess: () => toast.success(NOTIFICATION_TOASTS.dismissed),
        onError: failed,
      }),
    markAllRead: () =>
      markAll.mutate(undefined, {
        onSuccess: () => toast.success(NOTIFICATION_TOASTS.allRead),
        onError: failed,
      }),
    clearAll: () =>
      clearAll.mutate(undefined, {
        onSuccess: () => toast.success(NOTIFICATION_TOASTS.allDismissed),
        onError: failed,
      }),
    refresh: async () => {
      setRefreshing(true);
      try {
        await queryClient.refetchQueries(
          { queryKey: notificationKeys.all, type: 'active' },
          { throwOnError: true },
        );
        toast.success(NOTIFICATION_TOASTS.refreshed);
      } catch (error) {
        failed(error);
      } finally {
        setRefreshing(false);
      }
    },
    refreshing,
    bulkPending: markAll.isPending || clearAll.isPending,
  };
}

export type NotificationActions = ReturnType<typeof useNotificationActions>;
