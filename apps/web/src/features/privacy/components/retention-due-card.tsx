import { DEFAULT_PAGE_SIZE, type RetentionOverview } from '@shortlist/contracts';
import { CalendarClock, ShieldOff } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { CardPagination } from '../../../components/ui/pagination.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx';
import { formatDate } from '../../../lib/format.ts';

type Props = { overview: RetentionOverview; page: number; onPageChange: (page: number) => void };

/**
 * The warning list: who the retention rule erases within the warning period, soonest first, so
 * someone can act first (a note or any change counts as activity and keeps them).
 */
export function RetentionDueCard({ overview, page, onPageChange }: Props) {
  const { due, retention_months: months, warning_days: days } = overview;
  return (
    <Card className="overflow-hidden">
      <CardHeader
        title={`Erased within ${days} days`}
        description="Candidates the retention rule erases next, soonest first. Any change to a candidate or a new entry on their timeline (a note, a stage move, an e-mail) counts as activity and takes them off this list."
        actions={
          months !== null && due.count > 0 ? (
            <Badge tone="orange">
              {due.count} {due.count === 1 ? 'candidate' : 'candidates'}
            </Badge>
          ) : null
        }
      />
      {months === null ? (
        <EmptyState
          icon={<ShieldOff />}
          title="No automatic erasure"
          description="Retention is off: candidates are kept until erased by hand."
        />
      ) : due.results.length === 0 ? (
        <EmptyState
          icon={<CalendarClock />}
          title="Nobody is due for erasure"
          description={`No candidate reaches ${months} months without activity in the next ${days} days.`}
        />
      ) : (
        <>
          <Table aria-label={`Erased within ${days} days`}>
            <TableHeader>
              <TableRow>
                <TableHead>Candidate</TableHead>
                <TableHead>Company</TableHead>
                <TableHead>Last activity</TableHead>
                <TableHead>Erase on</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {due.results.map((candidate) => (
                <TableRow key={candidate.id}>
                  <TableCell>
                    <Link
                      to={`/candidates/${candidate.id}`}
                      className="font-medium text-slate-900 hover:text-brand-700 hover:underline"
                    >
                      {candidate.full_name}
                    </Link>
                  </TableCell>
                  <TableCell>{candidate.current_company || '—'}</TableCell>
                  <TableCell className="whitespace-nowrap">
                    {formatDate(candidate.last_activity_at, 'long')}
                  </TableCell>
                  <TableCell className="font-medium whitespace-nowrap text-slate-900">
                    {formatDate(candidate.erase_on, 'long')}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <CardPagination
            page={page}
            pageSize={DEFAULT_PAGE_SIZE}
            count={due.count}
            noun="candidates"
            onPageChange={onPageChange}
          />
        </>
      )}
    </Card>
  );
}
