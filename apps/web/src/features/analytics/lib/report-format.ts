import { formatDate } from '../../../lib/format.ts';

const counts = new Intl.NumberFormat('en');
const oneDecimal = new Intl.NumberFormat('en', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const upToOneDecimal = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

/** What a figure shows when there is nothing to compute it from (no hires, no decided offers). */
export const NO_VALUE = '—';

export function formatCount(value: number): string {
  return counts.format(value);
}

/** Days with one decimal ("12.5"), '—' when there is nothing to measure. */
export function formatDays(value: number | null): string {
  return value === null ? NO_VALUE : oneDecimal.format(value);
}

/** A percentage the server computed (0–100): "42.5%", '—' when it has no denominator. */
export function formatRate(value: number | null): string {
  return value === null ? NO_VALUE : `${upToOneDecimal.format(value)}%`;
}

/** A number of days rounded to one decimal, for the CSV files (null stays empty). */
export function roundDays(value: number | null): number | null {
  return value === null ? null : Math.round(value * 10) / 10;
}

/** "Aug 26, 2026 – Nov 23, 2026" */
export function formatRange(range: { from: string; to: string }): string {
  return `${formatDate(range.from)} – ${formatDate(range.to)}`;
}

/** A week's Monday as 'MMM d', with the year when the weeks shown span more than one. */
export function formatWeek(weekStart: string, span: { from: string; to: string }): string {
  return formatDate(weekStart, span.from.slice(0, 4) === span.to.slice(0, 4) ? 'short' : 'long');
}
