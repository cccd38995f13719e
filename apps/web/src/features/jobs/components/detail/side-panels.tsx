import { APPLICATION_SOURCE_LABELS, type APPLICATION_SOURCES, type JobDetail } from '@shortlist/contracts';
import { Card, CardContent, CardHeader } from '../../../../components/ui/card.tsx';
import { JobStatusBadge } from '../job-badges.tsx';
import { QuickFilters } from './quick-filters.tsx';
import { TeamCard } from './team-card.tsx';

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
      <TeamCard job={job} canEdit={canEdit} />
      <QuickFilters job={job} layout="panel" />
      <Card>
        <CardHeader title="Application Sources" />
        <CardContent>
          {sources.length ? (
            <dl className="space-y-1.5 text-sm">
              {sources.map(([source, count]) => (
                <div key={source} className="flex justify-between">
                  <dt className="text-slate-500">
                    {APPLICATION_SOURCE_LABELS[source as (typeof APPLICATION_SOURCES)[number]] ?? source}
                  </dt>
                  <dd className="font-medium text-slate-900 tabular-nums">{count}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="text-sm text-slate-500">{APPLICATION_SOURCE_LABELS.form}: 0</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
