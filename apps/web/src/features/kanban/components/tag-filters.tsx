import { QUICK_FILTER_TAGS } from '@shortlist/contracts';
import { clsx } from 'clsx';

type TagFiltersProps = { tags: string[]; selected: readonly string[]; onToggle: (tag: string) => void };

/** spec 02 Kanban: quick filters over the first 10 tags on the board. */
export function TagFilters({ tags, selected, onToggle }: TagFiltersProps) {
  if (tags.length === 0) return null;
  return (
    <fieldset className="flex flex-wrap items-center gap-1.5">
      <legend className="sr-only">Quick tag filters</legend>
      {tags.slice(0, QUICK_FILTER_TAGS).map((tag) => {
        const on = selected.includes(tag);
        return (
          <button
            key={tag}
            type="button"
            aria-pressed={on}
            onClick={() => onToggle(tag)}
            className={clsx(
              'rounded-full px-2.5 py-1 text-xs font-medium ring-1 transition-colors ring-inset',
              on
                ? 'bg-brand-600 text-white ring-brand-600'
                : 'bg-white text-slate-600 ring-slate-300 hover:bg-slate-50',
            )}
          >
            #{tag}
          </button>
        );
      })}
    </fieldset>
  );
}
