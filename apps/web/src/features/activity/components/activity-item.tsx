import { type ActivityEvent, DATE_FORMATS } from '@shortlist/contracts';
import { clsx } from 'clsx';
import { format, formatDistanceToNow, isValid, parseISO } from 'date-fns';
import { Bot, Briefcase, User } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { activityTypeOf } from '../lib/activity-types.ts';

/** 'MMM d, h:mm a' (spec 01 §9), with the year when it is not this year's. */
function formatMoment(date: Date, now: Date): string {
  const day = date.getFullYear() === now.getFullYear() ? DATE_FORMATS.short : DATE_FORMATS.long;
  return `${format(date, day)}, ${format(date, DATE_FORMATS.time)}`;
}

/** One timeline entry: what happened, who did it (or the automation), to whom, on which job, and when. */
export function ActivityItem({ event, now }: { event: ActivityEvent; now: Date }) {
  const type = activityTypeOf(event.type);
  const Icon = type.icon;
  const automated = event.metadata.automated === true;
  const at = parseISO(event.created_at);
  return (
    <li className="flex gap-3 px-5 py-3.5">
      <span
        aria-hidden
        className={clsx('mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full', type.tone)}
      >
        <Icon className="size-4" />
      </span>
      <div className="min-w-0 flex-1 space-y-0.5">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
          {event.title}
          <span className="sr-only">({type.label})</span>
        </p>
        {event.description ? (
          <p className="line-clamp-3 text-sm whitespace-pre-line text-slate-600">{event.description}</p>
        ) : null}
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 pt-0.5 text-xs text-slate-500">
          {automated ? (
            <Badge tone="brand">
              <Bot className="size-3" aria-hidden />
              Automation
            </Badge>
          ) : (
            <span>by {event.created_by ?? 'System'}</span>
          )}
          {event.candidate_id !== null && event.candidate_name ? (
            <Link
              to={`/candidates/${event.candidate_id}`}
              className="inline-flex items-center gap-1 font-medium text-brand-600 hover:text-brand-700 hover:underline"
            >
              <User className="size-3" aria-hidden />
              {event.candidate_name}
            </Link>
          ) : null}
          {event.job_id !== null && event.job_title ? (
            <Link
              to={`/jobs/${event.job_id}`}
              className="inline-flex items-center gap-1 font-medium text-slate-600 hover:text-slate-900 hover:underline"
            >
              <Briefcase className="size-3" aria-hidden />
              {event.job_title}
            </Link>
          ) : null}
        </p>
      </div>
      {isValid(at) ? (
        <time dateTime={event.created_at} className="shrink-0 text-right text-xs text-slate-500">
          <span className="block">{formatDistanceToNow(at, { addSuffix: true })}</span>
          <span className="block text-slate-400">{formatMoment(at, now)}</span>
        </time>
      ) : null}
    </li>
  );
}
