import { useId } from 'react';
import { Input } from './input.tsx';

type Day = 'from' | 'to';

/** A From / To pair of day inputs (YYYY-MM-DD) for a filter bar; a day with an error is marked. */
export function DateRangeInputs({
  from,
  to,
  errors = {},
  onChange,
}: {
  from: string;
  to: string;
  errors?: Partial<Record<Day, string>>;
  onChange: (day: Day, value: string) => void;
}) {
  const fromId = useId();
  const toId = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={fromId} className="text-sm text-slate-600">
        From
      </label>
      <Input
        id={fromId}
        type="date"
        className="w-40"
        value={from}
        invalid={Boolean(errors.from)}
        onChange={(event) => onChange('from', event.target.value)}
      />
      <label htmlFor={toId} className="text-sm text-slate-600">
        To
      </label>
      <Input
        id={toId}
        type="date"
        className="w-40"
        value={to}
        invalid={Boolean(errors.to)}
        onChange={(event) => onChange('to', event.target.value)}
      />
    </div>
  );
}
