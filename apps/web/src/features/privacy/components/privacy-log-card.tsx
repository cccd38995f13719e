import {
  DEFAULT_PAGE_SIZE,
  PRIVACY_ACTION_LABELS,
  type PrivacyAction,
  type PrivacyLogEntry,
} from '@shortlist/contracts';
import { ScrollText } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { CardPagination } from '../../../components/ui/pagination.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { usePrivacyLog } from '../api/get-privacy-log.ts';
import { retentionLabel } from '../lib/retention.ts';

const ACTION_TONES: Partial<Record<PrivacyAction, BadgeTone>> = {
  data_exported: 'blue',
  data_erased: 'red',
  retention_erased: 'orange',
};

/** The privacy log (issue 16): who exported or erased whose data, or changed the rule, and why. */
export function PrivacyLogCard() {
  const [page, setPage] = useState(1);
  const log = usePrivacyLog(page);
  return (
    <Card className="overflow-hidden">
      <CardHeader
        title="Privacy log"
        description="Every export and erasure of a candidate's data and every change of the retention rule, newest first."
      />
      <QueryState
        query={log}
        loadingLabel="Loading the privacy log"
        errorTitle="Couldn't load the privacy log"
        isEmpty={(data) => data.results.length === 0}
        empty={
          <EmptyState
            icon={<ScrollText />}
            title="Nothing on the log yet"
            description="Exports, erasures and changes of the retention rule will be listed here."
          />
        }
      >
        {(data) => (
          <>
            <Table aria-label="Privacy log">
              <TableHeader>
                <TableRow>
                  <TableHead>When</TableHead>
                  <TableHead>Action</TableHead>
                  <TableHead>Candidate</TableHead>
                  <TableHead>By</TableHead>
                  <TableHead>Reason</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.results.map((entry) => (
                  <LogRow key={entry.id} entry={entry} />
                ))}
              </TableBody>
            </Table>
            <CardPagination
              page={page}
              pageSize={DEFAULT_PAGE_SIZE}
              count={data.count}
              noun="entries"
              onPageChange={setPage}
            />
          </>
        )}
      </QueryState>
    </Card>
  );
}

function LogRow({ entry }: { entry: PrivacyLogEntry }) {
  const details = describeDetails(entry);
  return (
    <TableRow>
      <TableCell className="align-top whitespace-nowrap text-slate-600">
        <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
      </TableCell>
      <TableCell className="align-top">
        <Badge tone={ACTION_TONES[entry.action] ?? 'neutral'}>
          {PRIVACY_ACTION_LABELS[entry.action] ?? entry.action}
        </Badge>
        {details ? <p className="mt-1 text-xs text-slate-500">{details}</p> : null}
      </TableCell>
      <TableCell className="align-top">
        {entry.candidate_id !== null ? (
          <Link
            to={`/candidates/${entry.candidate_id}`}
            className="font-medium text-slate-900 hover:text-brand-700 hover:underline"
          >
            {entry.candidate_label || `Candidate #${entry.candidate_id}`}
          </Link>
        ) : (
          <span className="text-slate-400">—</span>
        )}
      </TableCell>
      <TableCell className="align-top whitespace-nowrap">{entry.actor_name}</TableCell>
      <TableCell className="max-w-sm align-top break-words whitespace-pre-line">
        {entry.reason || <span className="text-slate-400">—</span>}
      </TableCell>
    </TableRow>
  );
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
const numberOr = (value: unknown) => (typeof value === 'number' ? value : null);

/** The facts the server records with an entry, in words: "Off → 24 months", "3 files". */
export function describeDetails({ action, details }: PrivacyLogEntry): string {
  switch (action) {
    case 'retention_changed':
      return `${retentionLabel(numberOr(details.from))} → ${retentionLabel(numberOr(details.to))}`;
    case 'data_exported': {
      const files = numberOr(details.files);
      return files === null ? '' : plural(files, 'file');
    }
    case 'data_erased':
    case 'retention_erased': {
      const applications = numberOr(details.applications);
      return applications === null ? '' : `${plural(applications, 'application')} kept`;
    }
    default:
      return '';
  }
}
