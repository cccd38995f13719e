import { ANALYTICS_DEFAULT_DAYS, type AnalyticsQuery, analyticsQuerySchema } from '@shortlist/contracts';

/** The report's filters as the address and the server name them. */
export const REPORT_FILTER_KEYS = ['from', 'to', 'job_id', 'sector', 'recruiter_id'] as const;
export type ReportFilterKey = (typeof REPORT_FILTER_KEYS)[number];

/** What the filter bar offers to narrow the report to, supplied by app/ from the jobs feature. */
export type ReportChoices = {
  jobs: readonly { id: number; title: string; status: string }[];
  sectors: readonly string[];
  recruiters: readonly { id: number; full_name: string }[];
};

export type ReportFilters =
  | { valid: true; query: AnalyticsQuery; errors: Record<string, never> }
  | { valid: false; query: null; errors: Partial<Record<ReportFilterKey, string>> };

/**
 * The filters in the address, checked with the schema the server checks them with: the query to
 * ask for, or each wrong filter's message (a range that ends before it starts is never sent).
 * `fixed` filters (a job's own analytics) override the address.
 */
export function readReportFilters(
  params: URLSearchParams,
  fixed: Partial<AnalyticsQuery> = {},
): ReportFilters {
  const raw: Record<string, string | number> = {};
  for (const key of REPORT_FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) raw[key] = value;
  }
  const parsed = analyticsQuerySchema.safeParse({ ...raw, ...fixed });
  if (parsed.success) return { valid: true, query: parsed.data, errors: {} };
  const errors: Partial<Record<ReportFilterKey, string>> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as ReportFilterKey;
    errors[key] ??= issue.message;
  }
  return { valid: false, query: null, errors };
}

/**
 * Today as the server counts days (UTC, like the report's range), so "Last 90 days" is exactly
 * the range the server reports without one.
 */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** `day` moved by `days` (negative: earlier), both YYYY-MM-DD. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export type RangePreset = {
  id: string;
  label: string;
  range: (today: string) => { from: string; to: string };
};

/** The filter bar's ranges, today included; the middle one is the server's default. */
export const RANGE_PRESETS: readonly RangePreset[] = [
  { id: 'last-30', label: 'Last 30 days', range: (today) => ({ from: addDays(today, -29), to: today }) },
  {
    id: 'last-default',
    label: `Last ${ANALYTICS_DEFAULT_DAYS} days`,
    range: (today) => ({ from: addDays(today, 1 - ANALYTICS_DEFAULT_DAYS), to: today }),
  },
  {
    id: 'this-year',
    label: 'This year',
    range: (today) => ({ from: `${today.slice(0, 4)}-01-01`, to: today }),
  },
];

/** The preset the address's range is, if any; no range at all is the server's default. */
export function activePreset(from: string | null, to: string | null, today: string): RangePreset | undefined {
  if (!from && !to) return RANGE_PRESETS.find((preset) => preset.id === 'last-default');
  return RANGE_PRESETS.find((preset) => {
    const range = preset.range(today);
    return range.from === from && range.to === to;
  });
}
