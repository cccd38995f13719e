import { clsx } from 'clsx';
import { Check, ChevronDown, Search } from 'lucide-react';
import { useState } from 'react';
import { Input } from '../../../components/ui/input.tsx';
import { PeopleSearchStatus } from '../../../components/ui/people-search-status.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover.tsx';
import { useUserDirectory } from '../../../lib/user-directory.ts';

type UserFilterProps = {
  value: number | undefined;
  /** the chosen person's name, when the page knows it */
  selectedName: string | undefined;
  onChange: (userId: number | undefined, name?: string) => void;
};

/**
 * Whose activity to show: the colleague directory searched by name (it answers a handful at a
 * time, so a list of everyone would not do for a large organisation).
 */
export function UserFilter({ value, selectedName, onChange }: UserFilterProps) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const directory = useUserDirectory(search, { enabled: open });
  const chosenName =
    value === undefined
      ? undefined
      : (directory.users.find((person) => person.id === value)?.full_name ?? selectedName ?? `User ${value}`);
  const choose = (userId: number | undefined, name?: string) => {
    onChange(userId, name);
    setOpen(false);
    setSearch('');
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger
        aria-label={`User: ${chosenName ?? 'all users'}`}
        className="inline-flex h-9 max-w-56 min-w-36 items-center justify-between gap-2 rounded-lg bg-white px-3 text-sm text-slate-700 shadow-xs ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
      >
        <span className="truncate">{chosenName ?? 'All users'}</span>
        <ChevronDown className="size-4 shrink-0 text-slate-400" aria-hidden />
      </PopoverTrigger>
      <PopoverContent align="start" className="w-72 space-y-2 p-2">
        <Input
          type="search"
          aria-label="Search people"
          placeholder="Search by name..."
          leadingIcon={<Search />}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          autoFocus
        />
        <ul aria-label="People" className="max-h-64 overflow-y-auto">
          <li>
            <PersonChoice label="All users" chosen={value === undefined} onChoose={() => choose(undefined)} />
          </li>
          {directory.users.map((person) => (
            <li key={person.id}>
              <PersonChoice
                label={person.full_name}
                chosen={person.id === value}
                onChoose={() => choose(person.id, person.full_name)}
              />
            </li>
          ))}
        </ul>
        {directory.users.length === 0 ? (
          <PeopleSearchStatus fetching={directory.isFetching} failed={directory.isError} className="py-2" />
        ) : null}
      </PopoverContent>
    </Popover>
  );
}

function PersonChoice({ label, chosen, onChoose }: { label: string; chosen: boolean; onChoose: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={chosen}
      onClick={onChoose}
      className={clsx(
        'flex h-8 w-full items-center justify-between gap-2 rounded-md px-2.5 text-left text-sm',
        chosen ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100',
      )}
    >
      <span className="truncate">{label}</span>
      {chosen ? <Check className="size-4 shrink-0 text-brand-600" aria-hidden /> : null}
    </button>
  );
}
