import type { JobSummary } from '@shortlist/contracts';
import { Link } from 'react-router';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx';
import { formatDate } from '../../../lib/format.ts';
import { JobPriorityBadge, JobStatusBadge } from './job-badges.tsx';

export function JobsTable({ jobs }: { jobs: readonly JobSummary[] }) {
  return (
    <Table>
      <TableHeader>
        <tr>
          <TableHead>Title</TableHead>
          <TableHead>Department</TableHead>
          <TableHead>Location</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Priority</TableHead>
          <TableHead>Recruiter</TableHead>
          <TableHead className="text-right">Applications</TableHead>
          <TableHead>Created</TableHead>
        </tr>
      </TableHeader>
      <TableBody>
        {jobs.map((job) => (
          <TableRow key={job.id}>
            <TableCell className="max-w-72">
              <Link
                to={`/jobs/${job.id}`}
                className="block truncate font-medium text-slate-900 hover:text-brand-700 hover:underline"
              >
                {job.title}
              </Link>
              <span className="text-xs text-slate-500">{job.employment_type}</span>
            </TableCell>
            <TableCell>{job.department}</TableCell>
            <TableCell className="whitespace-nowrap">{job.location}</TableCell>
            <TableCell>
              <JobStatusBadge status={job.status} />
            </TableCell>
            <TableCell>
              <JobPriorityBadge priority={job.priority} />
            </TableCell>
            <TableCell className="whitespace-nowrap">
              {job.recruiter_name ?? <span className="text-slate-400">Unassigned</span>}
            </TableCell>
            <TableCell className="text-right tabular-nums">{job.application_count}</TableCell>
            <TableCell className="whitespace-nowrap text-slate-500">
              {formatDate(job.created_at, 'long')}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
