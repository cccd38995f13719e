import type { DomainEvents } from '../../platform/events.ts';
import { NOTIFYING_EVENTS } from './notification-rules.ts';
import {
  clearAllNotifications,
  deliverNotifications,
  dismissNotification,
  type NotificationDeps,
  notificationCounts,
  readAllNotifications,
  readNotification,
} from './notifications.service.ts';

/**
 * Wires notifications to the spine: the after-commit subscriber that creates them, the unread
 * count a socket gets on opening, and the bell's actions over the socket (spec 01 §2.8).
 */
export function registerNotifications(deps: NotificationDeps, events: DomainEvents) {
  events.subscribe({
    name: 'notifications',
    types: NOTIFYING_EVENTS,
    handle: (event) => deliverNotifications(deps, event),
  });
  deps.realtime.onConnect(async (user) => {
    const { unread_count } = await notificationCounts({ ...deps, user });
    return [{ type: 'hello', user_id: user.id, unread_count }];
  });
  deps.realtime.onMessage(async (user, message) => {
    switch (message.type) {
      case 'mark_read':
        await readNotification({ ...deps, user }, { id: message.id });
        return;
      case 'dismiss':
        await dismissNotification({ ...deps, user }, { id: message.id });
        return;
      case 'mark_all_read':
        await readAllNotifications({ ...deps, user });
        return;
      case 'clear_all':
        await clearAllNotifications({ ...deps, user });
        return;
    }
  });
}
