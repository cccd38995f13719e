import { APPLICATION_STATUS_LABELS, type Application, scoreBandColor } from '@shortlist/contracts';
import { Briefcase } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../../components/ui/badge.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { ScoreBadge } from '../../../../components/ui/score-badge.tsx';
import type { ApplicationOutcomeSlot } from '../../../../lib/application-outcome.ts';
import { formatDate } from '../../../../lib/format.ts';
import type { OfferLetterSlots } from '../../../../lib/offer-letter.ts';
import { Panel } from './overview-tab.tsx';

/**
 * Each application with its stage and status; the outcome menu (issue 13) decides it, and its
 * offer letters (issue 13) show under it.
 */
export function ApplicationsTab({
  applications,
  outcome,
  offers,
}: {
  applications: Application[];
  outcome?: ApplicationOutcomeSlot;
  offers?: OfferLetterSlots['applicationOffers'];
}) {
  return (
    <Panel title={`Applications (${applications.length})`}>
      {applications.length === 0 ? (
        <EmptyState
          icon={<Briefcase />}
          title="No applications yet"
          description="Assign the candidate to a job from the job's pipeline."
        />
      ) : (
        <ul className="divide-y divide-slate-100">
          {applications.map((application) => (
            <li key={application.id} className="flex flex-wrap items-center gap-3 py-3">
              <div className="min-w-0 flex-1">
                <Link
                  to={`/jobs/${application.job.id}`}
                  className="text-sm font-medium text-slate-900 hover:text-brand-700 hover:underline"
                >
                  {application.job.title}
                </Link>
                <p className="text-xs text-slate-500">
                  {application.job.department} · Applied {formatDate(application.applied_at, 'long')}
                </p>
              </div>
              <ScoreBadge score={application.match_score} band={scoreBandColor} />
              <Badge tone="brand">{application.stage_label}</Badge>
              {outcome ? (
                outcome({ application, canManageJob: application.job.can_manage, showStatus: true })
              ) : (
                <Badge>{APPLICATION_STATUS_LABELS[application.status]}</Badge>
              )}
              {offers ? <div className="basis-full empty:hidden">{offers({ application })}</div> : null}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
