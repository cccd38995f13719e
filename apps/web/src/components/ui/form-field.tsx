import type { ReactNode } from 'react';

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

export function FieldError({ id, message }: { id?: string; message?: string | null }) {
  return message ? (
    <p id={id} className="text-xs text-red-600">
      {message}
    </p>
  ) : null;
}

/**
 * A labelled field: label, control and the control's error, stacked. A hint stands where the error
 * would, under the same `messageId`, so the control's aria-describedby names whichever shows.
 */
export function FormField({
  htmlFor,
  label,
  required,
  error,
  messageId,
  hint,
  children,
}: {
  htmlFor: string;
  label: string;
  required?: boolean;
  error?: string;
  messageId?: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={htmlFor} required={required}>
        {label}
      </Label>
      {children}
      {hint && !error ? (
        <p id={messageId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : (
        <FieldError id={messageId} message={error} />
      )}
    </div>
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

/**
 * The first message of one field's react-hook-form error: its own, its array's root, or the first of
 * its rows or nested fields (an e-mail list whose third entry is too long).
 */
export function messageOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string' && error.message) return error.message;
  // rows, an array's `root`, nested fields; `ref` is the field's DOM element, never a message
  for (const [key, value] of Object.entries(error)) {
    const message = key === 'ref' ? undefined : messageOf(value);
    if (message) return message;
  }
  return undefined;
}
