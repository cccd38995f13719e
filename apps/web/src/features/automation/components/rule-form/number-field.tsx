import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';

type NumberFieldProps = {
  id: string;
  label: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  min?: number;
  max?: number;
  step?: number;
  hint?: string;
  error?: string;
  placeholder?: string;
};

/** A number box whose empty state is `undefined` ("any"), never 0. */
export function NumberField({ id, label, value, onChange, hint, error, ...input }: NumberFieldProps) {
  return (
    <FormField label={label} htmlFor={id} hint={hint} error={error}>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        value={value ?? ''}
        invalid={Boolean(error)}
        onChange={(event) => {
          const text = event.target.value;
          onChange(
            text === '' || Number.isNaN(event.target.valueAsNumber) ? undefined : event.target.valueAsNumber,
          );
        }}
        {...input}
      />
    </FormField>
  );
}
