import { type Application, scoreBandColor } from '@shortlist/contracts';
import { Badge } from '../../../components/ui/badge.tsx';
import { ScoreBadge } from '../../../components/ui/score-badge.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx';
import { capitalize, formatDate } from '../../../lib/format.ts';
import { ViewCandidateLink } from './view-candidate-link.tsx';

const STATUS_TONE = { active: 'blue', hired: 'green', rejected: 'red', withdrawn: 'neutral' } as const;

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
          <TableHead className="text-right">Actions</TableHead>
        </tr>
      </TableHeader>
      <TableBody>
        {applications.map((application) => (
          <TableRow key={application.id}>
            <TableCell>
              <p className="font-medium text-slate-900">{application.candidate.full_name}</p>
              <p className="text-xs text-slate-500">{application.candidate.email ?? 'No email'}</p>
            </TableCell>
            <TableCell>
              <p className="text-slate-900">{application.job.title}</p>
              <p className="text-xs text-slate-500">{application.job.department}</p>
            </TableCell>
            <TableCell>
              <ScoreBadge score={application.match_score} band={scoreBandColor} />
            </TableCell>
            <TableCell>{application.stage_label}</TableCell>
            <TableCell>
              <Badge tone={STATUS_TONE[application.status]}>{capitalize(application.status)}</Badge>
            </TableCell>
            <TableCell className="whitespace-nowrap text-slate-500">
              {formatDate(application.applied_at, 'long')}
            </TableCell>
            <TableCell className="text-right">
              <ViewCandidateLink
                candidateId={application.candidate_id}
                name={application.candidate.full_name}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
