import {
  APPLICATION_FILTER_MESSAGES,
  APPLICATION_SOURCE_LABELS,
  APPLICATION_SOURCES,
} from '@shortlist/contracts';
import { SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FilterSelectField } from '../../../components/ui/filter-bar.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from '../../../components/ui/popover.tsx';
import { SCORE_BANDS } from '../../../lib/job-candidate-filters.ts';
import { type AdvancedFilters, countAdvancedFilters, NO_ADVANCED_FILTERS } from './advanced-filters.ts';

const SOURCE_OPTIONS = APPLICATION_SOURCES.map((value) => ({
  value,
  label: APPLICATION_SOURCE_LABELS[value],
}));

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
  const ids = { from: useId(), to: useId() };
  const active = countAdvancedFilters(filters);
  const jobOptions = jobs.map(({ id, title }) => ({ value: String(id), label: title }));
  const pick = (key: keyof AdvancedFilters) => (value: string | undefined) => onChange({ [key]: value });

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="secondary" icon={<SlidersHorizontal className="size-4" />}>
          {active ? `Advanced Filters (${active})` : 'Advanced Filters'}
        </Button>
      </PopoverTrigger>
      <PopoverContent aria-label="Advanced filters" align="start" className="w-80 space-y-4 p-4">
        {/* a job the choices do not list (a shared link) is named by its row, else by its number */}
        <FilterSelectField
          label="Job"
          allLabel="All jobs"
          value={filters.job_id ? String(filters.job_id) : undefined}
          options={jobOptions}
          unlistedLabel={(id) => selectedJobTitle ?? `Job #${id}`}
          onChange={pick('job_id')}
        />
        <FilterSelectField
          label="Source"
          allLabel="All sources"
          value={filters.source}
          options={SOURCE_OPTIONS}
          onChange={pick('source')}
        />
        <FilterSelectField
          label="Match score"
          allLabel="All scores"
          value={filters.score}
          options={SCORE_BANDS}
          onChange={pick('score')}
        />
        <fieldset className="space-y-1.5">
          <legend className="mb-1.5 text-sm font-semibold text-slate-900">Applied between</legend>
          <div className="grid grid-cols-2 gap-2">
            <FormField label="From" htmlFor={ids.from}>
              <Input
                id={ids.from}
                type="date"
                value={days.from}
                max={days.to || undefined}
                invalid={rangeReversed}
                onChange={(event) => onChange({ applied_from: event.target.value || undefined })}
              />
            </FormField>
            <FormField label="To" htmlFor={ids.to}>
              <Input
                id={ids.to}
                type="date"
                value={days.to}
                min={days.from || undefined}
                invalid={rangeReversed}
                aria-describedby={rangeReversed ? `${ids.to}-error` : undefined}
                onChange={(event) => onChange({ applied_to: event.target.value || undefined })}
              />
            </FormField>
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
