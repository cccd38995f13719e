import type { EmailAttachment, IncomingEmailDetail } from '@shortlist/contracts';
import { clsx } from 'clsx';
import { AlertTriangle, Download, FileText, Paperclip } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { downloadApiFile } from '../../../../lib/api-client.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import { useIncomingEmail } from '../../api/get-email.ts';
import {
  formatFileSize,
  INBOUND_DELIVERY_LABELS,
  linkedCandidateName,
  percent,
  senderLine,
} from '../../lib/incoming-email.ts';
import { EmailDetailDialog } from '../email-detail-dialog.tsx';
import { InboundDeliveryProblem } from './inbound-delivery-problem.tsx';
import { ConfidenceBadge, InboxStatusBadge } from './inbox-badges.tsx';
import { ParsedFieldsList } from './parsed-fields.tsx';

type Props = { emailId: number | null; onOpenChange: (open: boolean) => void };

/** spec 02 detail modal: body, attachments, audit trail, processing confidence and delivery status. */
export function IncomingEmailDialog({ emailId, onOpenChange }: Props) {
  return (
    <EmailDetailDialog
      emailId={emailId}
      onOpenChange={onOpenChange}
      width="max-w-3xl"
      useEmail={useIncomingEmail}
    >
      {(email) => <Details email={email} />}
    </EmailDetailDialog>
  );
}

function Details({ email }: { email: IncomingEmailDetail }) {
  const rows: [string, ReactNode][] = [
    ['From', senderLine(email)],
    ['To', email.to],
    ['Subject', email.subject || '(no subject)'],
    ['Received', formatDateTime(email.received_at)],
    [
      'Message-ID',
      <code key="id" className="text-xs break-all">
        {email.message_id}
      </code>,
    ],
    [
      'Confidence',
      email.processing_confidence === null
        ? email.status === 'processing'
          ? 'Still being read'
          : 'Not read'
        : percent(email.processing_confidence),
    ],
    ['Delivery', INBOUND_DELIVERY_LABELS[email.delivery_status]],
  ];
  if (email.candidate_id !== null) {
    rows.push([
      'Candidate',
      <Link
        key="candidate"
        to={`/candidates/${email.candidate_id}`}
        className="text-brand-700 hover:underline"
      >
        {linkedCandidateName(email)}
      </Link>,
    ]);
  }
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-2">
        <InboxStatusBadge status={email.status} label={email.status_display} />
        <ConfidenceBadge confidence={email.processing_confidence} />
        <Badge tone={email.delivery_status === 'delivered' ? 'neutral' : 'red'}>
          {INBOUND_DELIVERY_LABELS[email.delivery_status]}
        </Badge>
      </div>
      <InboundDeliveryProblem email={email} />
      <dl className="grid grid-cols-[7rem_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-500">{label}</dt>
            <dd className="break-words text-slate-800">{value}</dd>
          </div>
        ))}
      </dl>
      <MessageBody text={email.body} html={email.body_html} />
      <section aria-label="Attachments">
        <h3 className="mb-1.5 text-sm font-semibold text-slate-900">Attachments</h3>
        {email.attachments.length === 0 ? (
          <p className="text-sm text-slate-500">No attachments.</p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200">
            {email.attachments.map((attachment) => (
              <AttachmentRow key={attachment.index} emailId={email.id} attachment={attachment} />
            ))}
          </ul>
        )}
      </section>
      {email.status !== 'processing' && email.bounce_of_email_id === null ? (
        <section aria-label="Extracted fields">
          <h3 className="mb-1.5 text-sm font-semibold text-slate-900">Extracted fields</h3>
          <ParsedFieldsList
            fields={email.parsed_fields}
            columns={3}
            className="rounded-lg bg-slate-50 px-3 py-2.5"
          />
        </section>
      ) : null}
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
                {entry.details ? <p className="break-words text-slate-600">{entry.details}</p> : null}
                <p className="text-xs text-slate-500">
                  {formatDateTime(entry.timestamp)} · {entry.user ?? 'System'}
                </p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

/**
 * The plain-text body by default. The HTML part (sanitised by the server) is shown only in a
 * sandboxed frame with no permissions at all: no scripts, forms, navigation or same-origin access.
 */
function MessageBody({ text, html }: { text: string; html: string | null }) {
  const [view, setView] = useState<'text' | 'html'>('text');
  return (
    <section aria-label="Message body">
      <div className="mb-1.5 flex items-center justify-between gap-3">
        <h3 className="text-sm font-semibold text-slate-900">Message</h3>
        {html ? (
          <div className="inline-flex rounded-md bg-slate-100 p-0.5 text-xs">
            {(['text', 'html'] as const).map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={view === option}
                onClick={() => setView(option)}
                className={clsx(
                  'rounded px-2 py-1 font-medium',
                  view === option
                    ? 'bg-white text-slate-900 shadow-xs'
                    : 'text-slate-600 hover:text-slate-900',
                )}
              >
                {option === 'text' ? 'Plain text' : 'Formatted'}
              </button>
            ))}
          </div>
        ) : null}
      </div>
      {view === 'html' && html ? (
        <iframe
          title="Formatted message"
          sandbox=""
          srcDoc={html}
          className="h-80 w-full rounded-lg bg-white ring-1 ring-slate-200"
        />
      ) : (
        <div className="max-h-80 overflow-y-auto rounded-lg bg-slate-50 px-4 py-3 text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-700 ring-1 ring-slate-200 ring-inset">
          {text.trim() || <span className="text-slate-400">The message has no text.</span>}
        </div>
      )}
    </section>
  );
}

function AttachmentRow({ emailId, attachment }: { emailId: number; attachment: EmailAttachment }) {
  const download = () =>
    downloadApiFile(
      `/email-ingestion/emails/${emailId}/attachments/${attachment.index}/`,
      attachment.filename,
    ).catch(() => toast.error('Download failed'));
  return (
    <li className="flex items-start gap-3 px-3 py-2 text-sm">
      {attachment.is_cv ? (
        <FileText className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
      ) : (
        <Paperclip className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden />
      )}
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-slate-800" title={attachment.filename}>
          {attachment.filename}
        </p>
        <p className="text-xs text-slate-500">
          {formatFileSize(attachment.size)} · {attachment.content_type}
        </p>
        {attachment.warning ? (
          <p className="mt-0.5 flex items-start gap-1 text-xs text-amber-700">
            <AlertTriangle className="mt-px size-3.5 shrink-0" aria-hidden />
            {attachment.warning}
          </p>
        ) : null}
      </div>
      {attachment.is_cv ? <Badge tone="brand">CV</Badge> : null}
      {attachment.kept ? (
        <Button
          variant="ghost"
          size="icon"
          onClick={download}
          aria-label={`Download ${attachment.filename}`}
          icon={<Download className="size-4" aria-hidden />}
        />
      ) : null}
    </li>
  );
}
