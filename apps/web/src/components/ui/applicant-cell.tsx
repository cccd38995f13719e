import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from './avatar.tsx';

type ApplicantCellProps = {
  candidateId: number;
  name: string;
  /** under the name: the e-mail, the job applied to */
  subtitle?: ReactNode;
  /** beside the name: badges */
  badges?: ReactNode;
  /** under the name and subtitle: the rest of a list row's details */
  children?: ReactNode;
  avatarSize?: 'sm' | 'md';
  /**
   * The name's link covers the whole row, which must be `relative`; other links in the row sit
   * above it with `relative z-10`.
   */
  coversRow?: boolean;
  className?: string;
};

/**
 * A candidate in a list or table: initials, the name linking to the candidate's page, and a line
 * under it. Every list of applicants shows them this way (applications, a job's candidates, the
 * candidates list, the dashboard's recent applications).
 */
export function ApplicantCell({
  candidateId,
  name,
  subtitle,
  badges,
  children,
  avatarSize = 'md',
  coversRow = false,
  className,
}: ApplicantCellProps) {
  return (
    <div className={clsx('flex min-w-0', children ? 'items-start gap-4' : 'items-center gap-3', className)}>
      <Avatar name={name} size={avatarSize} />
      <div className={clsx('min-w-0 flex-1', children && 'space-y-1.5')}>
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <Link
            to={`/candidates/${candidateId}`}
            className={clsx(
              'truncate font-medium text-slate-900 hover:text-brand-700 hover:underline',
              coversRow && 'after:absolute after:inset-0',
            )}
          >
            {name}
          </Link>
          {badges}
        </div>
        {subtitle ? <p className="truncate text-xs text-slate-500">{subtitle}</p> : null}
        {children}
      </div>
    </div>
  );
}
