import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Input } from '../../../../components/ui/input.tsx';

type SkillsInputProps = {
  id: string;
  label: string;
  value: string[];
  onChange: (skills: string[]) => void;
  suggestions?: readonly string[];
  invalid?: boolean;
  describedBy?: string;
};

/** A list of skills: type and press Enter (or Add), click a suggestion, remove with ×. */
export function SkillsInput({
  id,
  label,
  value,
  onChange,
  suggestions = [],
  invalid,
  describedBy,
}: SkillsInputProps) {
  const [draft, setDraft] = useState('');
  const add = (skill: string) => {
    const clean = skill.trim();
    if (!clean || value.some((item) => item.toLowerCase() === clean.toLowerCase())) return;
    onChange([...value, clean]);
  };
  const open = suggestions.filter(
    (skill) => !value.some((item) => item.toLowerCase() === skill.toLowerCase()),
  );
  return (
    <div className="space-y-2">
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={label}>
          {value.map((skill) => (
            <li
              key={skill}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-2.5 text-xs font-medium text-brand-700 ring-1 ring-brand-600/20 ring-inset"
            >
              {skill}
              <button
                type="button"
                aria-label={`Remove ${skill}`}
                className="rounded-full p-0.5 hover:bg-brand-100"
                onClick={() => onChange(value.filter((item) => item !== skill))}
              >
                <X className="size-3" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex gap-2">
        <Input
          id={id}
          invalid={invalid}
          aria-describedby={describedBy}
          placeholder="Type a skill and press Enter"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add(draft);
              setDraft('');
            }
          }}
        />
        <Button
          variant="secondary"
          icon={<Plus className="size-4" />}
          aria-label={`Add ${label.toLowerCase()}`}
          onClick={() => {
            add(draft);
            setDraft('');
          }}
        >
          Add
        </Button>
      </div>
      {open.length > 0 ? (
        <div className="flex flex-wrap items-center gap-1.5 text-xs">
          <span className="text-slate-500">Suggestions:</span>
          {open.map((skill) => (
            <button
              key={skill}
              type="button"
              className="rounded-full px-2 py-0.5 text-slate-600 ring-1 ring-slate-200 ring-inset hover:bg-slate-50"
              onClick={() => add(skill)}
            >
              + {skill}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
