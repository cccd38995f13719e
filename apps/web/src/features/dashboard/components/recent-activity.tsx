import {
  APPLICATION_STATUS_LABELS,
  type DashboardRecentApplication,
  scoreBandColor,
} from '@shortlist/contracts';
import { Inbox } from 'lucide-react';
import { Link } from 'react-router';
import { ApplicantCell } from '../../../components/ui/applicant-cell.tsx';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ScoreBadge } from '../../../components/ui/score-badge.tsx';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { DashboardPanel } from './dashboard-panel.tsx';

const STATUS_TONES: Record<DashboardRecentApplication['status'], BadgeTone> = {
  active: 'blue',
  hired: 'green',
  rejected: 'red',
  withdrawn: 'neutral',
};

/**
 * spec 01 §2.3 Recent Activity: the newest applications with status, date, match or 'Pending
 * review' and the job; NEW marks those that arrived since the viewer's previous visit.
 */
export function RecentActivity({ applications }: { applications: DashboardRecentApplication[] }) {
  return (
    <DashboardPanel title="Recent Activity" description="The newest applications across all jobs.">
      {applications.length === 0 ? (
        <EmptyState
          icon={<Inbox />}
          title="No applications yet"
          description="Applications appear here as candidates apply or are added to a job."
        />
      ) : (
        <ul aria-label="Recent applications" className="divide-y divide-slate-100">
          {applications.map((application) => (
            <RecentApplication key={application.id} application={application} />
          ))}
        </ul>
      )}
    </DashboardPanel>
  );
}

function RecentApplication({ application }: { application: DashboardRecentApplication }) {
  const status =
    application.status === 'active' ? application.stage_label : APPLICATION_STATUS_LABELS[application.status];
  return (
    // the candidate's link covers the row; the job's link sits above it
    <li className="relative flex items-center gap-3 px-5 py-3 transition-colors hover:bg-slate-50">
      <ApplicantCell
        candidateId={application.candidate_id}
        name={application.candidate_name}
        coversRow
        className="flex-1 text-sm"
        badges={
          application.is_new ? (
            <Badge tone="brand" className="px-1.5 py-0 text-[10px] font-semibold tracking-wide">
              NEW
            </Badge>
          ) : null
        }
        subtitle={
          <>
            Applied to{' '}
            <Link
              to={`/jobs/${application.job_id}`}
              className="relative z-10 font-medium text-slate-700 hover:text-brand-700 hover:underline"
            >
              {application.job_title}
            </Link>
          </>
        }
      />
      <div className="flex shrink-0 items-center gap-3">
        <Badge tone={STATUS_TONES[application.status]} className="max-w-36" title={status}>
          <span className="min-w-0 truncate">{status}</span>
        </Badge>
        <time
          dateTime={application.applied_at}
          title={formatDateTime(application.applied_at)}
          className="hidden w-12 text-right text-xs text-slate-500 tabular-nums sm:block"
        >
          {formatDate(application.applied_at, 'short')}
        </time>
        <div className="flex w-28 justify-end">
          <ScoreBadge
            score={application.match_score}
            band={scoreBandColor}
            emptyLabel="Pending review"
            suffix=" match"
          />
        </div>
      </div>
    </li>
  );
}
