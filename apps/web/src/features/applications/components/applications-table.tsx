import { type Application, scoreBandColor } from '@shortlist/contracts';
import { ApplicantCell } from '../../../components/ui/applicant-cell.tsx';
import { ScoreBadge } from '../../../components/ui/score-badge.tsx';
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
import { ApplicationOutcomeMenu } from './outcomes/application-outcome-menu.tsx';
import { ApplicationStatusBadge } from './outcomes/application-status-badge.tsx';
import { ViewCandidateLink } from './view-candidate-link.tsx';

export function ApplicationsTable({ applications }: { applications: Application[] }) {
  return (
    <Table>
      <TableHeader>
        <tr>
          <TableHead>Candidate</TableHead>
          <TableHead>Job</TableHead>
          <TableHead>Match Score</TableHead>
          <TableHead>Stage</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Applied</TableHead>
          <TablePinnedHead className="text-right">Actions</TablePinnedHead>
        </tr>
      </TableHeader>
      <TableBody>
        {applications.map((application) => (
          <TableRow key={application.id}>
            <TableCell>
              <ApplicantCell
                candidateId={application.candidate_id}
                name={application.candidate.full_name}
                subtitle={application.candidate.email ?? 'No email'}
                avatarSize="sm"
              />
            </TableCell>
            {/* a narrow window scrolls the table rather than squeezing a title onto three lines */}
            <TableCell className="min-w-56">
              <p className="text-slate-900">{application.job.title}</p>
              <p className="text-xs text-slate-500">{application.job.department}</p>
            </TableCell>
            <TableCell>
              <ScoreBadge score={application.match_score} band={scoreBandColor} />
            </TableCell>
            <TableCell>{application.stage_label}</TableCell>
            <TableCell>
              <ApplicationStatusBadge status={application.status} />
            </TableCell>
            <TableCell className="whitespace-nowrap text-slate-500">
              {formatDate(application.applied_at, 'long')}
            </TableCell>
            <TablePinnedCell>
              <div className="flex items-center justify-end gap-3">
                {/* the rows do not say who manages their job: the server decides (outcome menu) */}
                <ApplicationOutcomeMenu application={application} canManageJob={application.job.can_manage} />
                <ViewCandidateLink
                  candidateId={application.candidate_id}
                  name={application.candidate.full_name}
                />
              </div>
            </TablePinnedCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
