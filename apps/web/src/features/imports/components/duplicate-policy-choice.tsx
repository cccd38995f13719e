import { DUPLICATE_POLICIES, DUPLICATE_POLICY_LABELS, type DuplicatePolicy } from '@shortlist/contracts';
import { useId } from 'react';

type Props = { value: DuplicatePolicy; onChange: (policy: DuplicatePolicy) => void };

/** What happens to a row whose e-mail belongs to a candidate already on file. */
export function DuplicatePolicyChoice({ value, onChange }: Props) {
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-700">
        When a row's e-mail is already on a candidate
      </legend>
      <div className="grid gap-3 md:grid-cols-3">
        {DUPLICATE_POLICIES.map((policy) => {
          const { label, description } = DUPLICATE_POLICY_LABELS[policy];
          const labelId = `${name}-${policy}-label`;
          const descriptionId = `${name}-${policy}-description`;
          return (
            <label
              key={policy}
              className="flex cursor-pointer gap-3 rounded-lg p-3 ring-1 ring-slate-200 ring-inset has-checked:bg-brand-50/50 has-checked:ring-2 has-checked:ring-brand-500"
            >
              <input
                type="radio"
                name={name}
                value={policy}
                checked={value === policy}
                onChange={() => onChange(policy)}
                // the label names the choice; what it does is its description
                aria-labelledby={labelId}
                aria-describedby={descriptionId}
                className="mt-0.5 size-4 shrink-0 accent-brand-600"
              />
              <span className="min-w-0 space-y-0.5">
                <span id={labelId} className="block text-sm font-medium text-slate-900">
                  {label}
                </span>
                <span id={descriptionId} className="block text-xs text-slate-500">
                  {description}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
