import type { NotificationPreferences } from '@shortlist/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { notificationKeys } from './notification-keys.ts';

const PATH = '/notifications/preferences/';

/** GET /notifications/preferences/ — which kinds this user receives. */
export function getNotificationPreferences(signal?: AbortSignal) {
  return api.get<NotificationPreferences>(PATH, { signal });
}

export function notificationPreferencesQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.preferences(),
    queryFn: ({ signal }) => getNotificationPreferences(signal),
  });
}

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions());
}

/** PUT /notifications/preferences/ — the whole set, as GET returns it. */
export function updateNotificationPreferences(preferences: NotificationPreferences) {
  return api.put<NotificationPreferences>(PATH, preferences);
}

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.preferences(), saved),
  });
}
