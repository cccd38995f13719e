import type { OutgoingEmail } from '@shortlist/contracts';
import { Ban, Clock, Send } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button.tsx';
import { getErrorMessage } from '../../../../lib/api-error.ts';
import { formatUpcoming } from '../../../../lib/format.ts';
import { useCancelScheduledEmail } from '../../api/cancel-scheduled-email.ts';
import { useSendScheduledEmailNow } from '../../api/send-scheduled-email-now.ts';
import { toastSent } from '../inbox/send-toast.ts';

const failed = (error: unknown) => toast.error(getErrorMessage(error));

/**
 * A message waiting for its time (a rejection goes a few hours later): when it goes, Send now and
 * Cancel. Their confirmations follow the request, not this bar: the message's own event can refetch
 * it as sent or cancelled (and take the bar away) before the response, and mutate's callbacks then
 * never run.
 */
export function ScheduledActions({ email }: { email: OutgoingEmail }) {
  const cancel = useCancelScheduledEmail();
  const sendNow = useSendScheduledEmailNow();
  const busy = cancel.isPending || sendNow.isPending;
  const what = `E-mail to ${email.to}`;
  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg bg-brand-50 px-3 py-2.5 ring-1 ring-brand-200 ring-inset">
      <Clock className="size-4 shrink-0 text-brand-600" aria-hidden />
      <p className="min-w-0 flex-1 text-sm text-brand-900">
        Goes {email.send_at ? formatUpcoming(email.send_at) : 'soon'}. Until then it can be cancelled.
      </p>
      <div className="flex gap-2">
        <Button
          size="sm"
          variant="secondary"
          icon={<Send className="size-3.5" aria-hidden />}
          loading={sendNow.isPending}
          disabled={busy}
          onClick={() => sendNow.mutateAsync(email.id).then((sent) => toastSent(what, sent), failed)}
        >
          Send now
        </Button>
        <Button
          size="sm"
          variant="secondary"
          icon={<Ban className="size-3.5" aria-hidden />}
          loading={cancel.isPending}
          disabled={busy}
          onClick={() =>
            cancel
              .mutateAsync(email.id)
              .then(() => toast.success(`${what} cancelled: it will not be sent.`), failed)
          }
        >
          Cancel e-mail
        </Button>
      </div>
    </div>
  );
}
