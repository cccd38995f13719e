/** spec 01 §9, spec 02 §9 */
export const REQUEST_TIMEOUT_MS = 10_000;
export const SEARCH_MIN_CHARS = 2;
export const SEARCH_DEBOUNCE_MS = 300;
export const UNREAD_BADGE_CAP = 99;
export const SIDEBAR_ACTIVE_JOBS = 3;
export const DASHBOARD_RECENT_ACTIVITIES = 6;
export const DASHBOARD_ACTIVE_JOBS = 4;
export const QUERY_STALE_TIME_MS = 5 * 60 * 1000;
export const TOAST_DURATION_MS = 4000;
export const TOAST_MAX_VISIBLE = 20;
export const DATE_FORMATS = { short: 'MMM d', long: 'MMM d, yyyy', time: 'h:mm a' } as const;
