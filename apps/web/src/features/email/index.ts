// What app/ composes from this feature: the /email page, the compose dialog the candidate page,
// the jobs list and the board open, and the query keys live updates refresh.
export { emailKeys } from './api/email-keys.ts';
export { ComposeEmailDialog } from './components/compose/compose-email-dialog.tsx';
export type { EmailPageSlots, JobSelectProps } from './email-slots.ts';
export { EmailPage } from './pages/email-page.tsx';
