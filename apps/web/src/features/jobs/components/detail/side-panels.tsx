import type { JobDetail } from '@shortlist/contracts';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader } from '../../../../components/ui/card.tsx';
import { JobStatusBadge } from '../job-badges.tsx';
import { QuickFilters } from './quick-filters.tsx';

const SOURCE_LABELS: Record<string, string> = {
  form: 'Direct Apply',
  email: 'E-mail',
  referral: 'Referral',
  linkedin: 'LinkedIn',
  other: 'Other',
};

const TEAM_ROLE_LABELS: Record<string, string> = {
  hiring_manager: 'Hiring Manager',
  interviewer: 'Interviewer',
  bar_raiser: 'Bar Raiser',
  finance_approver: 'Finance Approver',
};

/** spec 01 §2.6 side panels with the job's real numbers. */
export function SidePanels({ job, canEdit }: { job: JobDetail; canEdit: boolean }) {
  const sources = Object.entries(job.application_sources).sort((a, b) => b[1] - a[1]);
  return (
    <div className="space-y-5">
      <Card>
        <CardHeader title="Job Status" />
        <CardContent>
          <dl className="space-y-2 text-sm">
            <div className="flex items-center justify-between">
              <dt className="text-slate-500">Status</dt>
              <dd>
                <JobStatusBadge status={job.status} />
              </dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-slate-500">Days open</dt>
              <dd className="font-medium text-slate-900 tabular-nums">{job.days_open}</dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-slate-500">Active candidates</dt>
              <dd className="font-medium text-slate-900 tabular-nums">{job.active_candidates}</dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-slate-500">Average match</dt>
              <dd className="font-medium text-slate-900 tabular-nums">
                {job.average_match == null ? 'No scores yet' : `${job.average_match}%`}
              </dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-slate-500">Recruiter</dt>
              <dd className="text-slate-900">{job.recruiter_name ?? 'Unassigned'}</dd>
            </div>
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader
          title="Team"
          actions={
            canEdit ? (
              <Link
                to={`/jobs/${job.id}/edit`}
                className="text-xs font-medium text-brand-600 hover:underline"
              >
                Edit team
              </Link>
            ) : null
          }
        />
        <CardContent>
          {job.hiring_team.length ? (
            <ul className="space-y-2 text-sm">
              {job.hiring_team.map((member) => (
                <li key={member.email}>
                  <p className="truncate text-slate-800">{member.email}</p>
                  <p className="text-xs text-slate-500">{TEAM_ROLE_LABELS[member.role] ?? member.role}</p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-400">No team members yet.</p>
          )}
        </CardContent>
      </Card>
      <QuickFilters job={job} layout="panel" />
      <Card>
        <CardHeader title="Application Sources" />
        <CardContent>
          {sources.length ? (
            <dl className="space-y-1.5 text-sm">
              {sources.map(([source, count]) => (
                <div key={source} className="flex justify-between">
                  <dt className="text-slate-500">{SOURCE_LABELS[source] ?? source}</dt>
                  <dd className="font-medium text-slate-900 tabular-nums">{count}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="text-sm text-slate-500">Direct Apply: 0</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
