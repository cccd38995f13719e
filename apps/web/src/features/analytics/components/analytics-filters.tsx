import { clsx } from 'clsx';
import { Card } from '../../../components/ui/card.tsx';
import { DateRangeInputs } from '../../../components/ui/date-range-inputs.tsx';
import { ClearFiltersButton, FilterSelect } from '../../../components/ui/filter-bar.tsx';
import { InlineErrors } from '../../../components/ui/form-errors.tsx';
import type { SelectOption } from '../../../components/ui/select.tsx';
import { jobOptionLabel } from '../../../lib/format.ts';
import {
  activePreset,
  RANGE_PRESETS,
  REPORT_FILTER_KEYS,
  type ReportChoices,
  type ReportFilterKey,
  todayUtc,
} from '../lib/report-filters.ts';

type AnalyticsFiltersProps = {
  params: URLSearchParams;
  update: (changes: Partial<Record<ReportFilterKey, string | undefined>>) => void;
  /** the jobs, sectors and recruiters to narrow the report to; none on a job's own analytics */
  choices?: ReportChoices;
  errors: Partial<Record<ReportFilterKey, string>>;
};

/** The report's filters: a range (presets or two days), job, sector and recruiter — all in the address. */
export function AnalyticsFilters({ params, update, choices, errors }: AnalyticsFiltersProps) {
  const today = todayUtc();
  const from = params.get('from');
  const to = params.get('to');
  const preset = activePreset(from, to, today);
  // no range in the address is the server's default, and the two days show it
  const shownRange =
    from || to ? { from: from ?? '', to: to ?? '' } : (preset?.range(today) ?? { from: '', to: '' });
  const setDay = (key: 'from' | 'to', value: string) =>
    // the other end is written too, so the address always holds the whole range it shows
    update({ ...shownRange, [key]: value || undefined });
  // the filters this bar shows: on a job's own analytics, the range only
  const shown = choices ? REPORT_FILTER_KEYS : (['from', 'to'] as const);
  const active = shown.some((key) => params.get(key));
  const clear = (
    <ClearFiltersButton
      onClear={() => update(Object.fromEntries(REPORT_FILTER_KEYS.map((key) => [key, undefined])))}
    >
      Clear
    </ClearFiltersButton>
  );

  const select = (key: ReportFilterKey, label: string, everything: string, options: SelectOption[]) => (
    <FilterSelect
      label={label}
      allLabel={everything}
      className="max-w-64 min-w-40"
      value={params.get(key) ?? undefined}
      invalid={Boolean(errors[key])}
      options={options}
      // a value in the address the list does not hold (a closed job, a renamed sector) stays shown
      unlistedLabel={(value) => `${label} ${value}`}
      onChange={(value) => update({ [key]: value })}
    />
  );

  const messages = REPORT_FILTER_KEYS.flatMap((key) => (errors[key] ? [errors[key]] : []));
  return (
    <Card className="space-y-3 p-4">
      <div className="flex flex-wrap items-center gap-3">
        <fieldset
          aria-label="Date range"
          className="inline-flex overflow-hidden rounded-lg bg-white shadow-xs ring-1 ring-slate-300 ring-inset"
        >
          {RANGE_PRESETS.map((option) => {
            const pressed = option.id === preset?.id;
            return (
              <button
                key={option.id}
                type="button"
                aria-pressed={pressed}
                onClick={() => update(option.range(today))}
                className={clsx(
                  'h-9 border-r border-slate-200 px-3 text-sm font-medium whitespace-nowrap last:border-r-0',
                  pressed
                    ? 'bg-brand-50 text-brand-700'
                    : 'text-slate-600 hover:bg-slate-50 hover:text-slate-900',
                )}
              >
                {option.label}
              </button>
            );
          })}
        </fieldset>
        <DateRangeInputs from={shownRange.from} to={shownRange.to} errors={errors} onChange={setDay} />
        {!choices && active ? clear : null}
      </div>
      {choices ? (
        <div className="flex flex-wrap items-center gap-3">
          {select(
            'job_id',
            'Job',
            'All jobs',
            (choices.jobs ?? []).map((job) => ({
              value: String(job.id),
              label: jobOptionLabel(job),
            })),
          )}
          {select(
            'sector',
            'Sector',
            'All sectors',
            choices.sectors.map((sector) => ({ value: sector, label: sector })),
          )}
          {select(
            'recruiter_id',
            'Recruiter',
            'All recruiters',
            choices.recruiters.map((recruiter) => ({
              value: String(recruiter.id),
              label: recruiter.full_name,
            })),
          )}
          {active ? clear : null}
        </div>
      ) : null}
      <InlineErrors messages={messages} />
    </Card>
  );
}
