import { SEARCH_DEBOUNCE_MS, SEARCH_MESSAGES, SEARCH_MIN_CHARS } from '@shortlist/contracts';
import { AlertTriangle, RotateCw, Search, X } from 'lucide-react';
import { type KeyboardEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Popover, PopoverAnchor, PopoverContent } from '../../../components/ui/popover.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { getErrorMessage } from '../../../lib/api-error.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useSearchResults } from '../api/search.ts';
import { type SearchOption, searchGroups } from '../lib/search-options.ts';
import { SEARCH_SHORTCUTS, useSearchShortcut } from '../lib/use-search-shortcut.ts';
import { SearchResults } from './search-results.tsx';

/**
 * The top bar's search (spec 01 §2.7, issue 15): from 2 characters and 300 ms after the last
 * keystroke it asks the server, and shows candidates, jobs and applications as an ARIA combobox —
 * the arrows move through every result, Enter opens one, Esc closes the panel (a second Esc
 * empties the box). `/` or Ctrl+K / Cmd+K brings the keyboard here from anywhere.
 */
export function GlobalSearch() {
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const anchorRef = useRef<HTMLDivElement>(null);
  const listboxId = useId();
  const [text, setText] = useState('');
  const [dismissed, setDismissed] = useState(false);
  const [activeKey, setActiveKey] = useState<string | null>(null);

  const query = text.trim();
  const longEnough = query.length >= SEARCH_MIN_CHARS;
  const debouncedQuery = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const search = useSearchResults(debouncedQuery, longEnough && debouncedQuery.length >= SEARCH_MIN_CHARS);
  const open = longEnough && !dismissed;

  const groups = useMemo(() => (search.data ? searchGroups(search.data) : []), [search.data]);
  const options = groups.flatMap((group) => group.options);
  const activeIndex = options.findIndex((option) => option.key === activeKey);
  const optionId = useCallback((key: string) => `${listboxId}-${key}`, [listboxId]);
  // the answer on screen is for what is in the box now, not an earlier text kept while typing
  const current = search.isSuccess && !search.isPlaceholderData && debouncedQuery === query;

  useSearchShortcut(inputRef, () => {
    inputRef.current?.focus();
    inputRef.current?.select();
    setDismissed(false);
  });

  useEffect(() => {
    if (open && activeKey) document.getElementById(optionId(activeKey))?.scrollIntoView({ block: 'nearest' });
  }, [open, activeKey, optionId]);

  const reset = () => {
    setText('');
    setDismissed(false);
    setActiveKey(null);
  };
  /** After a result is chosen the box is emptied and gives the keyboard back to the page. */
  const chosen = () => {
    reset();
    inputRef.current?.blur();
  };
  const choose = (option: SearchOption) => {
    chosen();
    navigate(option.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return; // an input method's Enter or Esc belongs to it
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!longEnough) return;
      event.preventDefault();
      if (!open) {
        setDismissed(false);
        return;
      }
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next =
        activeIndex === -1
          ? step === 1
            ? 0
            : options.length - 1
          : (activeIndex + step + options.length) % options.length;
      setActiveKey(options[next]?.key ?? null);
    } else if (event.key === 'Enter') {
      const active = options[activeIndex];
      if (!open || !active) return;
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setDismissed(true);
      } else if (text) {
        event.preventDefault();
        reset();
      }
    }
  };

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        if (!next) setDismissed(true);
      }}
    >
      <PopoverAnchor asChild>
        <div ref={anchorRef} className="relative w-full max-w-xl">
          <Input
            ref={inputRef}
            type="text"
            role="combobox"
            aria-label="Search candidates, jobs and applications"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listboxId}
            aria-activedescendant={
              open && activeIndex !== -1 ? optionId(options[activeIndex]!.key) : undefined
            }
            aria-keyshortcuts={SEARCH_SHORTCUTS}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            placeholder="Search candidates, jobs, applications..."
            leadingIcon={<Search />}
            className="bg-slate-50 pr-16"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setDismissed(false);
              setActiveKey(null);
            }}
            onFocus={() => setDismissed(false)}
            onClick={() => setDismissed(false)}
            onKeyDown={onKeyDown}
          />
          <div className="absolute inset-y-0 right-0 flex items-center gap-1 pr-1.5">
            {open && search.isFetching && search.isPlaceholderData ? (
              <Spinner size="sm" label="Searching" className="text-slate-400" />
            ) : null}
            {text ? (
              <button
                type="button"
                aria-label="Clear search"
                onClick={() => {
                  reset();
                  inputRef.current?.focus();
                }}
                className="flex size-7 items-center justify-center rounded-md text-slate-400 hover:bg-slate-100 hover:text-slate-600"
              >
                <X className="size-4" aria-hidden />
              </button>
            ) : (
              <kbd
                title="Press / or Ctrl+K to search"
                className="pointer-events-none mr-0.5 rounded border border-slate-200 bg-white px-1.5 font-sans text-xs leading-5 text-slate-400"
              >
                /
              </kbd>
            )}
          </div>
        </div>
      </PopoverAnchor>
      <PopoverContent
        align="start"
        role="presentation"
        className="max-h-(--radix-popover-content-available-height) w-[max(var(--radix-popover-trigger-width),30rem)] max-w-[calc(100vw-2rem)] overflow-y-auto"
        onOpenAutoFocus={(event) => event.preventDefault()}
        onEscapeKeyDown={(event) => {
          // Esc in the box is the box's own (it closes, a second one empties); left to Radix as well,
          // the panel would already be closed when the box sees the key and the first Esc would empty it
          if (event.target === inputRef.current) event.preventDefault();
        }}
        onCloseAutoFocus={(event) => event.preventDefault()}
        onInteractOutside={(event) => {
          // a click in the box itself (or on its X) keeps the panel open
          if (anchorRef.current?.contains(event.target as Node)) event.preventDefault();
        }}
      >
        {search.isError && !search.isFetching ? (
          <div role="alert" className="flex items-start gap-3 px-4 py-3 text-sm">
            <AlertTriangle className="mt-0.5 size-4 shrink-0 text-red-500" aria-hidden />
            <div className="min-w-0 flex-1">
              <p className="font-medium text-slate-900">Search failed</p>
              <p className="text-slate-500">{getErrorMessage(search.error)}</p>
            </div>
            <Button
              variant="secondary"
              size="sm"
              icon={<RotateCw className="size-3.5" />}
              onClick={() => {
                void search.refetch();
                inputRef.current?.focus();
              }}
            >
              Retry
            </Button>
          </div>
        ) : options.length > 0 && search.data ? (
          <SearchResults
            id={listboxId}
            groups={groups}
            query={search.data.query}
            activeKey={activeKey}
            optionId={optionId}
            onActivate={setActiveKey}
            onChoose={chosen}
          />
        ) : current ? (
          <p role="status" className="px-4 py-3 text-sm text-slate-500">
            {SEARCH_MESSAGES.noResults(query)}
          </p>
        ) : (
          <div className="flex items-center gap-2 px-4 py-3 text-sm text-slate-500">
            <Spinner size="sm" label="Searching…" />
            <span aria-hidden>Searching…</span>
          </div>
        )}
      </PopoverContent>
    </Popover>
  );
}
