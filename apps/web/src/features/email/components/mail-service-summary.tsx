import type { MailServiceStatus } from '@shortlist/contracts';
import { formatDistanceToNowStrict, parseISO } from 'date-fns';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { CheckMailboxButton } from './check-mailbox-button.tsx';

/**
 * spec 02 header: the mail-fetching service Active or Inactive and today's e-mail count; beyond
 * the spec, when the mailbox was last read (or why it could not be) and whether mail goes out.
 */
export function MailServiceSummary({ status }: { status: MailServiceStatus | undefined }) {
  if (!status) return null;
  return (
    <div className="flex flex-col items-end gap-1.5">
      <div className="flex flex-wrap items-center justify-end gap-2 text-sm">
        <Badge
          tone={status.service_enabled ? 'green' : 'neutral'}
          dot
          title={status.server_info.host ? `Reading ${status.server_info.host}` : 'IMAP_URL is not set'}
        >
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
        {status.service_enabled ? <CheckMailboxButton variant="ghost" /> : null}
      </div>
      {status.service_enabled ? <LastPoll status={status} /> : null}
    </div>
  );
}

function LastPoll({ status }: { status: MailServiceStatus }) {
  if (status.last_error) {
    return (
      <p className="max-w-md truncate text-xs text-red-700" title={status.last_error}>
        Last check failed: {status.last_error}
      </p>
    );
  }
  return (
    <p className="text-xs text-slate-500">
      {status.last_poll_at ? (
        <>
          Last checked{' '}
          <time dateTime={status.last_poll_at} title={formatDateTime(status.last_poll_at)}>
            {formatDistanceToNowStrict(parseISO(status.last_poll_at), { addSuffix: true })}
          </time>
        </>
      ) : (
        'Not checked yet'
      )}
      {status.server_info.host ? ` · ${status.server_info.host}` : ''}
    </p>
  );
}
