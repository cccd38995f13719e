// What app/ composes from this feature: the bell (top bar), the live notification messages
// (shell), the page (router) and the preferences card (profile page).
export { NotificationBell } from './components/notification-bell.tsx';
export { NotificationPreferencesCard } from './components/notification-preferences-card.tsx';
export { useNotificationLiveUpdates } from './lib/use-notification-live-updates.ts';
export { NotificationsPage } from './pages/notifications-page.tsx';
