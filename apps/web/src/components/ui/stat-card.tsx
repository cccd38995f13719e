import { clsx } from 'clsx';
import { type ReactNode, useId } from 'react';
import { Card } from './card.tsx';

export type StatCardProps = {
  label: string;
  icon: ReactNode;
  value: number | string;
  /** A line or two saying what the number is made of. */
  details: ReactNode[];
  tone?: 'neutral' | 'warning';
  action?: ReactNode;
};

/**
 * One headline number (the dashboard's cards, the analytics summary): a label, the number, and its
 * details. The card's three rows are rows of the whole grid (subgrid; the grid gives each card
 * `row-span-3`), so a label on two lines keeps its row's numbers level.
 */
export function StatCard({ label, icon, value, details, tone = 'neutral', action }: StatCardProps) {
  const labelId = useId();
  return (
    <Card role="group" aria-labelledby={labelId} className="row-span-3 grid grid-rows-subgrid gap-y-1 p-5">
      <p id={labelId} className="text-sm font-medium text-slate-600">
        {label}
      </p>
      <div className="flex items-center justify-between gap-3">
        <p className="text-3xl font-semibold tracking-tight text-slate-900 tabular-nums">{value}</p>
        <span
          aria-hidden
          className={clsx(
            'flex size-8 shrink-0 items-center justify-center rounded-lg [&_svg]:size-4',
            tone === 'warning' ? 'bg-amber-50 text-amber-600' : 'bg-brand-50 text-brand-600',
          )}
        >
          {icon}
        </span>
      </div>
      <div className="mt-1 space-y-2">
        <ul className="space-y-0.5 text-xs text-slate-500">
          {details.map((detail, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a card's lines are fixed in number and order
            <li key={index}>{detail}</li>
          ))}
        </ul>
        {action}
      </div>
    </Card>
  );
}

/** A row of `count` stat cards while their numbers load: grey blocks, never made-up numbers. */
export function StatCardSkeletons({ count }: { count: number }) {
  return (
    <div aria-hidden className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-5">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Card key={index} className="space-y-3 p-5">
          <div className="h-4 w-24 animate-pulse rounded bg-slate-100" />
          <div className="h-8 w-14 animate-pulse rounded bg-slate-100" />
          <div className="h-3 w-28 animate-pulse rounded bg-slate-100" />
        </Card>
      ))}
    </div>
  );
}
