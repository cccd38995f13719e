import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';

type InputProps = ComponentProps<'input'> & {
  invalid?: boolean;
  /** an icon drawn inside the left edge */
  leadingIcon?: ReactNode;
};

export function Input({ invalid = false, leadingIcon, className, ...props }: InputProps) {
  const input = (
    <input
      aria-invalid={invalid || undefined}
      className={clsx(
        'block h-9 w-full rounded-lg border-0 bg-white px-3 text-sm text-slate-900 shadow-xs ring-1 ring-inset',
        'placeholder:text-slate-400 focus:ring-2 focus:ring-inset focus-visible:outline-none',
        'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500',
        invalid ? 'ring-red-400 focus:ring-red-500' : 'ring-slate-300 focus:ring-brand-500',
        leadingIcon ? 'pl-9' : undefined,
        className,
      )}
      {...props}
    />
  );
  if (!leadingIcon) return input;
  return (
    <div className="relative">
      <span className="pointer-events-none absolute inset-y-0 left-0 flex items-center pl-3 text-slate-400 [&_svg]:size-4">
        {leadingIcon}
      </span>
      {input}
    </div>
  );
}
