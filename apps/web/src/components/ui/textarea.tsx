import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

/** A multi-line text box with the look of `Input`. */
export function Textarea({
  invalid = false,
  className,
  ...props
}: ComponentProps<'textarea'> & { invalid?: boolean }) {
  return (
    <textarea
      aria-invalid={invalid || undefined}
      className={clsx(
        'block w-full rounded-lg border-0 bg-white px-3 py-2 text-sm leading-relaxed text-slate-900 shadow-xs ring-1 ring-inset',
        'placeholder:text-slate-400 focus:ring-2 focus:ring-inset focus-visible:outline-none',
        'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500',
        invalid ? 'ring-red-400 focus:ring-red-500' : 'ring-slate-300 focus:ring-brand-500',
        className,
      )}
      {...props}
    />
  );
}
