import { clsx } from 'clsx';
import { Check, ChevronDown } from 'lucide-react';
import { Select as SelectPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';

export type SelectOption = { value: string; label: string };

type SelectProps = {
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  placeholder?: string;
  'aria-label'?: string;
  id?: string;
  disabled?: boolean;
  /** drawn in red and announced as invalid (a field with an error) */
  invalid?: boolean;
  className?: string;
};

/** A single-choice list over Radix Select (keyboard, typeahead, screen readers). */
export function Select({
  value,
  onValueChange,
  options,
  placeholder,
  id,
  disabled,
  invalid = false,
  className,
  ...aria
}: SelectProps) {
  return (
    <SelectPrimitive.Root value={value} onValueChange={onValueChange} disabled={disabled}>
      <SelectPrimitive.Trigger
        id={id}
        aria-label={aria['aria-label']}
        aria-invalid={invalid || undefined}
        className={clsx(
          'inline-flex h-9 min-w-36 items-center justify-between gap-2 rounded-lg bg-white px-3 text-sm text-slate-700',
          'shadow-xs ring-1 ring-inset hover:bg-slate-50 data-[placeholder]:text-slate-400',
          invalid ? 'ring-red-400' : 'ring-slate-300',
          'disabled:cursor-not-allowed disabled:opacity-50',
          className,
        )}
      >
        <SelectPrimitive.Value placeholder={placeholder} />
        <SelectPrimitive.Icon>
          <ChevronDown className="size-4 text-slate-400" aria-hidden />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          position="popper"
          sideOffset={4}
          className="z-50 max-h-72 min-w-(--radix-select-trigger-width) overflow-hidden rounded-lg bg-white p-1 shadow-lg ring-1 ring-slate-200 animate-fade-in"
        >
          <SelectPrimitive.Viewport>
            {options.map((option) => (
              <SelectPrimitive.Item
                key={option.value}
                value={option.value}
                className="relative flex h-8 cursor-default items-center rounded-md pr-8 pl-2.5 text-sm text-slate-700 outline-none select-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900"
              >
                <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                <SelectPrimitive.ItemIndicator className="absolute right-2 text-brand-600">
                  <Check className="size-4" aria-hidden />
                </SelectPrimitive.ItemIndicator>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
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
      className={clsx(
        'block h-9 w-full rounded-lg border-0 bg-white px-3 pr-8 text-sm text-slate-900 shadow-xs ring-1 ring-inset',
        'focus:ring-2 focus:ring-inset focus-visible:outline-none',
        'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500',
        invalid ? 'ring-red-400 focus:ring-red-500' : 'ring-slate-300 focus:ring-brand-500',
        className,
      )}
      {...props}
    />
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
