import type { DuplicateSide } from '@shortlist/contracts';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format.ts';

/** "Engineer at Acme", or whichever of the two the record has. */
export function workOf(record: Pick<DuplicateSide, 'current_role' | 'current_company'>): string {
  const { current_role: role, current_company: company } = record;
  if (role && company) return `${role} at ${company}`;
  return role || company;
}

/** One of two records that may be one person: what tells them apart or shows they are the same. */
export function RecordSummary({ record, linked = false }: { record: DuplicateSide; linked?: boolean }) {
  return (
    <div className="min-w-0 space-y-2">
      <div>
        <p className="truncate text-sm font-semibold text-slate-900">
          {linked ? (
            <Link to={`/candidates/${record.id}`} className="hover:text-brand-700 hover:underline">
              {record.full_name}
            </Link>
          ) : (
            record.full_name
          )}
        </p>
        <p className="truncate text-sm text-slate-600">{workOf(record) || 'No company or role'}</p>
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-xs">
        <dt className="text-slate-500">E-mails</dt>
        <dd className="break-all text-slate-800">
          {record.emails.length ? record.emails.map((email) => <p key={email}>{email}</p>) : '—'}
        </dd>
        <dt className="text-slate-500">Phones</dt>
        <dd className="text-slate-800">
          {record.phones.length ? record.phones.map((phone) => <p key={phone}>{phone}</p>) : '—'}
        </dd>
        <dt className="text-slate-500">Applications</dt>
        <dd className="text-slate-800 tabular-nums">{record.application_count}</dd>
        <dt className="text-slate-500">Added</dt>
        <dd className="text-slate-800">{formatDate(record.created_at)}</dd>
      </dl>
    </div>
  );
}
