// What app/ composes from this feature: the /email page, the compose dialog the candidate page,
// the jobs list and the board open, the query keys live updates refresh, and the rejection
// templates and Cancel of a scheduled e-mail that deciding an application offers.
export { cancelScheduledEmail } from './api/cancel-scheduled-email.ts';
export { emailKeys } from './api/email-keys.ts';
export { useEmailTemplates } from './api/get-email-templates.ts';
export { ComposeEmailDialog } from './components/compose/compose-email-dialog.tsx';
export type { EmailPageSlots, JobSelectProps } from './email-slots.ts';
export { EmailPage } from './pages/email-page.tsx';
