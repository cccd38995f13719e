import { MAX_INTERVIEWERS } from '@shortlist/contracts';
import { Search, X } from 'lucide-react';
import { useState } from 'react';
import { Input } from '../../../components/ui/input.tsx';
import { PeopleSearchStatus } from '../../../components/ui/people-search-status.tsx';
import { useUserDirectory } from '../../../lib/user-directory.ts';
import type { Person } from '../lib/interview-draft.ts';

type InterviewerPickerProps = {
  id: string;
  value: Person[];
  onChange: (people: Person[]) => void;
  /** offered first, above the search results: the job's hiring team */
  team: (Person & { role: string })[];
  error?: string;
};

/**
 * The panel: the chosen as removable chips, then the job's team and anyone active found by name
 * (GET /users/directory/, 20 at a time) as checkboxes — at most MAX_INTERVIEWERS.
 */
export function InterviewerPicker({ id, value, onChange, team, error }: InterviewerPickerProps) {
  const [search, setSearch] = useState('');
  const directory = useUserDirectory(search);
  const term = search.trim().toLowerCase();
  const teamShown = team.filter((person) => person.full_name.toLowerCase().includes(term));
  const others = directory.users.filter((person) => !teamShown.some((member) => member.id === person.id));
  const full = value.length >= MAX_INTERVIEWERS;
  const chosen = (person: Person) => value.some((member) => member.id === person.id);
  const toggle = (person: Person, on: boolean) =>
    onChange(on ? [...value, person] : value.filter((member) => member.id !== person.id));

  const option = (person: Person, note?: string) => (
    <label
      key={person.id}
      className="flex cursor-pointer items-center gap-2 px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-50 has-checked:bg-brand-50 has-checked:text-brand-800 has-disabled:cursor-not-allowed has-disabled:opacity-50"
    >
      <input
        type="checkbox"
        className="size-4 rounded border-slate-300 accent-brand-600"
        checked={chosen(person)}
        disabled={full && !chosen(person)}
        onChange={(event) => toggle(person, event.target.checked)}
      />
      <span className="min-w-0 flex-1 truncate">{person.full_name}</span>
      {note ? <span className="text-xs text-slate-500">{note}</span> : null}
    </label>
  );

  return (
    <fieldset className="space-y-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-700">Interviewers</legend>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Chosen interviewers">
          {value.map((person) => (
            <li
              key={person.id}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-2.5 text-xs font-medium text-brand-800 ring-1 ring-brand-600/20 ring-inset"
            >
              {person.full_name}
              <button
                type="button"
                aria-label={`Remove ${person.full_name}`}
                onClick={() => toggle(person, false)}
                className="rounded-full p-0.5 text-brand-600 hover:bg-brand-100"
              >
                <X className="size-3" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Input
        id={`${id}-search`}
        type="search"
        aria-label="Search people"
        placeholder="Search by name..."
        leadingIcon={<Search />}
        value={search}
        invalid={Boolean(error)}
        onChange={(event) => setSearch(event.target.value)}
      />
      <div className="max-h-40 overflow-y-auto rounded-lg py-1 ring-1 ring-slate-200">
        {teamShown.map((person) => option(person, person.role))}
        {others.map((person) => option(person))}
        {teamShown.length + others.length === 0 ? (
          <PeopleSearchStatus fetching={directory.isFetching} failed={directory.isError} className="py-3" />
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-xs text-red-600">
          {error}
        </p>
      ) : full ? (
        <p className="text-xs text-slate-500">A panel has at most {MAX_INTERVIEWERS} interviewers.</p>
      ) : null}
    </fieldset>
  );
}
