import {
  JOB_PRIORITIES,
  JOB_STATUSES,
  READINESS_FILTERS,
  ROLE_TYPES,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_CHARS,
  SECTORS,
} from '@shortlist/contracts';
import { Search, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { capitalize } from '../../../lib/format.ts';
import { useJobOptions } from '../api/get-job-options.ts';

export const FILTER_KEYS = [
  'search',
  'status',
  'sector',
  'readiness',
  'priority',
  'recruiter',
  'role_type',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type Filters = Partial<Record<FilterKey, string>>;

const ALL = 'all';
const withAll = (label: string, options: { value: string; label: string }[]) => [
  { value: ALL, label },
  ...options,
];

const READINESS_LABELS: Record<(typeof READINESS_FILTERS)[number], string> = {
  ready: 'Ready',
  pending: 'Pending setup',
  engineering: 'Engineering',
  consultant: 'Consultant',
  special: 'Special position',
};

/**
 * The search the list is asked for: spec 01 §9, a search needs at least 2 characters, so a shorter
 * term (whitespace aside) searches nothing and the list is asked for without one.
 */
export function searchTermOf(value: string | undefined): string | undefined {
  const term = value?.trim() ?? '';
  return term.length >= SEARCH_MIN_CHARS ? term : undefined;
}

/** spec 01 §2.4: text search, six filters and Clear All; the values live in the URL. */
export function JobsFilters({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (changes: Filters) => void;
}) {
  const options = useJobOptions();
  const [search, setSearch] = useState(filters.search ?? '');

  useEffect(() => setSearch(filters.search ?? ''), [filters.search]);
  useEffect(() => {
    const value = search.trim();
    if (value === (filters.search ?? '')) return;
    const timer = setTimeout(() => onChange({ search: value || undefined }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, filters.search, onChange]);

  const select = (
    key: FilterKey,
    label: string,
    list: { value: string; label: string }[],
    className = '',
  ) => (
    <Select
      aria-label={label}
      className={className || 'min-w-32'}
      value={filters[key] ?? ALL}
      options={withAll(`All ${label.toLowerCase()}`, list)}
      onValueChange={(value) => onChange({ [key]: value === ALL ? undefined : value })}
    />
  );
  const active = FILTER_KEYS.some((key) => filters[key]);
  const sectors = options.data?.sectors ?? SECTORS;

  return (
    <div className="mb-4 flex flex-wrap items-center gap-2">
      <div className="w-60">
        <Input
          type="search"
          aria-label="Search jobs"
          placeholder="Search title, department, sector, location"
          leadingIcon={<Search />}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {select(
        'status',
        'Statuses',
        JOB_STATUSES.map((status) => ({ value: status, label: capitalize(status) })),
        'min-w-28',
      )}
      {select(
        'sector',
        'Sectors',
        sectors.map((sector) => ({ value: sector.name, label: sector.name })),
      )}
      {select(
        'readiness',
        'Readiness',
        READINESS_FILTERS.map((value) => ({ value, label: READINESS_LABELS[value] })),
      )}
      {select(
        'priority',
        'Priorities',
        JOB_PRIORITIES.map((priority) => ({ value: priority, label: capitalize(priority) })),
        'min-w-28',
      )}
      {select(
        'recruiter',
        'Recruiters',
        (options.data?.recruiters ?? []).map((recruiter) => ({
          value: String(recruiter.id),
          label: recruiter.full_name,
        })),
      )}
      {select(
        'role_type',
        'Role types',
        ROLE_TYPES.map((type) => ({ value: type, label: type.replace('_', ' ') })),
      )}
      {active ? (
        <Button
          variant="ghost"
          size="sm"
          icon={<X className="size-3.5" />}
          onClick={() => onChange(Object.fromEntries(FILTER_KEYS.map((key) => [key, undefined])))}
        >
          Clear All
        </Button>
      ) : null}
    </div>
  );
}
