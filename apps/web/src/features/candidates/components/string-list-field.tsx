import { Plus, X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';

type Props = {
  label: string;
  name: string;
  values: string[];
  onChange: (values: string[]) => void;
  type?: string;
  placeholder?: string;
  error?: string;
  addLabel: string;
};

/** A list of inputs that starts with one row and can grow; at least one row stays (spec 02 §5). */
export function StringListField({
  label,
  name,
  values,
  onChange,
  type = 'text',
  placeholder,
  error,
  addLabel,
}: Props) {
  const rows = values.length ? values : [''];
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1.5 text-sm font-medium text-slate-700">{label}</legend>
      {rows.map((value, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity beyond their position
        <div key={index} className="flex gap-2">
          <Input
            type={type}
            name={`${name}.${index}`}
            aria-label={`${label} ${index + 1}`}
            placeholder={placeholder}
            value={value}
            invalid={index === 0 && Boolean(error)}
            onChange={(event) => onChange(rows.map((row, i) => (i === index ? event.target.value : row)))}
          />
          {rows.length > 1 ? (
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Remove ${label.toLowerCase()} ${index + 1}`}
              onClick={() => onChange(rows.filter((_, i) => i !== index))}
            >
              <X className="size-4" />
            </Button>
          ) : null}
        </div>
      ))}
      <FieldError message={error} />
      <Button
        type="button"
        variant="ghost"
        size="sm"
        icon={<Plus className="size-4" />}
        onClick={() => onChange([...rows, ''])}
      >
        {addLabel}
      </Button>
    </fieldset>
  );
}
