import {
  type ActivityQuery,
  ANALYTICS_MESSAGES,
  activityQuerySchema,
  DEFAULT_PAGE_SIZE,
} from '@shortlist/contracts';

/** The feed's filters as the address and the server name them. */
export const ACTIVITY_FILTER_KEYS = ['type', 'user_id', 'job_id', 'from', 'to'] as const;
export type ActivityFilterKey = (typeof ACTIVITY_FILTER_KEYS)[number];

/** A job the feed can be narrowed to, supplied by app/ from the jobs feature. */
export type ActivityJobChoice = { id: number; title: string; status: string };

export type ActivityFilters =
  | { valid: true; query: ActivityQuery; errors: Record<string, never> }
  | { valid: false; query: null; errors: Partial<Record<ActivityFilterKey, string>> };

/** The filters and page in the address, checked with the server's own schema. */
export function readActivityFilters(params: URLSearchParams, page: number): ActivityFilters {
  const raw: Record<string, string | number> = { page, page_size: DEFAULT_PAGE_SIZE };
  for (const key of ACTIVITY_FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) raw[key] = value;
  }
  const parsed = activityQuerySchema.safeParse(raw);
  const errors: Partial<Record<ActivityFilterKey, string>> = {};
  for (const issue of parsed.error?.issues ?? [])
    errors[issue.path[0] as ActivityFilterKey] ??= issue.message;
  // the same rule the report's range follows: a range that ends before it starts finds nothing
  if (parsed.success && parsed.data.from && parsed.data.to && parsed.data.from > parsed.data.to)
    errors.to = ANALYTICS_MESSAGES.rangeReversed;
  if (parsed.success && Object.keys(errors).length === 0)
    return { valid: true, query: parsed.data, errors: {} };
  return { valid: false, query: null, errors };
}
