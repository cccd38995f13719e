import type { Notification, NotificationListQuery, Page } from '@shortlist/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { notificationKeys } from './notification-keys.ts';

/** GET /notifications/ — newest first; filtered by status, priority, kind and search. */
export function getNotifications(query: NotificationListQuery, signal?: AbortSignal) {
  return api.get<Page<Notification>>('/notifications/', { params: query, signal });
}

export function notificationsQueryOptions(query: NotificationListQuery) {
  return queryOptions({
    queryKey: notificationKeys.list(query),
    queryFn: ({ signal }) => getNotifications(query, signal),
  });
}

export function useNotifications(query: NotificationListQuery, { enabled = true } = {}) {
  return useQuery({ ...notificationsQueryOptions(query), enabled, placeholderData: keepPreviousData });
}
