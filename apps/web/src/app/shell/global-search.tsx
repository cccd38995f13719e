import { SEARCH_MIN_CHARS } from '@shortlist/contracts';
import { Search, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Input } from '../../components/ui/input.tsx';
import { Popover, PopoverAnchor, PopoverContent } from '../../components/ui/popover.tsx';

/**
 * The top bar's search box. Server-side search (DESIGN.md §2) arrives in a later issue; until then
 * typing 2+ characters (spec 01 §2.7) opens a note saying so, never made-up results.
 */
export function GlobalSearch() {
  const [query, setQuery] = useState('');
  const [dismissed, setDismissed] = useState(false);
  const anchorRef = useRef<HTMLDivElement>(null);
  const open = query.trim().length >= SEARCH_MIN_CHARS && !dismissed;

  const clear = () => {
    setQuery('');
    setDismissed(false);
  };

  return (
    <Popover open={open} onOpenChange={(next) => setDismissed(!next)}>
      <PopoverAnchor asChild>
        <div ref={anchorRef} className="relative w-full max-w-md">
          <Input
            type="search"
            aria-label="Search candidates, jobs and applications"
            placeholder="Search candidates, jobs, applications..."
            leadingIcon={<Search />}
            className="bg-slate-50 pr-9 [&::-webkit-search-cancel-button]:hidden"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setDismissed(false);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Escape') clear();
            }}
          />
          {query ? (
            <button
              type="button"
              aria-label="Clear search"
              onClick={clear}
              className="absolute inset-y-0 right-0 flex w-9 items-center justify-center rounded-r-lg text-slate-400 hover:text-slate-600"
            >
              <X className="size-4" aria-hidden />
            </button>
          ) : null}
        </div>
      </PopoverAnchor>
      <PopoverContent
        align="start"
        className="w-(--radix-popover-trigger-width) p-4"
        onOpenAutoFocus={(event) => event.preventDefault()}
        onInteractOutside={(event) => {
          // clicks in the search box itself keep the panel open
          if (anchorRef.current?.contains(event.target as Node)) event.preventDefault();
        }}
      >
        <div className="flex gap-3">
          <div className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
            <Search className="size-4" aria-hidden />
          </div>
          <div className="space-y-1">
            <p className="text-sm font-medium text-slate-900">Global search arrives in a later release</p>
            <p className="text-sm text-slate-500">
              Searching candidates, jobs and applications from here isn't available yet. Meanwhile, browse the{' '}
              <Link to="/jobs" className="font-medium text-brand-600 hover:underline" onClick={clear}>
                jobs list
              </Link>
              .
            </p>
          </div>
        </div>
      </PopoverContent>
    </Popover>
  );
}
