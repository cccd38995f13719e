import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';

const control =
  'block w-full rounded-lg border-0 bg-white px-3 text-sm text-slate-900 shadow-xs ring-1 ring-inset placeholder:text-slate-400 focus:ring-2 focus:ring-inset focus-visible:outline-none disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500';
const ring = (invalid?: boolean) =>
  invalid ? 'ring-red-400 focus:ring-red-500' : 'ring-slate-300 focus:ring-brand-500';

export function TextArea({
  invalid,
  className,
  ...props
}: ComponentProps<'textarea'> & { invalid?: boolean }) {
  return (
    <textarea
      aria-invalid={invalid || undefined}
      className={clsx(control, ring(invalid), 'min-h-24 py-2', className)}
      {...props}
    />
  );
}

/** A native select: keyboard and form friendly, registered straight into react-hook-form. */
export function NativeSelect({
  invalid,
  className,
  ...props
}: ComponentProps<'select'> & { invalid?: boolean }) {
  return (
    <select
      aria-invalid={invalid || undefined}
      className={clsx(control, ring(invalid), 'h-9 pr-8', className)}
      {...props}
    />
  );
}

/** A form section card with a heading. */
export function FormSection({
  title,
  description,
  children,
  id,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  id?: string;
}) {
  return (
    <section
      id={id}
      aria-labelledby={id ? `${id}-heading` : undefined}
      className="rounded-xl bg-white p-5 shadow-xs ring-1 ring-slate-200"
    >
      <h2 id={id ? `${id}-heading` : undefined} className="text-sm font-semibold text-slate-900">
        {title}
      </h2>
      {description ? <p className="mt-0.5 text-sm text-slate-500">{description}</p> : null}
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

export function FieldError({ id, message }: { id?: string; message?: string }) {
  return message ? (
    <p id={id} className="text-xs text-red-600">
      {message}
    </p>
  ) : null;
}

export function Label({
  htmlFor,
  children,
  required,
}: {
  htmlFor: string;
  children: string;
  required?: boolean;
}) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-slate-700">
      {children}
      {required ? <span className="text-red-500"> *</span> : null}
    </label>
  );
}

/**
 * A labelled field of the job form: label, control and the control's error, stacked. A hint stands
 * where the error would, under the same id, so the control's aria-describedby names whichever shows.
 */
export function FormField({
  id,
  label,
  required,
  error,
  errorId,
  hint,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  errorId?: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id} required={required}>
        {label}
      </Label>
      {children}
      {hint && !error ? (
        <p id={errorId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : (
        <FieldError id={errorId} message={error} />
      )}
    </div>
  );
}

/** One <option> per value of a constant list, shown through `label`. */
export function Options<T extends string | number>({
  values,
  label = String,
}: {
  values: readonly T[];
  label?: (value: T) => string;
}) {
  return values.map((value) => (
    <option key={value} value={value}>
      {label(value)}
    </option>
  ));
}
