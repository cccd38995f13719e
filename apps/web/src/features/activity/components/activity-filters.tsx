import { DateRangeInputs } from '../../../components/ui/date-range-inputs.tsx';
import { FilterBar, FilterSelect } from '../../../components/ui/filter-bar.tsx';
import { InlineErrors } from '../../../components/ui/form-errors.tsx';
import { jobOptionLabel } from '../../../lib/format.ts';
import {
  ACTIVITY_FILTER_KEYS,
  type ActivityFilterKey,
  type ActivityJobChoice,
} from '../lib/activity-filters.ts';
import { ACTIVITY_TYPE_OPTIONS } from '../lib/activity-types.ts';
import { UserFilter } from './user-filter.tsx';

type ActivityFiltersProps = {
  params: URLSearchParams;
  update: (changes: Partial<Record<ActivityFilterKey, string | undefined>>) => void;
  jobs: readonly ActivityJobChoice[];
  errors: Partial<Record<ActivityFilterKey, string>>;
  /** the chosen user's name, when the page knows it */
  userName: string | undefined;
  onUserChosen: (name: string | undefined) => void;
};

/** Type, user, job and a range of days; the values live in the address. */
export function ActivityFilters({
  params,
  update,
  jobs,
  errors,
  userName,
  onUserChosen,
}: ActivityFiltersProps) {
  const messages = ACTIVITY_FILTER_KEYS.flatMap((key) => (errors[key] ? [errors[key]] : []));

  return (
    <div className="mb-4 space-y-2">
      <FilterBar
        clear={{
          label: 'Clear',
          active: ACTIVITY_FILTER_KEYS.some((key) => params.get(key)),
          onClear: () => update(Object.fromEntries(ACTIVITY_FILTER_KEYS.map((key) => [key, undefined]))),
        }}
      >
        <FilterSelect
          label="Type"
          allLabel="All types"
          className="min-w-48"
          value={params.get('type') ?? undefined}
          options={ACTIVITY_TYPE_OPTIONS}
          unlistedLabel={(type) => type}
          onChange={(type) => update({ type })}
        />
        <UserFilter
          value={Number(params.get('user_id')) || undefined}
          selectedName={userName}
          onChange={(id, name) => {
            onUserChosen(name);
            update({ user_id: id === undefined ? undefined : String(id) });
          }}
        />
        <FilterSelect
          label="Job"
          allLabel="All jobs"
          className="max-w-64 min-w-40"
          value={params.get('job_id') ?? undefined}
          invalid={Boolean(errors.job_id)}
          options={jobs.map((job) => ({ value: String(job.id), label: jobOptionLabel(job) }))}
          unlistedLabel={(id) => `Job ${id}`}
          onChange={(job_id) => update({ job_id })}
        />
        <DateRangeInputs
          from={params.get('from') ?? ''}
          to={params.get('to') ?? ''}
          errors={errors}
          onChange={(day, value) => update({ [day]: value || undefined })}
        />
      </FilterBar>
      <InlineErrors messages={messages} />
    </div>
  );
}
