import { INBOX_FILTER_LABELS, INBOX_FILTERS, type InboxCounts, type InboxFilter } from '@shortlist/contracts';
import { clsx } from 'clsx';
import { FilterSearch } from '../../../../components/ui/filter-bar.tsx';

type Props = {
  filter: InboxFilter;
  counts: InboxCounts | undefined;
  onFilterChange: (filter: InboxFilter) => void;
  searchText: string;
  onSearchTextChange: (text: string) => void;
};

/** spec 02 Inbox: the filters All, Matched, Processing, Unread, Failed (and Archived), each with its count; a search. */
export function InboxToolbar({ filter, counts, onFilterChange, searchText, onSearchTextChange }: Props) {
  return (
    <div className="flex flex-wrap items-center gap-3 border-b border-slate-100 px-5 py-4">
      <fieldset className="flex flex-wrap items-center gap-1.5">
        <legend className="sr-only">Show e-mails</legend>
        {INBOX_FILTERS.map((value) => {
          const on = value === filter;
          return (
            <button
              key={value}
              type="button"
              aria-pressed={on}
              aria-label={counts ? `${INBOX_FILTER_LABELS[value]} (${counts[value]})` : undefined}
              onClick={() => onFilterChange(value)}
              className={clsx(
                'inline-flex h-8 items-center gap-1.5 rounded-full px-3 text-sm font-medium ring-1 transition-colors ring-inset',
                on
                  ? 'bg-brand-600 text-white ring-brand-600'
                  : 'bg-white text-slate-600 ring-slate-300 hover:bg-slate-50 hover:text-slate-900',
              )}
            >
              {INBOX_FILTER_LABELS[value]}
              <span
                className={clsx(
                  'min-w-5 rounded-full px-1.5 text-center text-xs tabular-nums',
                  on ? 'bg-white/20 text-white' : 'bg-slate-100 text-slate-600',
                  value === 'failed' && !on && counts?.failed ? 'bg-red-50 text-red-700' : undefined,
                )}
              >
                {counts ? counts[value] : '–'}
              </span>
            </button>
          );
        })}
      </fieldset>
      <FilterSearch
        label="Search received e-mails"
        placeholder="Search e-mails..."
        value={searchText}
        onChange={onSearchTextChange}
        className="ml-auto w-full min-w-56 sm:w-72"
      />
    </div>
  );
}
