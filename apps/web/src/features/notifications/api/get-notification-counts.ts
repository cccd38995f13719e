import type { NotificationCounts } from '@shortlist/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { notificationKeys } from './notification-keys.ts';

/** GET /notifications/unread-count/ — the bell's badge and the page's "unread of total". */
export function getNotificationCounts(signal?: AbortSignal) {
  return api.get<NotificationCounts>('/notifications/unread-count/', { signal });
}

export function notificationCountsQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.counts(),
    queryFn: ({ signal }) => getNotificationCounts(signal),
  });
}

export function useNotificationCounts() {
  return useQuery(notificationCountsQueryOptions());
}
