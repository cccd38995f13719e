import type { ReactNode } from 'react';
import { FieldError } from '../../../components/ui/form-field.tsx';

/** What a control needs to be named, described and marked by its field. */
export type FieldControlProps = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
};

type ApplyFieldProps = {
  id: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  /** beside the label on the right: a character counter */
  aside?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
};

/**
 * A field of the public apply form: its label with a required mark, the control, and its hint or
 * error underneath, tied to the control by `aria-describedby` so a screen reader reads the error
 * with the field.
 */
export function ApplyField({ id, label, required = false, hint, error, aside, children }: ApplyFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-3">
        <p className="text-sm font-medium text-slate-700">
          <label id={`${id}-label`} htmlFor={id}>
            {label}
          </label>
          {/* outside the label: the field's name is its words; aria-required says it is required */}
          {required ? (
            <span className="ml-0.5 text-red-600" aria-hidden>
              *
            </span>
          ) : null}
        </p>
        {aside}
      </div>
      {children({
        id,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error ? true : undefined,
        'aria-required': required ? true : undefined,
      })}
      <FieldError id={errorId} message={error} />
      {hint ? (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
