import type { MailServiceStatus } from '@shortlist/contracts';
import { Badge } from '../../../components/ui/badge.tsx';

/** spec 02 header: the mail-fetching service Active or Inactive, today's e-mail count, and whether mail goes out. */
export function MailServiceSummary({ status }: { status: MailServiceStatus | undefined }) {
  if (!status) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <Badge tone={status.service_enabled ? 'green' : 'neutral'} dot>
        Mail fetching: {status.service_enabled ? 'Active' : 'Inactive'}
      </Badge>
      <Badge
        tone={status.sending_enabled ? 'green' : 'yellow'}
        dot
        title={status.smtp_host ? `Sending through ${status.smtp_host}` : undefined}
      >
        {status.sending_enabled ? 'Mail delivery on' : 'Mail delivery is off'}
      </Badge>
      <span className="text-slate-600">
        <span className="font-semibold text-slate-900">{status.emails_today}</span>{' '}
        {status.emails_today === 1 ? 'e-mail' : 'e-mails'} today
      </span>
    </div>
  );
}
