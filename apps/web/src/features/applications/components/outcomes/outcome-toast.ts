import type { ApplicationStatusResult } from '@shortlist/contracts';
import { toast } from 'sonner';
import { formatUpcoming } from '../../../../lib/format.ts';
import { OUTCOME_ACTIONS } from './outcome-actions.ts';

/** The server confirmed a change; a scheduled rejection e-mail can be cancelled from the toast. */
export function toastDecided(
  { application, scheduled_email: email }: ApplicationStatusResult,
  cancelEmail?: (emailId: number) => void,
) {
  const message = OUTCOME_ACTIONS[application.status].done(application.candidate.full_name);
  if (!email) {
    toast.success(message);
    return;
  }
  toast.success(message, {
    description: `The rejection e-mail goes ${formatUpcoming(email.send_at)}.`,
    action: cancelEmail ? { label: 'Cancel e-mail', onClick: () => cancelEmail(email.id) } : undefined,
  });
}
