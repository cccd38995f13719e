import { FieldError } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';

/** "candidate_name" → "Candidate name" */
export function variableLabel(name: string): string {
  const words = name.replaceAll('_', ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

type VariableInputsProps = {
  idPrefix: string;
  names: readonly string[];
  values: Record<string, string>;
  onChange: (name: string, value: string) => void;
  error?: string;
};

/** spec 02 Compose: one input per variable the chosen template uses. */
export function VariableInputs({ idPrefix, names, values, onChange, error }: VariableInputsProps) {
  return (
    <fieldset className="min-w-0 space-y-2">
      <legend className="mb-1.5 block text-sm font-medium text-slate-700">Template variables</legend>
      {names.length === 0 ? (
        <p className="text-xs text-slate-500">This template has no variables.</p>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          {names.map((name) => {
            const id = `${idPrefix}-${name}`;
            return (
              <div key={name} className="space-y-1">
                <div className="flex items-baseline justify-between gap-2">
                  <label htmlFor={id} className="text-xs font-medium text-slate-600">
                    {variableLabel(name)}
                  </label>
                  <code className="truncate text-[11px] text-slate-400">{`{{${name}}}`}</code>
                </div>
                <Input
                  id={id}
                  value={values[name] ?? ''}
                  invalid={Boolean(error) && !values[name]?.trim()}
                  onChange={(event) => onChange(name, event.target.value)}
                />
              </div>
            );
          })}
        </div>
      )}
      <FieldError message={error} />
    </fieldset>
  );
}
