import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { getErrorMessage } from '../../../lib/api-error.ts';
import { KANBAN_SERVICE_MESSAGES } from '../api/messages.ts';
import type { BoardSearch } from '../lib/use-board-search.ts';

/**
 * Under a board's search box while the server searches the cards a column has not loaded: that
 * it is searching, how many match in all, or that it failed (the loaded cards' matches stay
 * shown) with Retry.
 */
export function BoardSearchStatus({ server }: { server: BoardSearch['server'] }) {
  if (!server) return null;
  const { term, query } = server;
  if (query.isError) {
    return (
      <div
        role="alert"
        className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200"
      >
        <span>
          <span className="font-medium">{getErrorMessage(query.error, KANBAN_SERVICE_MESSAGES.search)}</span>
          {' — showing matches among the loaded cards only.'}
        </span>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()} loading={query.isFetching}>
          Retry
        </Button>
      </div>
    );
  }
  if (!query.data) {
    return (
      <p className="mb-3 flex items-center gap-2 text-sm text-slate-500">
        <Spinner size="sm" label="Searching" /> Searching every card on this board…
      </p>
    );
  }
  const total = Object.values(query.data.counts).reduce((sum, count) => sum + count, 0);
  return (
    <p role="status" className="mb-3 text-sm text-slate-600">
      {total === 0
        ? `No one on this board matches “${term}” by name, company or e-mail.`
        : `${total} ${total === 1 ? 'candidate' : 'candidates'} on this board ${total === 1 ? 'matches' : 'match'} “${term}”.`}
    </p>
  );
}

/** A column's matches past those it shows while the server's search results show (none: nothing). */
export function MoreMatches({ count, stageLabel }: { count: number; stageLabel: string }) {
  if (count <= 0) return null;
  return (
    <p className="px-2 py-1 text-center text-xs text-slate-500">
      {count} more {count === 1 ? 'match' : 'matches'} in {stageLabel}: narrow the search to see{' '}
      {count === 1 ? 'it' : 'them'}
    </p>
  );
}
