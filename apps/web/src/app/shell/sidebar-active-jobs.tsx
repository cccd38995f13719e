import { SIDEBAR_ACTIVE_JOBS } from '@shortlist/contracts';
import { clsx } from 'clsx';
import { Plus } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { useJobs } from '../../features/jobs/api/get-jobs.ts';
import { useAuth } from '../../lib/auth-session.tsx';
import { SidebarSection } from './sidebar-section.tsx';

/** spec 01 §2.2: up to 3 open jobs, View All, and Create New Job for those allowed to create jobs. */
export function SidebarActiveJobs() {
  const { can } = useAuth();
  const openJobs = useJobs({ status: 'open', page_size: SIDEBAR_ACTIVE_JOBS });

  return (
    <SidebarSection
      title="Active Jobs"
      action={
        <Link
          to="/jobs?status=open"
          className="rounded text-xs font-medium text-brand-600 hover:text-brand-700"
        >
          View All
        </Link>
      }
    >
      {openJobs.isPending ? (
        <ul aria-label="Loading active jobs" className="space-y-2 px-3 py-1">
          {Array.from({ length: SIDEBAR_ACTIVE_JOBS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={index} className="h-5 animate-pulse rounded bg-slate-100" />
          ))}
        </ul>
      ) : openJobs.isError ? (
        <p className="px-3 text-xs text-slate-500">
          Couldn't load jobs.{' '}
          <button
            type="button"
            className="font-medium text-brand-600 hover:underline"
            onClick={() => openJobs.refetch()}
          >
            Retry
          </button>
        </p>
      ) : openJobs.data.results.length === 0 ? (
        <p className="px-3 text-xs text-slate-500">No open jobs yet.</p>
      ) : (
        <ul className="space-y-0.5">
          {openJobs.data.results.slice(0, SIDEBAR_ACTIVE_JOBS).map((job) => (
            <li key={job.id}>
              <NavLink
                to={`/jobs/${job.id}`}
                className={({ isActive }) =>
                  clsx(
                    'flex h-8 items-center gap-2.5 rounded-lg px-3 text-[13px] transition-colors',
                    isActive
                      ? 'bg-brand-50 font-medium text-brand-700'
                      : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
                  )
                }
              >
                <span className="size-1.5 shrink-0 rounded-full bg-emerald-500" aria-hidden />
                <span className="min-w-0 flex-1 truncate">{job.title}</span>
                <span
                  className="text-xs text-slate-400 tabular-nums"
                  title={`${job.application_count} applications`}
                >
                  {job.application_count}
                  <span className="sr-only"> applications</span>
                </span>
              </NavLink>
            </li>
          ))}
        </ul>
      )}
      {can('create_jobs') ? (
        <Link
          to="/jobs/new"
          className="mt-1 flex h-8 items-center gap-2.5 rounded-lg px-3 text-[13px] font-medium text-brand-600 transition-colors hover:bg-brand-50 hover:text-brand-700"
        >
          <Plus className="size-4" aria-hidden />
          Create New Job
        </Link>
      ) : null}
    </SidebarSection>
  );
}
