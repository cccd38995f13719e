import { Select } from '../../components/ui/select.tsx';
import type { JobSelectProps } from '../../features/email/index.ts';
import { useJobs } from '../../features/jobs/index.ts';
import { jobOptionLabel } from '../../lib/format.ts';

const EVERY_JOB = 'every-job';
/** The server's largest page: the jobs a template can be written for. */
const JOB_PAGE_SIZE = 100;

/** The jobs feature's list as a picker in the e-mail feature's template form. */
export function EmailJobSelect({ id, value, onChange, selectedTitle }: JobSelectProps) {
  const jobs = useJobs({ page_size: JOB_PAGE_SIZE });
  const listed = jobs.data?.results ?? [];
  const options = [
    { value: EVERY_JOB, label: jobs.isError ? 'Every job (job list unavailable)' : 'Every job' },
    ...listed.map((job) => ({
      value: String(job.id),
      label: jobOptionLabel(job),
    })),
  ];
  if (value !== null && !listed.some((job) => job.id === value)) {
    options.push({ value: String(value), label: selectedTitle ?? `Job ${value}` });
  }
  return (
    <Select
      id={id}
      aria-label="Job"
      className="w-full"
      value={value === null ? EVERY_JOB : String(value)}
      options={options}
      onValueChange={(next) => onChange(next === EVERY_JOB ? null : Number(next))}
    />
  );
}
