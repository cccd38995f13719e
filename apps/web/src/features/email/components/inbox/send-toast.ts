import type { SendEmailResponse } from '@shortlist/contracts';
import { toast } from 'sonner';

/** A reply or forward went out, or waits in the Outbox while mail delivery is off (DESIGN.md §8). */
export function toastSent(what: string, response: Pick<SendEmailResponse, 'delivery_status'>) {
  if (response.delivery_status === 'held') {
    toast.success(`${what} saved in the Outbox`, {
      description: 'Mail delivery is off: it goes out once an administrator sets SMTP_URL.',
    });
  } else {
    toast.success(`${what} sent`);
  }
}
