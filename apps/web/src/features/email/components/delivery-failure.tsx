import { CircleCheck, MailWarning, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { getErrorMessage } from '../../../lib/api-error.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useResolveEmail } from '../api/resolve-email.ts';
import { useRetryEmail } from '../api/retry-email.ts';

/** Retry and Mark Resolved of one message, sent or received, with their toasts. */
export function useDeliveryActions(emailId: number, retried: string) {
  const retry = useRetryEmail();
  const resolve = useResolveEmail();
  return {
    retry,
    resolve,
    onRetry: () =>
      retry.mutate(emailId, {
        onSuccess: () => toast.success(retried),
        onError: (error) => toast.error(getErrorMessage(error)),
      }),
    onResolve: () =>
      resolve.mutate(emailId, {
        onSuccess: () => toast.success('Marked resolved'),
        onError: (error) => toast.error(getErrorMessage(error)),
      }),
  };
}

export function RetryButton({
  actions,
  blocked,
}: {
  actions: ReturnType<typeof useDeliveryActions>;
  blocked: boolean;
}) {
  return (
    <Button
      size="sm"
      variant="secondary"
      onClick={actions.onRetry}
      loading={actions.retry.isPending}
      disabled={actions.resolve.isPending || blocked}
      icon={<RotateCw className="size-3.5" aria-hidden />}
    >
      Retry
    </Button>
  );
}

export function ResolvedNote({ at, className = '' }: { at: string; className?: string }) {
  return (
    <p className={`inline-flex items-center gap-1 text-xs text-slate-500 ${className}`}>
      <CircleCheck className="size-3.5" aria-hidden /> Resolved {formatDateTime(at)}
    </p>
  );
}

/** spec 02: the delivery-failed box with the error details plus Retry and Mark Resolved. */
export function DeliveryFailureBox({
  title,
  details,
  note,
  actions,
  retryBlocked,
  className = '',
}: {
  title: string;
  details: string | null;
  note?: ReactNode;
  actions: ReturnType<typeof useDeliveryActions>;
  retryBlocked: boolean;
  className?: string;
}) {
  return (
    <section
      aria-label="Delivery failed"
      className={`rounded-lg bg-red-50 px-3 py-2.5 ring-1 ring-red-200 ring-inset ${className}`}
    >
      <div className="flex items-start gap-2">
        <MailWarning className="mt-0.5 size-4 shrink-0 text-red-600" aria-hidden />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium text-red-800">{title}</p>
          <p className="mt-0.5 text-sm break-words text-red-700">
            {details || 'The mail server gave no details.'}
          </p>
          {note ? <p className="mt-0.5 text-xs text-red-600/80">{note}</p> : null}
        </div>
      </div>
      <div className="mt-2 flex flex-wrap gap-2 pl-6">
        <RetryButton actions={actions} blocked={retryBlocked} />
        <Button
          size="sm"
          variant="ghost"
          onClick={actions.onResolve}
          loading={actions.resolve.isPending}
          disabled={actions.retry.isPending}
          icon={<CircleCheck className="size-3.5" aria-hidden />}
        >
          Mark Resolved
        </Button>
      </div>
    </section>
  );
}
