import type { ReactElement } from 'react';
import { ResponsiveContainer } from 'recharts';

/**
 * The theme's colours for the charts (index.css @theme and Tailwind's palette), as CSS variables
 * so the SVG and the legends use the same values as the rest of the page.
 */
export const CHART_COLORS = {
  brand: 'var(--color-brand-500)',
  brandLight: 'var(--color-brand-300)',
  brandDark: 'var(--color-brand-700)',
  muted: 'var(--color-slate-300)',
  hires: 'var(--color-emerald-500)',
  grid: 'var(--color-slate-200)',
  axis: 'var(--color-slate-500)',
} as const;

export const AXIS_TICK = { fill: CHART_COLORS.axis, fontSize: 12 } as const;

export const TOOLTIP_PROPS = {
  separator: ': ',
  contentStyle: {
    borderRadius: 8,
    border: '1px solid var(--color-slate-200)',
    boxShadow: '0 4px 12px rgb(15 23 42 / 0.08)',
    fontSize: 12,
  },
  labelStyle: { color: 'var(--color-slate-900)', fontWeight: 600, marginBottom: 2 },
  cursor: { fill: 'var(--color-slate-100)' },
} as const;

type ChartFrameProps = {
  /** what the chart shows, for screen readers; the table under it carries the numbers */
  label: string;
  height: number;
  children: ReactElement;
};

/** A chart filling its card's width at a fixed height. */
export function ChartFrame({ label, height, children }: ChartFrameProps) {
  return (
    <div role="img" aria-label={label} style={{ height }}>
      <ResponsiveContainer width="100%" height="100%">
        {children}
      </ResponsiveContainer>
    </div>
  );
}

/** A legend drawn with the page's own type, for the charts that compare series. */
export function ChartLegend({ items }: { items: readonly { label: string; color: string }[] }) {
  return (
    <ul aria-hidden className="mb-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
      {items.map((item) => (
        <li key={item.label} className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm" style={{ background: item.color }} />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
