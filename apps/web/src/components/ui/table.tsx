import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { useOverflowsSideways } from '../../lib/use-overflows-sideways.ts';

/**
 * A plain data table; the wrapper scrolls sideways on narrow screens. It is `relative` so that
 * absolutely positioned content (an `sr-only` header) is clipped by this scroll box: without a
 * positioned ancestor inside it, such text escaped and made the whole page scroll sideways.
 */
export function Table({ className, ...props }: ComponentProps<'table'>) {
  const scrollBox = useOverflowsSideways<HTMLDivElement>();
  return (
    <div
      ref={scrollBox.ref}
      data-overflowing={scrollBox.overflows || undefined}
      className="group/table relative overflow-x-auto"
    >
      <table className={clsx('w-full border-collapse text-left text-sm', className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={clsx('border-b border-slate-200 bg-slate-50/80', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={clsx('divide-y divide-slate-100', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={clsx('group/row transition-colors hover:bg-slate-50/70', className)} {...props} />;
}

export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope="col"
      className={clsx(
        'h-10 px-3 text-xs font-medium first:pl-5 last:pr-5 tracking-wide whitespace-nowrap text-slate-500 uppercase',
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return (
    <td
      className={clsx('px-3 py-3 align-middle text-slate-700 first:pl-5 last:pr-5', className)}
      {...props}
    />
  );
}

/**
 * Pins a column (a row's actions) to the table's right edge: when a narrow window makes the table
 * scroll sideways, the other columns pass beneath it and every row's actions stay in view. The
 * opaque backgrounds hide what scrolls under; the edge and its shadow show only while the table
 * overflows, so a table that fits looks as it always did.
 */
const pinnedEnd =
  'sticky right-0 group-data-[overflowing]/table:shadow-[inset_1px_0_0_var(--color-slate-200),-6px_0_10px_-8px_rgb(15_23_42/0.2)]';

export function TablePinnedHead({ className, ...props }: ComponentProps<'th'>) {
  return <TableHead className={clsx(pinnedEnd, 'bg-slate-50', className)} {...props} />;
}

export function TablePinnedCell({ className, ...props }: ComponentProps<'td'>) {
  return (
    <TableCell
      className={clsx(pinnedEnd, 'bg-white transition-colors group-hover/row:bg-slate-50', className)}
      {...props}
    />
  );
}
