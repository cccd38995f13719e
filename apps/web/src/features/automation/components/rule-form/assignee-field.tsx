import { ASSIGNEE_ROLE_LABELS, ASSIGNEE_ROLES, type AssigneeRole } from '@shortlist/contracts';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { FieldError } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { PeopleSearchStatus } from '../../../../components/ui/people-search-status.tsx';
import { Select } from '../../../../components/ui/select.tsx';
import { useUserDirectory } from '../../../../lib/user-directory.ts';

export type Assignee = { user_id?: number; role?: AssigneeRole };

const ROLE_OPTIONS = ASSIGNEE_ROLES.map((role) => ({ value: role, label: ASSIGNEE_ROLE_LABELS[role] }));

type AssigneeFieldProps = {
  id: string;
  legend: string;
  value: Assignee;
  onChange: (assignee: Assignee) => void;
  /** the chosen person's name, when the caller knows it */
  userName: (id: number) => string;
  error?: string;
};

/** Who an action is for: a role on the application's job (its team, its recruiter), or a person. */
export function AssigneeField({ id, legend, value, onChange, userName, error }: AssigneeFieldProps) {
  const [byPerson, setByPerson] = useState(value.user_id !== undefined);
  const [search, setSearch] = useState('');
  const directory = useUserDirectory(search, { enabled: byPerson });

  return (
    <fieldset className="space-y-2">
      <legend className="mb-1.5 text-sm font-medium text-slate-700">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-slate-700">
        <label className="inline-flex items-center gap-2">
          <input
            type="radio"
            name={`${id}-kind`}
            className="size-4 accent-brand-600"
            checked={!byPerson}
            onChange={() => {
              setByPerson(false);
              onChange({ role: 'hiring_manager' });
            }}
          />
          A role on the job
        </label>
        <label className="inline-flex items-center gap-2">
          <input
            type="radio"
            name={`${id}-kind`}
            className="size-4 accent-brand-600"
            checked={byPerson}
            onChange={() => {
              // nobody is chosen until someone is picked from the list
              setByPerson(true);
              onChange({});
            }}
          />
          A person
        </label>
      </div>
      {byPerson ? (
        <div className="space-y-1.5">
          <Input
            id={`${id}-search`}
            type="search"
            aria-label="Search people"
            placeholder="Search by name..."
            leadingIcon={<Search />}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <div
            role="radiogroup"
            aria-label={legend}
            className="max-h-36 overflow-y-auto rounded-lg py-1 ring-1 ring-slate-200"
          >
            {value.user_id && !directory.users.some((person) => person.id === value.user_id) ? (
              <PersonOption
                name={`${id}-person`}
                label={userName(value.user_id)}
                checked
                onChoose={() => {}}
              />
            ) : null}
            {directory.users.map((person) => (
              <PersonOption
                key={person.id}
                name={`${id}-person`}
                label={person.full_name}
                checked={value.user_id === person.id}
                onChoose={() => onChange({ user_id: person.id })}
              />
            ))}
            {directory.users.length === 0 ? (
              <PeopleSearchStatus
                fetching={directory.isFetching}
                failed={directory.isError}
                className="py-2"
              />
            ) : null}
          </div>
        </div>
      ) : (
        <Select
          id={`${id}-role`}
          aria-label={`${legend}: role`}
          className="w-full sm:w-72"
          value={value.role ?? 'hiring_manager'}
          options={ROLE_OPTIONS}
          onValueChange={(role) => onChange({ role: role as AssigneeRole })}
        />
      )}
      <FieldError message={error} />
    </fieldset>
  );
}

function PersonOption({
  name,
  label,
  checked,
  onChoose,
}: {
  name: string;
  label: string;
  checked: boolean;
  onChoose: () => void;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-2 px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-50 has-checked:bg-brand-50 has-checked:text-brand-800">
      <input
        type="radio"
        name={name}
        className="size-4 accent-brand-600"
        checked={checked}
        onChange={onChoose}
      />
      <span className="min-w-0 flex-1 truncate">{label}</span>
    </label>
  );
}
