import type { IncomingEmail } from '@shortlist/contracts';
import { useMailServiceStatus } from '../../api/get-mail-service-status.ts';
import { DeliveryFailureBox, ResolvedNote, useDeliveryActions } from '../delivery-failure.tsx';

/**
 * spec 02 Inbox: a delivery-failed box with the error details plus Retry and Mark Resolved. A
 * received message fails when it could not be read (Retry reads it again); a bounce report tells
 * of one of our messages that bounced (Retry sends that message again, which needs SMTP_URL).
 */
export function InboundDeliveryProblem({ email }: { email: IncomingEmail }) {
  const isBounceReport = email.bounce_of_email_id !== null;
  const actions = useDeliveryActions(
    email.id,
    isBounceReport ? 'The bounced e-mail is being sent again.' : 'Reading the e-mail again.',
  );
  const sendingOff = useMailServiceStatus().data?.sending_enabled === false;
  const retryBlocked = isBounceReport && sendingOff;

  if (email.delivery_status === 'delivered') return null;
  if (email.resolved_at) return <ResolvedNote at={email.resolved_at} />;
  return (
    <DeliveryFailureBox
      title={
        isBounceReport
          ? 'Delivery failed: an e-mail we sent bounced'
          : 'Delivery failed: this e-mail could not be read'
      }
      details={email.error_details}
      note={retryBlocked ? 'Retry works again once mail delivery is on (SMTP_URL).' : null}
      actions={actions}
      retryBlocked={retryBlocked}
    />
  );
}
