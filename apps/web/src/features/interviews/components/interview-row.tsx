import type { Interview } from '@shortlist/contracts';
import { CalendarClock, Download, MapPin, Users, Video } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { getErrorMessage } from '../../../lib/api-error.ts';
import { downloadInvite } from '../api/download-invite.ts';
import { formatDuration, formatSpanIn, zoneLabel } from '../lib/interview-time.ts';
import { InterviewScorecards, takesScorecards } from './interview-scorecards.tsx';
import { InterviewStatusBadge } from './interview-status-badge.tsx';

type InterviewRowProps = {
  interview: Interview;
  upcoming: boolean;
  /** the viewer's zone: times show on their clock, and on the interview's when that differs */
  viewerZone: string;
  showJob: boolean;
  onReschedule: (interview: Interview) => void;
  onCancel: (interview: Interview) => void;
};

/**
 * One interview: what, when, where, who; Reschedule and Cancel for those who manage the job; once
 * it has started, its scorecards.
 */
export function InterviewRow({
  interview,
  upcoming,
  viewerZone,
  showJob,
  onReschedule,
  onCancel,
}: InterviewRowProps) {
  const label = interview.interview_type_label;
  const local = formatSpanIn(interview.scheduled_at, interview.ends_at, viewerZone);
  const theirs = formatSpanIn(interview.scheduled_at, interview.ends_at, interview.time_zone);
  const manageable = interview.can_manage && interview.status === 'scheduled' && upcoming;
  const download = () =>
    downloadInvite(interview.id).catch((error: unknown) => toast.error(getErrorMessage(error)));
  return (
    <li className="flex flex-wrap items-start gap-3 py-4" aria-label={`${label} on ${local}`}>
      <span
        className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600"
        aria-hidden
      >
        <CalendarClock className="size-4" />
      </span>
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h4 className="text-sm font-semibold text-slate-900">{label}</h4>
          <InterviewStatusBadge interview={interview} upcoming={upcoming} />
          {showJob ? <span className="text-xs text-slate-500">for {interview.job_title}</span> : null}
        </div>
        <p
          className={
            interview.status === 'cancelled'
              ? 'text-sm text-slate-500 line-through'
              : 'text-sm text-slate-700'
          }
        >
          {local} · {formatDuration(interview.duration_minutes)}
        </p>
        {theirs === local ? null : (
          <p className="text-xs text-slate-500">
            {theirs} in {zoneLabel(interview.time_zone)}
          </p>
        )}
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
          <span className="inline-flex items-center gap-1">
            <MapPin className="size-3.5 text-slate-400" aria-hidden />
            {interview.location}
          </span>
          {interview.meeting_url ? (
            <a
              href={interview.meeting_url}
              target="_blank"
              rel="noreferrer"
              className="inline-flex max-w-72 items-center gap-1 text-brand-700 hover:underline"
            >
              <Video className="size-3.5 shrink-0" aria-hidden />
              <span className="truncate">{interview.meeting_url}</span>
            </a>
          ) : null}
        </p>
        <p className="inline-flex items-center gap-1 text-xs text-slate-600">
          <Users className="size-3.5 text-slate-400" aria-hidden />
          <span className="sr-only">Panel:</span>
          {interview.interviewers.map((person) => person.full_name).join(', ') || 'No interviewers'}
        </p>
        {interview.status === 'cancelled' ? (
          <p className="text-xs text-red-700">
            Cancelled{interview.cancel_reason ? `: ${interview.cancel_reason}` : ''}
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 items-center gap-1.5">
        {manageable ? (
          <>
            <Button variant="secondary" size="sm" onClick={() => onReschedule(interview)}>
              Reschedule
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="text-red-700! hover:bg-red-50"
              onClick={() => onCancel(interview)}
            >
              Cancel
            </Button>
          </>
        ) : null}
        <Button
          variant="ghost"
          size="sm"
          icon={<Download className="size-3.5" aria-hidden />}
          onClick={download}
          title="Download the calendar file (.ics)"
        >
          .ics
        </Button>
      </div>
      {takesScorecards(interview) ? (
        <div className="basis-full sm:pl-12">
          <InterviewScorecards interview={interview} />
        </div>
      ) : null}
    </li>
  );
}
