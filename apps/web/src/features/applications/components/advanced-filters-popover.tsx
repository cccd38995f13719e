import {
  APPLICATION_FILTER_MESSAGES,
  APPLICATION_SOURCE_LABELS,
  APPLICATION_SOURCES,
  MATCH_SCORE_BAND_LABELS,
  MATCH_SCORE_BANDS,
} from '@shortlist/contracts';
import { SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input } from '../../../components/ui/input.tsx';
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from '../../../components/ui/popover.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { type AdvancedFilters, countAdvancedFilters, NO_ADVANCED_FILTERS } from './advanced-filters.ts';

const ALL = 'all';
const SOURCE_OPTIONS = [
  { value: ALL, label: 'All sources' },
  ...APPLICATION_SOURCES.map((value) => ({ value, label: APPLICATION_SOURCE_LABELS[value] })),
];
const SCORE_OPTIONS = [
  { value: ALL, label: 'All scores' },
  ...MATCH_SCORE_BANDS.map((value) => ({ value, label: MATCH_SCORE_BAND_LABELS[value] })),
];

type Props = {
  filters: AdvancedFilters;
  /** The days as the address holds them, shown even while the range is refused. */
  days: { from: string; to: string };
  rangeReversed: boolean;
  /** The job's title when the address names a job the choices do not list. */
  selectedJobTitle?: string;
  onChange: (changes: Record<string, string | undefined>) => void;
  /** The jobs to choose from (the jobs feature's list, handed in by the app). */
  jobs: readonly JobChoice[];
};

export type JobChoice = { id: number; title: string };

/**
 * The applications page's Advanced Filters (spec 02 §2 shows the button inert; here it filters on
 * the server): job, source, match score band and the days applied on, in a popover that Escape
 * closes; the button counts the filters that are on.
 */
export function AdvancedFiltersPopover({
  filters,
  days,
  rangeReversed,
  selectedJobTitle,
  onChange,
  jobs,
}: Props) {
  const [open, setOpen] = useState(false);
  const ids = { job: useId(), source: useId(), score: useId(), from: useId(), to: useId() };
  const active = countAdvancedFilters(filters);
  const jobOptions = [
    { value: ALL, label: 'All jobs' },
    ...jobs.map(({ id, title }) => ({ value: String(id), label: title })),
  ];
  if (filters.job_id && !jobs.some(({ id }) => id === filters.job_id))
    jobOptions.push({ value: String(filters.job_id), label: selectedJobTitle ?? `Job #${filters.job_id}` });
  const pick = (key: keyof AdvancedFilters) => (value: string) =>
    onChange({ [key]: value === ALL ? undefined : value });

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="secondary" icon={<SlidersHorizontal className="size-4" />}>
          {active ? `Advanced Filters (${active})` : 'Advanced Filters'}
        </Button>
      </PopoverTrigger>
      <PopoverContent aria-label="Advanced filters" align="start" className="w-80 space-y-4 p-4">
        <Field label="Job" htmlFor={ids.job}>
          <Select
            id={ids.job}
            aria-label="Job"
            value={filters.job_id ? String(filters.job_id) : ALL}
            options={jobOptions}
            onValueChange={pick('job_id')}
            className="w-full"
          />
        </Field>
        <Field label="Source" htmlFor={ids.source}>
          <Select
            id={ids.source}
            aria-label="Source"
            value={filters.source ?? ALL}
            options={SOURCE_OPTIONS}
            onValueChange={pick('source')}
            className="w-full"
          />
        </Field>
        <Field label="Match score" htmlFor={ids.score}>
          <Select
            id={ids.score}
            aria-label="Match score"
            value={filters.score ?? ALL}
            options={SCORE_OPTIONS}
            onValueChange={pick('score')}
            className="w-full"
          />
        </Field>
        <fieldset className="space-y-1.5">
          <legend className="mb-1.5 text-sm font-semibold text-slate-900">Applied between</legend>
          <div className="grid grid-cols-2 gap-2">
            <Field label="From" htmlFor={ids.from}>
              <Input
                id={ids.from}
                type="date"
                value={days.from}
                max={days.to || undefined}
                invalid={rangeReversed}
                onChange={(event) => onChange({ applied_from: event.target.value || undefined })}
              />
            </Field>
            <Field label="To" htmlFor={ids.to}>
              <Input
                id={ids.to}
                type="date"
                value={days.to}
                min={days.from || undefined}
                invalid={rangeReversed}
                aria-describedby={rangeReversed ? `${ids.to}-error` : undefined}
                onChange={(event) => onChange({ applied_to: event.target.value || undefined })}
              />
            </Field>
          </div>
          {rangeReversed ? (
            <p id={`${ids.to}-error`} className="text-xs text-red-600">
              {APPLICATION_FILTER_MESSAGES.appliedRangeReversed}
            </p>
          ) : (
            <p className="text-xs text-slate-500">Both days included</p>
          )}
        </fieldset>
        <div className="flex items-center justify-between border-t border-slate-100 pt-3">
          <Button
            variant="ghost"
            size="sm"
            disabled={active === 0 && !rangeReversed}
            onClick={() => onChange(NO_ADVANCED_FILTERS)}
          >
            Clear
          </Button>
          <PopoverClose asChild>
            <Button size="sm">Done</Button>
          </PopoverClose>
        </div>
      </PopoverContent>
    </Popover>
  );
}
