import { EMAIL_MESSAGES, FAILED_DELIVERY_STATUSES, type OutgoingEmail } from '@shortlist/contracts';
import { CircleCheck, MailWarning, PauseCircle, RotateCw } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button.tsx';
import { getErrorMessage } from '../../../../lib/api-error.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import { useMailServiceStatus } from '../../api/get-mail-service-status.ts';
import { useResolveEmail } from '../../api/resolve-email.ts';
import { useRetryEmail } from '../../api/retry-email.ts';

/**
 * spec 02: a delivery-failed box with the error details plus Retry and Mark Resolved; a message
 * held while mail delivery is off (DESIGN.md §8) says so and offers Retry.
 */
export function DeliveryActions({ email }: { email: OutgoingEmail }) {
  const retry = useRetryEmail();
  const resolve = useResolveEmail();
  const failed = FAILED_DELIVERY_STATUSES.includes(email.delivery_status);
  // the server refuses a retry while mail delivery is off (409 mailStillOff): say so instead of offering it
  const sendingOff = useMailServiceStatus().data?.sending_enabled === false;

  const onRetry = () =>
    retry.mutate(email.id, {
      onSuccess: () => toast.success(`E-mail to ${email.to} is being sent again.`),
      onError: (error) => toast.error(getErrorMessage(error)),
    });
  const onResolve = () =>
    resolve.mutate(email.id, {
      onSuccess: () => toast.success('Marked resolved'),
      onError: (error) => toast.error(getErrorMessage(error)),
    });
  const retryButton = (
    <Button
      size="sm"
      variant="secondary"
      onClick={onRetry}
      loading={retry.isPending}
      disabled={resolve.isPending || sendingOff}
      icon={<RotateCw className="size-3.5" aria-hidden />}
    >
      Retry
    </Button>
  );

  if (email.delivery_status === 'held') {
    return (
      <div className="mt-3 flex flex-wrap items-center gap-3 rounded-lg bg-amber-50 px-3 py-2.5 ring-1 ring-amber-200 ring-inset">
        <PauseCircle className="size-4 shrink-0 text-amber-600" aria-hidden />
        <p className="min-w-0 flex-1 text-sm text-amber-900">{EMAIL_MESSAGES.mailStillOff}</p>
        {retryButton}
      </div>
    );
  }
  if (!failed) return null;
  if (email.resolved_at) {
    return (
      <p className="mt-2 inline-flex items-center gap-1 text-xs text-slate-500">
        <CircleCheck className="size-3.5" aria-hidden /> Resolved {formatDateTime(email.resolved_at)}
      </p>
    );
  }
  return (
    <section
      aria-label="Delivery failed"
      className="mt-3 rounded-lg bg-red-50 px-3 py-2.5 ring-1 ring-red-200 ring-inset"
    >
      <div className="flex items-start gap-2">
        <MailWarning className="mt-0.5 size-4 shrink-0 text-red-600" aria-hidden />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium text-red-800">
            {email.delivery_status === 'bounced' ? 'Delivery failed: the message bounced' : 'Delivery failed'}
          </p>
          <p className="mt-0.5 text-sm break-words text-red-700">
            {email.error_details || 'The mail server gave no details.'}
          </p>
          <p className="mt-0.5 text-xs text-red-600/80">
            {email.attempts === 1 ? '1 attempt' : `${email.attempts} attempts`}
            {sendingOff ? ' · Retry works again once mail delivery is on (SMTP_URL).' : ''}
          </p>
        </div>
      </div>
      <div className="mt-2 flex flex-wrap gap-2 pl-6">
        {retryButton}
        <Button
          size="sm"
          variant="ghost"
          onClick={onResolve}
          loading={resolve.isPending}
          disabled={retry.isPending}
          icon={<CircleCheck className="size-3.5" aria-hidden />}
        >
          Mark Resolved
        </Button>
      </div>
    </section>
  );
}
