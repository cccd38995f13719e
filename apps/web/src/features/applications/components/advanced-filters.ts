import { type ApplicationListQuery, applicationListQuerySchema } from '@shortlist/contracts';

/** The Advanced Filters of the applications page, named as the address and the API name them. */
export const ADVANCED_FILTER_PARAMS = ['job_id', 'source', 'score', 'applied_from', 'applied_to'] as const;
type AdvancedFilterParam = (typeof ADVANCED_FILTER_PARAMS)[number];
export type AdvancedFilters = Pick<ApplicationListQuery, AdvancedFilterParam>;

/** Every Advanced Filter unset: what "Clear" writes to the address. */
export const NO_ADVANCED_FILTERS = Object.fromEntries(
  ADVANCED_FILTER_PARAMS.map((key) => [key, undefined]),
) as Record<AdvancedFilterParam, undefined>;

/**
 * The Advanced Filters in the address (a reload or a shared link keeps them). A value the API would
 * refuse — an unknown source or band, a mistyped day — reads as unset, checked by the contract's own
 * schema; so do both days when the first comes after the last (`rangeReversed`, for the panel to say).
 */
export function advancedFiltersFromParams(params: URLSearchParams): {
  filters: AdvancedFilters;
  rangeReversed: boolean;
} {
  const read = <K extends AdvancedFilterParam>(key: K) => {
    const parsed = applicationListQuerySchema.shape[key].safeParse(params.get(key) ?? undefined);
    return (parsed.success ? parsed.data : undefined) as AdvancedFilters[K];
  };
  const from = read('applied_from');
  const to = read('applied_to');
  const rangeReversed = Boolean(from && to && from > to);
  return {
    filters: {
      job_id: read('job_id'),
      source: read('source'),
      score: read('score'),
      applied_from: rangeReversed ? undefined : from,
      applied_to: rangeReversed ? undefined : to,
    },
    rangeReversed,
  };
}

/** How many Advanced Filters are on, as the button shows it: the applied days count as one. */
export function countAdvancedFilters(filters: AdvancedFilters): number {
  return [filters.job_id, filters.source, filters.score, filters.applied_from || filters.applied_to].filter(
    (value) => value !== undefined,
  ).length;
}
