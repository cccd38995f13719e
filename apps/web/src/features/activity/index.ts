// What app/ composes from this feature: the /activity page, what its job filter chooses from,
// and the query keys the live updates refresh.
export { activityKeys } from './api/get-activity.ts';
export type { ActivityJobChoice } from './lib/activity-filters.ts';
export { ActivityPage } from './pages/activity-page.tsx';
