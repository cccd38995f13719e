// What app/ composes from this feature: the Settings section for administrators and the query
// keys the live updates refresh (an erasure is on the log).
export { privacyKeys } from './api/privacy-keys.ts';
export { DataPrivacyPanel } from './components/data-privacy-panel.tsx';
