import { X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { DateRangeInputs } from '../../../components/ui/date-range-inputs.tsx';
import { InlineErrors } from '../../../components/ui/form-errors.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { jobOptionLabel } from '../../../lib/format.ts';
import {
  ACTIVITY_FILTER_KEYS,
  type ActivityFilterKey,
  type ActivityJobChoice,
} from '../lib/activity-filters.ts';
import { ACTIVITY_TYPE_OPTIONS } from '../lib/activity-types.ts';
import { UserFilter } from './user-filter.tsx';

const ALL = 'all';

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
  const type = params.get('type') ?? ALL;
  const jobId = params.get('job_id') ?? ALL;
  const userId = Number(params.get('user_id')) || undefined;
  const typeListed = type === ALL || ACTIVITY_TYPE_OPTIONS.some((option) => option.value === type);
  const jobListed = jobId === ALL || jobs.some((job) => String(job.id) === jobId);
  const active = ACTIVITY_FILTER_KEYS.some((key) => params.get(key));
  const messages = ACTIVITY_FILTER_KEYS.flatMap((key) => (errors[key] ? [errors[key]] : []));

  return (
    <div className="mb-4 space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <Select
          aria-label="Type"
          className="min-w-48"
          value={type}
          options={[
            { value: ALL, label: 'All types' },
            ...ACTIVITY_TYPE_OPTIONS,
            ...(typeListed ? [] : [{ value: type, label: type }]),
          ]}
          onValueChange={(value) => update({ type: value === ALL ? undefined : value })}
        />
        <UserFilter
          value={userId}
          selectedName={userName}
          onChange={(id, name) => {
            onUserChosen(name);
            update({ user_id: id === undefined ? undefined : String(id) });
          }}
        />
        <Select
          aria-label="Job"
          className="max-w-64 min-w-40"
          value={jobId}
          invalid={Boolean(errors.job_id)}
          options={[
            { value: ALL, label: 'All jobs' },
            ...jobs.map((job) => ({
              value: String(job.id),
              label: jobOptionLabel(job),
            })),
            ...(jobListed ? [] : [{ value: jobId, label: `Job ${jobId}` }]),
          ]}
          onValueChange={(value) => update({ job_id: value === ALL ? undefined : value })}
        />
        <DateRangeInputs
          from={params.get('from') ?? ''}
          to={params.get('to') ?? ''}
          errors={errors}
          onChange={(day, value) => update({ [day]: value || undefined })}
        />
        {active ? (
          <Button
            variant="ghost"
            size="sm"
            icon={<X className="size-3.5" aria-hidden />}
            onClick={() => update(Object.fromEntries(ACTIVITY_FILTER_KEYS.map((key) => [key, undefined])))}
          >
            Clear
          </Button>
        ) : null}
      </div>
      <InlineErrors messages={messages} />
    </div>
  );
}
