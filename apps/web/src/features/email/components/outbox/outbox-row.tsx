import { type DeliveryStatus, EMAIL_TEMPLATE_TYPE_LABELS, type OutgoingEmail } from '@shortlist/contracts';
import { Link } from 'react-router';
import { Badge } from '../../../../components/ui/badge.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import { DeliveryActions } from './delivery-actions.tsx';
import { DeliveryStatusBadge } from './delivery-status-badge.tsx';

/** A message that waited for its time (and went no further, if cancelled) was scheduled, not sent. */
const WAITED: readonly DeliveryStatus[] = ['scheduled', 'cancelled'];

/** One outgoing message: recipient, subject, candidate and job, template, sender, date and delivery. */
export function OutboxRow({ email, onOpen }: { email: OutgoingEmail; onOpen: () => void }) {
  return (
    <li className="px-5 py-4">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="truncate font-medium text-slate-900">{email.to}</span>
            <DeliveryStatusBadge status={email.delivery_status} />
            {email.template_type ? <Badge>{EMAIL_TEMPLATE_TYPE_LABELS[email.template_type]}</Badge> : null}
          </div>
          <button
            type="button"
            onClick={onOpen}
            aria-haspopup="dialog"
            className="mt-1 block max-w-full truncate text-left text-sm text-slate-800 hover:text-brand-700 hover:underline"
          >
            {email.subject || '(no subject)'}
          </button>
          <p className="mt-1 flex flex-wrap gap-x-1.5 text-xs text-slate-500">
            {email.candidate_name ? (
              email.candidate_id ? (
                <Link to={`/candidates/${email.candidate_id}`} className="text-slate-700 hover:underline">
                  {email.candidate_name}
                </Link>
              ) : (
                <span className="text-slate-700">{email.candidate_name}</span>
              )
            ) : (
              <span>No candidate</span>
            )}
            {email.job_title ? <span>· {email.job_title}</span> : null}
            <span>
              · {WAITED.includes(email.delivery_status) ? 'Scheduled' : 'Sent'} by{' '}
              {email.sent_by?.full_name ?? 'the system'}
            </span>
          </p>
        </div>
        <time dateTime={email.created_at} className="text-xs whitespace-nowrap text-slate-500">
          {formatDateTime(email.created_at)}
        </time>
      </div>
      <DeliveryActions email={email} />
    </li>
  );
}
