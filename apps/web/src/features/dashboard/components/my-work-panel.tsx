import { DATE_FORMATS, type DashboardTiles } from '@shortlist/contracts';
import { clsx } from 'clsx';
import { format, parseISO } from 'date-fns';
import { CalendarClock, ClipboardList, FileSignature, HandCoins } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { DashboardPanel } from './dashboard-panel.tsx';

type MyWork = DashboardTiles['my_work'];
type MyTask = MyWork['open_tasks']['items'][number];

/**
 * What waits for the viewer, each item a link to where the work is done: today's interviews (the
 * candidate's Interviews tab), offers to approve (the offer's deep link, as its notification),
 * sign-offs asked of them (the job's sign-offs) and their open tasks.
 */
export function MyWorkPanel({ work }: { work: MyWork }) {
  const { interviews_today, offer_approvals, signoff_requests, open_tasks } = work;
  const nothing = [interviews_today, offer_approvals, signoff_requests, open_tasks].every(
    (list) => list.total === 0,
  );
  return (
    <DashboardPanel
      title="My work"
      description={nothing ? "You're all caught up." : 'What is waiting for you.'}
    >
      <div className="divide-y divide-slate-100">
        <WorkSection
          title="Interviews today"
          icon={<CalendarClock />}
          total={interviews_today.total}
          shown={interviews_today.items.length}
          empty="No interviews today"
        >
          {interviews_today.items.map((interview) => (
            <WorkItem
              key={interview.id}
              to={`/candidates/${interview.candidate_id}?tab=interviews`}
              title={interview.candidate_name}
              detail={`${interview.interview_type} · ${interview.job_title}`}
              aside={
                <time dateTime={interview.scheduled_at} title={formatDateTime(interview.scheduled_at)}>
                  {formatTime(interview.scheduled_at)}
                </time>
              }
            />
          ))}
        </WorkSection>
        <WorkSection
          title="Offers awaiting my approval"
          icon={<HandCoins />}
          total={offer_approvals.total}
          shown={offer_approvals.items.length}
          empty="Nothing waiting for your approval"
        >
          {offer_approvals.items.map((offer) => (
            <WorkItem
              key={offer.offer_id}
              to={`/candidates/${offer.candidate_id}?offer=${offer.offer_id}`}
              title={offer.candidate_name}
              detail={offer.job_title}
              aside={offer.submitted_at ? `Sent ${formatDate(offer.submitted_at, 'short')}` : null}
            />
          ))}
        </WorkSection>
        <WorkSection
          title="Sign-offs requested of me"
          icon={<FileSignature />}
          total={signoff_requests.total}
          shown={signoff_requests.items.length}
          empty="No sign-offs requested of you"
        >
          {signoff_requests.items.map((request) => (
            <WorkItem
              key={`${request.job_id}-${request.signoff}`}
              to={`/jobs/${request.job_id}?tab=signoffs`}
              title={request.job_title}
              detail={
                request.requested_by ? `${request.label} · asked by ${request.requested_by}` : request.label
              }
              aside={formatDate(request.requested_at, 'short')}
            />
          ))}
        </WorkSection>
        <WorkSection
          title="My open tasks"
          icon={<ClipboardList />}
          total={open_tasks.total}
          shown={open_tasks.items.length}
          empty="No open tasks"
          note={
            open_tasks.overdue > 0 ? (
              <span className="text-xs font-medium text-red-700">{open_tasks.overdue} overdue</span>
            ) : null
          }
        >
          {open_tasks.items.map((task) => (
            <WorkItem
              key={task.id}
              to={taskLink(task)}
              title={task.title}
              detail={task.candidate_name ?? undefined}
              aside={<TaskDue task={task} />}
            />
          ))}
        </WorkSection>
      </div>
    </DashboardPanel>
  );
}

/** A task is done on its candidate's page, else on its job's; one with neither links nowhere. */
function taskLink(task: MyTask): string | null {
  if (task.candidate_id !== null) return `/candidates/${task.candidate_id}`;
  if (task.job_id !== null) return `/jobs/${task.job_id}`;
  return null;
}

function TaskDue({ task }: { task: MyTask }) {
  if (task.overdue) {
    return (
      <Badge
        tone="red"
        className="px-1.5 py-0 text-[10px]"
        title={task.due_at ? formatDateTime(task.due_at) : ''}
      >
        Overdue
      </Badge>
    );
  }
  if (!task.due_at) return null;
  return (
    <time dateTime={task.due_at} title={formatDateTime(task.due_at)}>
      Due {formatDate(task.due_at, 'short')}
    </time>
  );
}

/** '2:30 PM' (spec 01 §9's 'h:mm a'): today's interviews need no date. */
function formatTime(iso: string): string {
  return format(parseISO(iso), DATE_FORMATS.time);
}

type WorkSectionProps = {
  title: string;
  icon: ReactNode;
  total: number;
  shown: number;
  empty: string;
  note?: ReactNode;
  children: ReactNode;
};

function WorkSection({ title, icon, total, shown, empty, note, children }: WorkSectionProps) {
  const headingId = useId();
  return (
    <div className="px-5 py-4">
      <div className="flex items-center gap-2">
        <span aria-hidden className="text-slate-400 [&_svg]:size-4">
          {icon}
        </span>
        <h3 id={headingId} className="min-w-0 flex-1 truncate text-sm font-medium text-slate-900">
          {title}
        </h3>
        {note}
        <Badge tone={total > 0 ? 'brand' : 'neutral'} className="tabular-nums">
          {total}
          <span className="sr-only"> in all</span>
        </Badge>
      </div>
      {total === 0 ? (
        <p className="mt-2 pl-6 text-xs text-slate-500">{empty}</p>
      ) : (
        <>
          <ul aria-labelledby={headingId} className="mt-2 -mx-2 space-y-0.5">
            {children}
          </ul>
          {total > shown ? (
            <p className="mt-1 pl-6 text-xs text-slate-500">and {total - shown} more</p>
          ) : null}
        </>
      )}
    </div>
  );
}

type WorkItemProps = { to: string | null; title: string; detail?: string; aside?: ReactNode };

function WorkItem({ to, title, detail, aside }: WorkItemProps) {
  const body = (
    <>
      <span className="min-w-0 flex-1">
        <span className={clsx('block truncate text-sm text-slate-800', to && 'group-hover:text-brand-700')}>
          {title}
        </span>
        {detail ? <span className="block truncate text-xs text-slate-500">{detail}</span> : null}
      </span>
      {aside ? <span className="shrink-0 text-xs text-slate-500 tabular-nums">{aside}</span> : null}
    </>
  );
  const className = 'flex items-center gap-3 rounded-lg py-1.5 pr-2 pl-8';
  return (
    <li>
      {to ? (
        <Link to={to} className={clsx(className, 'group transition-colors hover:bg-slate-50')}>
          {body}
        </Link>
      ) : (
        <div className={className}>{body}</div>
      )}
    </li>
  );
}
