import type { DashboardActiveJob } from '@shortlist/contracts';
import { clsx } from 'clsx';
import { ArrowRight, Briefcase, ChevronRight, MapPin, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { plural } from '../lib/plural.ts';
import { DashboardPanel } from './dashboard-panel.tsx';

type ActiveJobsPanelProps = { jobs: DashboardActiveJob[]; canCreateJobs: boolean };

/** spec 01 §2.3 Active Jobs panel: up to four open jobs, newest first, with their pipeline. */
export function ActiveJobsPanel({ jobs, canCreateJobs }: ActiveJobsPanelProps) {
  return (
    <DashboardPanel
      title="Active Jobs"
      description="The newest open jobs and their candidates."
      actions={
        jobs.length > 0 ? (
          <Link
            to="/jobs?status=open"
            className="inline-flex items-center gap-1 rounded text-sm font-medium text-brand-600 hover:text-brand-700"
          >
            View all
            <ArrowRight className="size-3.5" aria-hidden />
          </Link>
        ) : null
      }
    >
      {jobs.length === 0 ? (
        <EmptyState
          icon={<Briefcase />}
          title="No open jobs"
          description="Open jobs and their candidates will show here."
          action={
            canCreateJobs ? (
              <Button asChild>
                <Link to="/jobs/new">
                  <Plus className="size-4" aria-hidden />
                  Create Job
                </Link>
              </Button>
            ) : null
          }
        />
      ) : (
        <ul aria-label="Open jobs" className="grid sm:grid-cols-2">
          {jobs.map((job, index) => (
            <li
              key={job.id}
              className={clsx(
                'border-slate-100',
                index > 0 && 'border-t',
                // two columns: the second of a pair has a line to its left, not above
                index === 1 && 'sm:border-t-0',
                index % 2 === 1 && 'sm:border-l',
              )}
            >
              <ActiveJob job={job} />
            </li>
          ))}
        </ul>
      )}
    </DashboardPanel>
  );
}

function ActiveJob({ job }: { job: DashboardActiveJob }) {
  const where = [job.department, job.employment_type].filter(Boolean).join(' · ');
  return (
    <Link
      to={`/jobs/${job.id}`}
      className="group flex h-full items-start gap-3 px-5 py-4 transition-colors hover:bg-slate-50"
    >
      <div className="min-w-0 flex-1 space-y-1">
        <p className="truncate text-sm font-medium text-slate-900 group-hover:text-brand-700">{job.title}</p>
        {where ? <p className="truncate text-xs text-slate-500">{where}</p> : null}
        {job.location ? (
          <p className="flex items-center gap-1 truncate text-xs text-slate-500">
            <MapPin className="size-3 shrink-0" aria-hidden />
            <span className="truncate">{job.location}</span>
          </p>
        ) : null}
        <p className="flex flex-wrap items-baseline gap-x-2 pt-1 text-xs">
          <span className="font-medium text-slate-700 tabular-nums">
            {plural(job.active_candidates, 'active candidate')}
          </span>
          <span
            className={clsx(
              'tabular-nums',
              job.new_this_week > 0 ? 'font-medium text-emerald-700' : 'text-slate-500',
            )}
          >
            +{job.new_this_week} this week
          </span>
        </p>
      </div>
      <ChevronRight
        className="mt-0.5 size-4 shrink-0 text-slate-300 group-hover:text-brand-500"
        aria-hidden
      />
    </Link>
  );
}
