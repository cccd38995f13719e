import type { IncomingEmail } from '@shortlist/contracts';
import { clsx } from 'clsx';
import { Archive, ArchiveRestore, Eye, Forward, Link2, Paperclip, Reply, UserPlus } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { getErrorMessage } from '../../../../lib/api-error.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import { useAttachEmail } from '../../api/attach-email.ts';
import { useUpdateInboxStatus } from '../../api/update-inbox-status.ts';
import {
  bodyPreview,
  canAttach,
  canCreateCandidate,
  canReply,
  linkedCandidateName,
  senderName,
} from '../../lib/incoming-email.ts';
import { InboundDeliveryProblem } from './inbound-delivery-problem.tsx';
import { ConfidenceBadge, InboxStatusBadge } from './inbox-badges.tsx';
import { ParsedFieldsList } from './parsed-fields.tsx';
import { MATCH_REASONS } from './suggestion-reasons.ts';

export type InboxCardActions = {
  onOpen: () => void;
  onCreate: () => void;
  onReply: () => void;
  onForward: () => void;
};

type Props = InboxCardActions & {
  email: IncomingEmail;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
};

/**
 * spec 02 Inbox: one received e-mail — sender, date, confidence, subject, preview, extracted
 * fields, delivery problem, attachments, the matched candidate, suggested jobs and what to do next.
 */
export function IncomingEmailCard({ email, selected, onSelectedChange, ...actions }: Props) {
  const processing = email.status === 'processing';
  const subjectId = `inbox-subject-${email.id}`;
  return (
    <li
      aria-labelledby={subjectId}
      className={clsx('flex gap-3 px-5 py-4 transition-colors', selected && 'bg-brand-50/40')}
    >
      <input
        type="checkbox"
        className="mt-1 size-4 shrink-0 rounded border-slate-300 accent-brand-600"
        aria-label={`Select e-mail from ${senderName(email)}: ${email.subject || '(no subject)'}`}
        checked={selected}
        onChange={(event) => onSelectedChange(event.target.checked)}
      />
      <div className="min-w-0 flex-1 space-y-3">
        <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <div className="min-w-0 flex-1">
            <p className="flex min-w-0 flex-wrap items-baseline gap-x-2 text-sm">
              <span className="font-semibold text-slate-900">{senderName(email)}</span>
              {email.from_name && email.from ? (
                <span className="truncate text-slate-500">{email.from}</span>
              ) : null}
            </p>
            <button
              id={subjectId}
              type="button"
              onClick={actions.onOpen}
              aria-haspopup="dialog"
              className="mt-0.5 block max-w-full truncate text-left text-[15px] font-medium text-slate-900 hover:text-brand-700 hover:underline"
            >
              {email.subject || '(no subject)'}
            </button>
          </div>
          <div className="flex flex-wrap items-center justify-end gap-2">
            <ConfidenceBadge confidence={processing ? null : email.processing_confidence} />
            <InboxStatusBadge status={email.status} label={email.status_display} />
            <time dateTime={email.received_at} className="text-xs whitespace-nowrap text-slate-500">
              {formatDateTime(email.received_at)}
            </time>
          </div>
        </header>

        {email.body.trim() ? (
          <p className="text-sm leading-relaxed break-words text-slate-600">{bodyPreview(email.body)}</p>
        ) : null}

        {processing ? (
          <p className="flex items-center gap-2 rounded-lg bg-sky-50 px-3 py-2.5 text-sm text-sky-800 ring-1 ring-sky-200 ring-inset">
            <Spinner size="sm" label="Processing" />
            Reading this e-mail and its attachments…
          </p>
        ) : email.bounce_of_email_id === null && email.delivery_status === 'delivered' ? (
          <ParsedFieldsList fields={email.parsed_fields} className="rounded-lg bg-slate-50 px-3 py-2.5" />
        ) : null}

        <InboundDeliveryProblem email={email} />
        <CardFacts email={email} />
        <CardActions email={email} {...actions} />
      </div>
    </li>
  );
}

