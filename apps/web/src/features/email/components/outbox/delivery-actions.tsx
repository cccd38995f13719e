import { EMAIL_MESSAGES, FAILED_DELIVERY_STATUSES, type OutgoingEmail } from '@shortlist/contracts';
import { PauseCircle } from 'lucide-react';
import { useMailServiceStatus } from '../../api/get-mail-service-status.ts';
import { DeliveryFailureBox, ResolvedNote, RetryButton, useDeliveryActions } from '../delivery-failure.tsx';
import { ScheduledActions } from './scheduled-actions.tsx';

/**
 * spec 02: a delivery-failed box with the error details plus Retry and Mark Resolved; a message
 * held while mail delivery is off (DESIGN.md §8) says so and offers Retry; a scheduled one says
 * when it goes and offers Send now and Cancel.
 */
export function DeliveryActions({ email }: { email: OutgoingEmail }) {
  if (email.delivery_status === 'scheduled') return <ScheduledActions email={email} />;
  return <SentDeliveryActions email={email} />;
}

function SentDeliveryActions({ email }: { email: OutgoingEmail }) {
  const actions = useDeliveryActions(email.id, `E-mail to ${email.to} is being sent again.`);
  // the server refuses a retry while mail delivery is off (409 mailStillOff): say so instead of offering it
  const sendingOff = useMailServiceStatus().data?.sending_enabled === false;

  if (email.delivery_status === 'held') {
    return (
      <div className="mt-3 flex flex-wrap items-center gap-3 rounded-lg bg-amber-50 px-3 py-2.5 ring-1 ring-amber-200 ring-inset">
        <PauseCircle className="size-4 shrink-0 text-amber-600" aria-hidden />
        <p className="min-w-0 flex-1 text-sm text-amber-900">{EMAIL_MESSAGES.mailStillOff}</p>
        <RetryButton actions={actions} blocked={sendingOff} />
      </div>
    );
  }
  if (!FAILED_DELIVERY_STATUSES.includes(email.delivery_status)) return null;
  if (email.resolved_at) return <ResolvedNote at={email.resolved_at} className="mt-2" />;
  return (
    <DeliveryFailureBox
      className="mt-3"
      title={email.delivery_status === 'bounced' ? 'Delivery failed: the message bounced' : 'Delivery failed'}
      details={email.error_details}
      note={`${email.attempts === 1 ? '1 attempt' : `${email.attempts} attempts`}${sendingOff ? ' · Retry works again once mail delivery is on (SMTP_URL).' : ''}`}
      actions={actions}
      retryBlocked={sendingOff}
    />
  );
}
