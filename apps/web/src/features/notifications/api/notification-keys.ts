import type { NotificationListQuery } from '@shortlist/contracts';

/** Every notification query key, defined once; actions and live messages refresh through these. */
export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (query: NotificationListQuery) => [...notificationKeys.lists(), query] as const,
  counts: () => [...notificationKeys.all, 'counts'] as const,
  preferences: () => [...notificationKeys.all, 'preferences'] as const,
};
