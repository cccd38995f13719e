import { EMAIL_TEMPLATE_TYPE_LABELS, type OutgoingEmailDetail } from '@shortlist/contracts';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../../lib/format.ts';
import { useOutgoingEmail } from '../../api/get-email.ts';
import { EmailDetailDialog } from '../email-detail-dialog.tsx';
import { DeliveryActions } from './delivery-actions.tsx';
import { DeliveryStatusBadge } from './delivery-status-badge.tsx';

type Props = { emailId: number | null; onOpenChange: (open: boolean) => void };

/** spec 02 detail modal: body, headers, delivery status and the audit trail (action, user, timestamp, details). */
export function OutgoingEmailDialog({ emailId, onOpenChange }: Props) {
  return (
    <EmailDetailDialog
      emailId={emailId}
      onOpenChange={onOpenChange}
      width="max-w-2xl"
      useEmail={useOutgoingEmail}
    >
      {(email) => <Details email={email} />}
    </EmailDetailDialog>
  );
}

/** When a scheduled message goes, or when it went (a cancelled one never does). */
function whenItGoes(email: OutgoingEmailDetail): [string, ReactNode][] {
  if (email.sent_at) return [['Sent', formatDateTime(email.sent_at)]];
  if (email.delivery_status === 'cancelled') return [['Sent', 'Never: cancelled']];
  if (email.delivery_status === 'scheduled' && email.send_at)
    return [['Goes', formatDateTime(email.send_at)]];
  return [['Sent', 'Not yet']];
}

function Details({ email }: { email: OutgoingEmailDetail }) {
  const rows: [string, ReactNode][] = [
    ['From', email.from],
    ['To', email.to],
    ['Subject', email.subject],
    [
      'Message-ID',
      <code key="id" className="text-xs break-all">
        {email.message_id}
      </code>,
    ],
    ['Created', formatDateTime(email.created_at)],
    ...whenItGoes(email),
    [
      'Template',
      email.template_name ?? (email.template_type ? EMAIL_TEMPLATE_TYPE_LABELS[email.template_type] : '—'),
    ],
    ['Candidate', [email.candidate_name, email.job_title].filter(Boolean).join(' · ') || '—'],
    ['Sent by', email.sent_by?.full_name ?? 'the system'],
  ];
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <DeliveryStatusBadge status={email.delivery_status} />
        <span>{email.attempts === 1 ? '1 delivery attempt' : `${email.attempts} delivery attempts`}</span>
      </div>
      <DeliveryActions email={email} />
      <dl className="grid grid-cols-[7rem_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-500">{label}</dt>
            <dd className="break-words text-slate-800">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-label="Message body">
        <h3 className="mb-1.5 text-sm font-semibold text-slate-900">Message</h3>
        <div className="max-h-72 overflow-y-auto rounded-lg bg-slate-50 px-4 py-3 text-sm leading-relaxed whitespace-pre-wrap break-words text-slate-700 ring-1 ring-slate-200 ring-inset">
          {email.body}
        </div>
      </section>
      <section aria-label="Audit trail">
        <h3 className="mb-1.5 text-sm font-semibold text-slate-900">Audit trail</h3>
        {email.audit_trail.length === 0 ? (
          <p className="text-sm text-slate-500">Nothing recorded yet.</p>
        ) : (
          <ol className="space-y-2.5 border-l border-slate-200 pl-4">
            {email.audit_trail.map((entry, index) => (
              // the trail is append-only and has no ids; its order is its identity
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={index} className="text-sm">
                <p className="font-medium text-slate-800">{entry.action}</p>
                {entry.details ? <p className="text-slate-600">{entry.details}</p> : null}
                <p className="text-xs text-slate-500">
                  {formatDateTime(entry.timestamp)}
                  {entry.user ? ` · ${entry.user}` : ''}
                </p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