/** Attachments, the candidate it is linked or matched to, and the jobs it may be for. */
function CardFacts({ email }: { email: IncomingEmail }) {
  const cvs = email.attachments.filter((attachment) => attachment.is_cv).length;
  return (
    <div className="flex flex-wrap items-center gap-x-5 gap-y-1.5 text-xs text-slate-600">
      <span className="inline-flex items-center gap-1">
        <Paperclip className="size-3.5 text-slate-400" aria-hidden />
        {email.attachments.length === 0
          ? 'No attachments'
          : `${email.attachments.length} ${email.attachments.length === 1 ? 'attachment' : 'attachments'}${cvs > 0 ? ` (${cvs === 1 ? 'CV' : `${cvs} CVs`})` : ''}`}
      </span>
      {email.candidate_id !== null ? (
        <span className="inline-flex items-center gap-1">
          <Link2 className="size-3.5 text-slate-400" aria-hidden />
          Candidate:
          <Link
            to={`/candidates/${email.candidate_id}`}
            className="font-medium text-brand-700 hover:underline"
          >
            {linkedCandidateName(email)}
          </Link>
        </span>
      ) : email.candidate_match ? (
        <span className="inline-flex items-center gap-1">
          <Link2 className="size-3.5 text-slate-400" aria-hidden />
          Matches
          <Link
            to={`/candidates/${email.candidate_match.candidate_id}`}
            className="font-medium text-brand-700 hover:underline"
          >
            {email.candidate_match.name}
          </Link>
          <span className="text-slate-500">
            ({email.candidate_match.score}% · {MATCH_REASONS[email.candidate_match.reason]})
          </span>
        </span>
      ) : null}
      {email.job_suggestions.length > 0 ? (
        <span className="inline-flex min-w-0 flex-wrap items-center gap-x-1.5">
          Suggested jobs:
          {email.job_suggestions.map((job, index) => (
            <span key={job.job_id}>
              <Link to={`/jobs/${job.job_id}`} className="font-medium text-brand-700 hover:underline">
                {job.title}
              </Link>
              {index < email.job_suggestions.length - 1 ? ',' : ''}
            </span>
          ))}
        </span>
      ) : null}
    </div>
  );
}

const failed = (error: unknown) => toast.error(getErrorMessage(error));

/**
 * Create, Attach, Reply, Forward, Archive. The confirmations follow the request, not the card: the
 * e-mail's own event can refetch the list without it (archived, attached) before the response, and
 * mutate's callbacks then never run.
 */
function CardActions({
  email,
  onOpen,
  onCreate,
  onReply,
  onForward,
}: { email: IncomingEmail } & InboxCardActions) {
  const navigate = useNavigate();
  const attach = useAttachEmail();
  const status = useUpdateInboxStatus();
  const archived = email.status === 'archived';

  const onAttach = () => {
    const match = email.candidate_match;
    if (!match) return;
    attach.mutateAsync(email.id).then(
      () =>
        toast.success(`Attached to ${match.name}`, {
          action: { label: 'View candidate', onClick: () => navigate(`/candidates/${match.candidate_id}`) },
        }),
      failed,
    );
  };
  const setStatus = (next: 'archived' | 'unread') =>
    status.mutateAsync({ id: email.id, status: next }).then(
      () =>
        next === 'archived'
          ? toast.success('E-mail archived', {
              action: { label: 'Undo', onClick: () => setStatus('unread') },
            })
          : toast.success('E-mail moved back to the inbox'),
      failed,
    );

  return (
    <div className="flex flex-wrap items-center gap-2">
      {canCreateCandidate(email) ? (
        <Button size="sm" onClick={onCreate} icon={<UserPlus className="size-3.5" aria-hidden />}>
          Create
        </Button>
      ) : null}
      {canAttach(email) ? (
        <Button
          size="sm"
          variant="secondary"
          onClick={onAttach}
          loading={attach.isPending}
          icon={<Link2 className="size-3.5" aria-hidden />}
        >
          Attach
        </Button>
      ) : null}
      {canReply(email) ? (
        <Button
          size="sm"
          variant="secondary"
          onClick={onReply}
          icon={<Reply className="size-3.5" aria-hidden />}
        >
          Reply
        </Button>
      ) : null}
      <Button
        size="sm"
        variant="secondary"
        onClick={onForward}
        icon={<Forward className="size-3.5" aria-hidden />}
      >
        Forward
      </Button>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => setStatus(archived ? 'unread' : 'archived')}
        loading={status.isPending}
        icon={
          archived ? (
            <ArchiveRestore className="size-3.5" aria-hidden />
          ) : (
            <Archive className="size-3.5" aria-hidden />
          )
        }
      >
        {archived ? 'Move to inbox' : 'Archive'}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        onClick={onOpen}
        aria-haspopup="dialog"
        className="ml-auto"
        icon={<Eye className="size-3.5" aria-hidden />}
      >
        View
      </Button>
    </div>
  );
}
