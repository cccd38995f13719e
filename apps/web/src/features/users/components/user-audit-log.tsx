import { ROLE_LABELS, type Role, type UserAuditEvent } from '@shortlist/contracts';
import { History } from 'lucide-react';
import { useState } from 'react';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { CardPagination } from '../../../components/ui/pagination.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useUserAuditLog } from '../api/get-user-audit-log.ts';

const AUDIT_PAGE_SIZE = 25;

/** Settings → Audit log: every change to an account, who made it and when (issue 6). */
export function UserAuditLog() {
  const [page, setPage] = useState(1);
  const log = useUserAuditLog(page);
  return (
    <Card className="overflow-hidden">
      <CardHeader
        title="Audit log"
        description="Invitations, role changes, (de)activations and demo sign-ins, newest first."
      />
      <QueryState
        query={log}
        loadingLabel="Loading the audit log"
        errorTitle="Couldn't load the audit log"
        isEmpty={(data) => data.results.length === 0}
        empty={
          <EmptyState
            icon={<History />}
            title="No changes yet"
            description="Changes to user accounts will be listed here."
          />
        }
      >
        {(data) => (
          <>
            <ul className="divide-y divide-slate-100">
              {data.results.map((event) => (
                <li key={event.id} className="flex items-start justify-between gap-4 px-5 py-3 text-sm">
                  <p className="text-slate-700">{describeEvent(event)}</p>
                  <time dateTime={event.created_at} className="shrink-0 text-xs text-slate-500">
                    {formatDate(event.created_at)} {formatDate(event.created_at, 'time')}
                  </time>
                </li>
              ))}
            </ul>
            <CardPagination
              page={page}
              pageSize={AUDIT_PAGE_SIZE}
              count={data.count}
              noun="changes"
              onPageChange={setPage}
            />
          </>
        )}
      </QueryState>
    </Card>
  );
}

function roleLabel(value: unknown): string {
  return typeof value === 'string' && value in ROLE_LABELS ? ROLE_LABELS[value as Role] : String(value);
}

export function describeEvent(event: UserAuditEvent): string {
  const actor = event.actor?.full_name ?? 'Single sign-on';
  const target = `${event.target.full_name} (${event.target.email})`;
  switch (event.action) {
    case 'user.created':
      return `${target} signed in for the first time as ${roleLabel(event.details.role)}`;
    case 'user.invited':
      return `${actor} invited ${target} as ${roleLabel(event.details.role)}`;
    case 'user.role_changed':
      return `${actor} changed ${target} from ${roleLabel(event.details.from)} to ${roleLabel(event.details.to)}`;
    case 'user.deactivated':
      return `${actor} deactivated ${target}`;
    case 'user.reactivated':
      return `${actor} reactivated ${target}`;
    case 'user.demo_signed_in':
      return event.details.created
        ? `${target} was created by the demo sign-in as ${roleLabel(event.details.role)}`
        : `${target} used the demo sign-in as ${roleLabel(event.details.role)}`;
  }
}
