import { clsx } from 'clsx';
import { Search, X } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Button } from './button.tsx';
import { FormField } from './form-field.tsx';
import { Input } from './input.tsx';
import { Select, type SelectOption } from './select.tsx';

/**
 * The lists' filter row, written once (issue 17, "one way to do each thing"): a search box, select
 * filters whose first option "All …" means no filter, and a clear control shown while a filter is
 * on. The page keeps what the values mean: where they live (the address, state), how the search
 * is debounced and how short a term it sends (`lib/use-url-filters.ts`).
 */

/** The first option's value: no filter, so nothing in the address. */
const ALL = 'all';

export type FilterSearchProps = {
  /** the box's accessible name */
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
  /** the box's width in the bar */
  className?: string;
  inputClassName?: string;
  maxLength?: number;
};

export function FilterSearch({
  label,
  placeholder,
  value,
  onChange,
  className = 'w-full max-w-sm',
  inputClassName,
  maxLength,
}: FilterSearchProps) {
  return (
    <div className={className}>
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        leadingIcon={<Search />}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={inputClassName}
        maxLength={maxLength}
      />
    </div>
  );
}

export type FilterSelectProps = {
  /** the select's accessible name (and the field's label in `FilterSelectField`) */
  label: string;
  /** the first option, for no filter: "All statuses" */
  allLabel: string;
  /** the filter's value; undefined for none */
  value: string | undefined;
  options: readonly SelectOption[];
  onChange: (value: string | undefined) => void;
  /**
   * How a value the options do not list is named (a stage no application holds any more, a closed
   * job from a shared link), so that it stays shown and selectable; without it, it shows blank.
   */
  unlistedLabel?: (value: string) => string;
  invalid?: boolean;
  id?: string;
  className?: string;
};

/** A select filter: "All …" first, then the options; choosing "All …" clears the filter. */
export function FilterSelect({
  label,
  allLabel,
  value: given,
  options,
  onChange,
  unlistedLabel,
  ...props
}: FilterSelectProps) {
  // an empty parameter (`?type=`) is no filter, and Radix refuses an empty option value
  const value = given || undefined;
  const unlisted =
    value !== undefined && unlistedLabel && !options.some((option) => option.value === value)
      ? [{ value, label: unlistedLabel(value) }]
      : [];
  return (
    <Select
      aria-label={label}
      value={value ?? ALL}
      options={[{ value: ALL, label: allLabel }, ...options, ...unlisted]}
      onValueChange={(next) => onChange(next === ALL ? undefined : next)}
      {...props}
    />
  );
}

/** A select filter under a visible label, as a filter panel lays them out. */
export function FilterSelectField({ className, ...props }: Omit<FilterSelectProps, 'id'>) {
  const id = useId();
  return (
    <FormField label={props.label} htmlFor={id}>
      <FilterSelect {...props} id={id} className={clsx('w-full', className)} />
    </FormField>
  );
}

/** Clears every filter of the bar; pages name it as the spec does ("Clear All", "Clear"). */
export function ClearFiltersButton({
  onClear,
  children = 'Clear filters',
  className,
}: {
  onClear: () => void;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      icon={<X className="size-3.5" aria-hidden />}
      onClick={onClear}
      className={className}
    >
      {children}
    </Button>
  );
}

type FilterBarProps = {
  search?: FilterSearchProps;
  /** the filters: `FilterSelect`s and any control of the page's own */
  children?: ReactNode;
  /** the clear control, shown while `active` */
  clear?: { active: boolean; onClear: () => void; label?: string };
  /** at the row's end: a count, an export */
  end?: ReactNode;
  className?: string;
};

/** The row: search, filters, clear, then what the page puts at the end. */
export function FilterBar({ search, children, clear, end, className }: FilterBarProps) {
  return (
    <div className={clsx('flex flex-wrap items-center gap-3', className)}>
      {search ? <FilterSearch {...search} /> : null}
      {children}
      {clear?.active ? <ClearFiltersButton onClear={clear.onClear}>{clear.label}</ClearFiltersButton> : null}
      {end ? <div className="ml-auto flex flex-wrap items-center gap-2">{end}</div> : null}
    </div>
  );
}
