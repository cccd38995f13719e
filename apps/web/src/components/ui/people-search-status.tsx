import { clsx } from 'clsx';
import { Spinner } from './spinner.tsx';

/**
 * What a people picker shows when its list is empty: searching, a failed load, or nobody by that
 * name (the sign-off request, the interview panel, an automation rule's assignee).
 */
export function PeopleSearchStatus({
  fetching,
  failed,
  className,
}: {
  fetching: boolean;
  failed: boolean;
  className?: string;
}) {
  return (
    <p className={clsx('px-3 text-center text-sm text-slate-500', className ?? 'py-3')}>
      {fetching ? (
        <Spinner size="sm" label="Searching people" />
      ) : failed ? (
        "Couldn't load people. Try again."
      ) : (
        'No one matches that name.'
      )}
    </p>
  );
}
