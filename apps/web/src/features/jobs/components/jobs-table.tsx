import type { JobSummary } from '@shortlist/contracts';
import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TablePinnedCell,
  TablePinnedHead,
  TableRow,
} from '../../../components/ui/table.tsx';
import { formatDate } from '../../../lib/format.ts';
import { formatSalaryRange } from '../job-format.ts';
import { JobPriorityBadge, JobStatusBadge, ReadinessBadge } from './job-badges.tsx';
import { JobRowActions } from './job-row-actions.tsx';
import { PipelineBar } from './pipeline-bar.tsx';

/** spec 01 §2.4: every field a row shows. */
export function JobsTable({
  jobs,
  onEmail,
}: {
  jobs: readonly JobSummary[];
  /** the row's e-mail action (spec 01 §2.4), when the page can compose */
  onEmail?: (job: JobSummary) => void;
}) {
  return (
    <Table>
      <TableHeader>
        <tr>
          <TableHead>Job</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Candidates</TableHead>
          <TableHead>Opened</TableHead>
          <TablePinnedHead className="text-right">
            <span className="sr-only">Actions</span>
          </TablePinnedHead>
        </tr>
      </TableHeader>
      <TableBody>
        {jobs.map((job) => (
          <TableRow key={job.id}>
            <TableCell className="max-w-[26rem] align-top">
              <div className="flex items-center gap-2">
                <Link
                  to={`/jobs/${job.id}`}
                  className="truncate font-medium text-slate-900 hover:text-brand-700 hover:underline"
                >
                  {job.title}
                </Link>
                <JobPriorityBadge priority={job.priority} />
              </div>
              <div className="mt-1 flex flex-wrap gap-1">
                {job.sectors.map((sector) => (
                  <span
                    key={sector.sector}
                    className="rounded bg-slate-100 px-1.5 py-0.5 text-[11px] font-medium text-slate-600"
                  >
                    {sector.sector} × {sector.positions}
                  </span>
                ))}
              </div>
              <div className="mt-1 flex flex-wrap items-center gap-x-3 text-xs text-slate-500">
                <span className="inline-flex items-center gap-1">
                  <MapPin className="size-3" aria-hidden />
                  <span>{job.location}</span>
                </span>
                <span>{formatSalaryRange(job.salary_min, job.salary_max)}</span>
                <span>{job.employment_type}</span>
                <span>
                  Recruiter:{' '}
                  {job.recruiter_name ? (
                    <span className="text-slate-700">{job.recruiter_name}</span>
                  ) : (
                    <span className="text-slate-400">Unassigned</span>
                  )}
                </span>
              </div>
            </TableCell>
            <TableCell className="align-top">
              <div className="flex flex-col items-start gap-1">
                <JobStatusBadge status={job.status} />
                <ReadinessBadge readiness={job.readiness} />
                <span className="text-xs text-slate-500">QT: {job.quality_threshold}</span>
              </div>
            </TableCell>
            <TableCell className="min-w-44 align-top">
              <dl className="grid grid-cols-3 gap-x-3 text-xs">
                <dt className="text-slate-500">Active</dt>
                <dt className="text-slate-500">Total</dt>
                <dt className="text-slate-500">Conv.</dt>
                <dd className="font-semibold text-slate-900 tabular-nums">{job.active_candidates}</dd>
                <dd className="font-semibold text-slate-900 tabular-nums">{job.application_count}</dd>
                <dd className="font-semibold text-slate-900 tabular-nums">{job.conversion_rate}%</dd>
              </dl>
              <div className="mt-2">
                <PipelineBar distribution={job.pipeline_distribution} />
              </div>
            </TableCell>
            <TableCell className="align-top whitespace-nowrap text-slate-500">
              <div>{formatDate(job.created_at, 'long')}</div>
              <div className="text-xs">
                {job.days_open} {job.days_open === 1 ? 'day' : 'days'} open
              </div>
            </TableCell>
            <TablePinnedCell className="align-top">
              <JobRowActions job={job} onEmail={onEmail} />
            </TablePinnedCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
