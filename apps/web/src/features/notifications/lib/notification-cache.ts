import type { Notification, NotificationCounts, Page } from '@shortlist/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { notificationKeys } from '../api/notification-keys.ts';

/**
 * What an action does to the cached lists and counts at once, before the server confirms it
 * (the confirmation — a `notifications_changed` message or the HTTP answer — refetches them).
 */
export function patchNotifications(
  queryClient: QueryClient,
  change: (notification: Notification) => Notification | null,
): void {
  const now = new Date().toISOString();
  let unreadDelta = 0;
  let totalDelta = 0;
  const seen = new Set<number>();
  queryClient.setQueriesData<Page<Notification>>({ queryKey: notificationKeys.lists() }, (page) => {
    if (!page) return page;
    const results: Notification[] = [];
    for (const notification of page.results) {
      const next = change(notification);
      if (!seen.has(notification.id)) {
        seen.add(notification.id);
        const wasUnread = notification.status === 'delivered';
        if (!next) totalDelta -= 1;
        if (wasUnread && (!next || next.status === 'read')) unreadDelta -= 1;
      }
      if (next) results.push(next.status === 'read' && !next.read_at ? { ...next, read_at: now } : next);
    }
    return { ...page, results, count: page.count - (page.results.length - results.length) };
  });
  queryClient.setQueryData<NotificationCounts>(notificationKeys.counts(), (counts) =>
    counts
      ? {
          unread_count: Math.max(0, counts.unread_count + unreadDelta),
          total_count: Math.max(0, counts.total_count + totalDelta),
        }
      : counts,
  );
}

export const markedRead = (notification: Notification): Notification =>
  notification.status === 'read' ? notification : { ...notification, status: 'read', read_at: null };

/** After "mark all read" or "clear all" the counts are known without asking. */
export function setCounts(queryClient: QueryClient, counts: Partial<NotificationCounts>): void {
  queryClient.setQueryData<NotificationCounts>(notificationKeys.counts(), (current) =>
    current ? { ...current, ...counts } : current,
  );
}
