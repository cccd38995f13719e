import type { JobSummary } from '@shortlist/contracts';
import {
  Archive,
  BarChart3,
  CalendarPlus,
  CheckCircle2,
  Copy,
  Download,
  Eye,
  KanbanSquare,
  Mail,
  MoreHorizontal,
  Pencil,
  Settings,
  StickyNote,
  Wrench,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu.tsx';
import { getErrorMessage } from '../../../lib/api-error.ts';
import { useAuth } from '../../../lib/auth-session.tsx';
import { exportCandidates } from '../api/export-candidates.ts';
import { usePatchJob } from '../api/save-job.ts';
import { duplicateHref, SETUP_TAB, scheduleInterviewHref } from '../job-format.ts';

const iconLink =
  'inline-flex size-7 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 [&_svg]:size-4';

function IconLink({
  to,
  label,
  children,
  external,
}: {
  to: string;
  label: string;
  children: ReactNode;
  external?: boolean;
}) {
  if (external)
    return (
      <a href={to} aria-label={label} title={label} className={iconLink} target="_blank" rel="noreferrer">
        {children}
      </a>
    );
  return (
    <Link to={to} aria-label={label} title={label} className={iconLink}>
      {children}
    </Link>
  );
}

/**
 * spec 01 §2.4 row actions and the more menu (all of them working, DESIGN.md §2). The e-mail
 * template action opens the compose dialog about this job, when the page offers one.
 */
export function JobRowActions({ job, onEmail }: { job: JobSummary; onEmail?: (job: JobSummary) => void }) {
  const { can } = useAuth();
  const navigate = useNavigate();
  const patch = usePatchJob();
  const ready = job.readiness.is_ready;

  const archive = () => {
    if (!window.confirm(`Archive "${job.title}"? The job will be closed.`)) return;
    patch.mutate(
      { id: job.id, changes: { status: 'closed' } },
      {
        onSuccess: () => toast.success('Job archived'),
        onError: (error) => toast.error(getErrorMessage(error)),
      },
    );
  };
  const exportCsv = () => {
    exportCandidates(job).then(
      () => toast.success('Candidates exported'),
      (error) => toast.error(getErrorMessage(error)),
    );
  };

  return (
    <div className="flex flex-col items-end gap-1">
      <div className="flex items-center gap-1">
        <IconLink to={`/jobs/${job.id}/kanban`} label="Kanban">
          <KanbanSquare />
        </IconLink>
        <Link
          to={`/jobs/${job.id}?tab=${SETUP_TAB}`}
          className={
            ready
              ? 'inline-flex h-7 items-center gap-1 rounded-md px-2 text-xs font-medium whitespace-nowrap text-emerald-700 ring-1 ring-emerald-200 hover:bg-emerald-50'
              : 'inline-flex h-7 items-center gap-1 rounded-md px-2 text-xs font-medium whitespace-nowrap text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50'
          }
        >
          {ready ? (
            <CheckCircle2 className="size-3.5" aria-hidden />
          ) : (
            <Wrench className="size-3.5" aria-hidden />
          )}
          {ready ? 'Ready' : 'Complete Setup'}
        </Link>
      </div>
      <div className="flex items-center gap-0.5">
        {onEmail ? (
          <button
            type="button"
            aria-label="Email template"
            title="Email template"
            aria-haspopup="dialog"
            className={iconLink}
            onClick={() => onEmail(job)}
          >
            <Mail />
          </button>
        ) : null}
        <IconLink to={scheduleInterviewHref(job)} label="Schedule interview" external>
          <CalendarPlus />
        </IconLink>
        <IconLink to={`/jobs/${job.id}#notes`} label="Notes">
          <StickyNote />
        </IconLink>
        <IconLink to={`/jobs/${job.id}`} label="View">
          <Eye />
        </IconLink>
        {can('create_jobs') ? (
          <IconLink to={`/jobs/${job.id}/edit`} label="Edit">
            <Pencil />
          </IconLink>
        ) : null}
        <DropdownMenu>
          <DropdownMenuTrigger className={iconLink} aria-label={`More actions for ${job.title}`}>
            <MoreHorizontal />
          </DropdownMenuTrigger>
          <DropdownMenuContent>
            {can('create_jobs') ? (
              <DropdownMenuItem onSelect={() => navigate(duplicateHref(job))}>
                <Copy /> Duplicate Job
              </DropdownMenuItem>
            ) : null}
            {can('create_jobs') && job.status !== 'closed' ? (
              <DropdownMenuItem onSelect={archive}>
                <Archive /> Archive Job
              </DropdownMenuItem>
            ) : null}
            <DropdownMenuItem onSelect={exportCsv}>
              <Download /> Export Candidates
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => navigate(`/jobs/${job.id}/analytics`)}>
              <BarChart3 /> View Analytics
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => navigate(`/jobs/${job.id}?tab=settings`)}>
              <Settings /> Job Settings
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
    </div>
  );
}
