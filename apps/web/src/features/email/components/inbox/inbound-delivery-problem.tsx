import type { IncomingEmail } from '@shortlist/contracts';
import { CircleCheck, MailWarning, RotateCw } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button.tsx';
import { getErrorMessage } from '../../../../lib/api-error.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import { useMailServiceStatus } from '../../api/get-mail-service-status.ts';
import { useResolveEmail } from '../../api/resolve-email.ts';
import { useRetryEmail } from '../../api/retry-email.ts';

/**
 * spec 02 Inbox: a delivery-failed box with the error details plus Retry and Mark Resolved. A
 * received message fails when it could not be read (Retry reads it again); a bounce report tells
 * of one of our messages that bounced (Retry sends that message again, which needs SMTP_URL).
 */
export function InboundDeliveryProblem({ email }: { email: IncomingEmail }) {
  const retry = useRetryEmail();
  const resolve = useResolveEmail();
  const isBounceReport = email.bounce_of_email_id !== null;
  const sendingOff = useMailServiceStatus().data?.sending_enabled === false;
  const retryBlocked = isBounceReport && sendingOff;

  if (email.delivery_status === 'delivered') return null;
  if (email.resolved_at) {
    return (
      <p className="inline-flex items-center gap-1 text-xs text-slate-500">
        <CircleCheck className="size-3.5" aria-hidden /> Resolved {formatDateTime(email.resolved_at)}
      </p>
    );
  }

  const onRetry = () =>
    retry.mutate(email.id, {
      onSuccess: () =>
        toast.success(
          isBounceReport ? 'The bounced e-mail is being sent again.' : 'Reading the e-mail again.',
        ),
      onError: (error) => toast.error(getErrorMessage(error)),
    });
  const onResolve = () =>
    resolve.mutate(email.id, {
      onSuccess: () => toast.success('Marked resolved'),
      onError: (error) => toast.error(getErrorMessage(error)),
    });

  return (
    <section
      aria-label="Delivery failed"
      className="rounded-lg bg-red-50 px-3 py-2.5 ring-1 ring-red-200 ring-inset"
    >
      <div className="flex items-start gap-2">
        <MailWarning className="mt-0.5 size-4 shrink-0 text-red-600" aria-hidden />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium text-red-800">
            {isBounceReport
              ? 'Delivery failed: an e-mail we sent bounced'
              : 'Delivery failed: this e-mail could not be read'}
          </p>
          <p className="mt-0.5 text-sm break-words text-red-700">
            {email.error_details || 'The mail server gave no details.'}
          </p>
          {retryBlocked ? (
            <p className="mt-0.5 text-xs text-red-600/80">
              Retry works again once mail delivery is on (SMTP_URL).
            </p>
          ) : null}
        </div>
      </div>
      <div className="mt-2 flex flex-wrap gap-2 pl-6">
        <Button
          size="sm"
          variant="secondary"
          onClick={onRetry}
          loading={retry.isPending}
          disabled={resolve.isPending || retryBlocked}
          icon={<RotateCw className="size-3.5" aria-hidden />}
        >
          Retry
        </Button>
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
