import { Plus, Trash2 } from 'lucide-react';
import type { ChangeEvent, ReactNode } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { FieldError } from '../../../../components/ui/form-field.tsx';
import { capitalize } from '../../../../lib/format.ts';

/** A client-side id for a new row, so React keys stay stable before the job is saved. */
export const newRowId = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 8)}`;

/** Wires an Input to one field of one row: `<Input {...field('title', { label: 'title' })} />`. */
export type RowField<T> = <K extends keyof T & string>(
  key: K,
  options: { label: string; placeholder?: string; parse?: (raw: string) => T[K] },
) => {
  'aria-label': string;
  placeholder?: string;
  disabled: boolean;
  value: string | number;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
};

/**
 * An editable list of rows (target results, competencies): the empty message, one line per field
 * through `field`, the remove button each row places where its layout wants it, and the add button.
 */
export function SetupRowList<T extends { id: string }>({
  rows,
  onChange,
  canEdit,
  noun,
  emptyText,
  error,
  rowClassName,
  newRow,
  children,
}: {
  rows: T[];
  onChange: (rows: T[]) => void;
  canEdit: boolean;
  /** The row's name in labels and buttons ("result" → "Result 1 title", "Remove result 1", "Add result"). */
  noun: string;
  emptyText: string;
  error?: string;
  rowClassName: string;
  newRow: () => T;
  children: (row: { field: RowField<T>; removeButton: ReactNode }) => ReactNode;
}) {
  const fieldOf =
    (index: number): RowField<T> =>
    (key, { label, placeholder, parse }) => ({
      'aria-label': `${capitalize(noun)} ${index + 1} ${label}`,
      placeholder,
      disabled: !canEdit,
      value: rows[index]![key] as string | number,
      onChange: (event) => {
        const value = parse ? parse(event.target.value) : (event.target.value as T[typeof key]);
        onChange(rows.map((row, at) => (at === index ? { ...row, [key]: value } : row)));
      },
    });
  return (
    <>
      {rows.length === 0 ? <p className="text-sm text-slate-400">{emptyText}</p> : null}
      {rows.map((row, index) => (
        <div key={row.id} className={rowClassName}>
          {children({
            field: fieldOf(index),
            removeButton: canEdit ? (
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove ${noun} ${index + 1}`}
                onClick={() => onChange(rows.filter((_, at) => at !== index))}
              >
                <Trash2 className="size-4" />
              </Button>
            ) : null,
          })}
        </div>
      ))}
      <FieldError message={error} />
      {canEdit ? (
        <Button
          variant="secondary"
          size="sm"
          icon={<Plus className="size-3.5" />}
          onClick={() => onChange([...rows, newRow()])}
        >
          Add {noun}
        </Button>
      ) : null}
    </>
  );
}
