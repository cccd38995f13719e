import type { PublicJobSummary } from '@shortlist/contracts';
import { clsx } from 'clsx';
import { Banknote, Briefcase, Building2, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatPublicSalary } from '../careers-format.ts';

type JobFactsProps = {
  job: Pick<PublicJobSummary, 'department' | 'location' | 'employment_type' | 'salary'>;
  className?: string;
};

/** Department, location, employment type and the published salary, as one wrapping line. */
export function JobFacts({ job, className }: JobFactsProps) {
  const salary = job.salary ? formatPublicSalary(job.salary) : '';
  return (
    <ul className={clsx('flex flex-wrap items-center gap-x-4 gap-y-1.5 text-sm text-slate-600', className)}>
      {job.department ? <Fact icon={<Building2 />} label="Department" text={job.department} /> : null}
      {job.location ? <Fact icon={<MapPin />} label="Location" text={job.location} /> : null}
      {job.employment_type ? (
        <Fact icon={<Briefcase />} label="Employment type" text={job.employment_type} />
      ) : null}
      {salary ? <Fact icon={<Banknote />} label="Salary" text={salary} /> : null}
    </ul>
  );
}

function Fact({ icon, label, text }: { icon: ReactNode; label: string; text: string }) {
  return (
    <li className="inline-flex min-w-0 items-center gap-1.5">
      <span className="text-slate-400 [&_svg]:size-4" aria-hidden>
        {icon}
      </span>
      <span className="sr-only">{label}: </span>
      <span className="min-w-0 break-words">{text}</span>
    </li>
  );
}

/** The tag a remote job carries beside its title. */
export function RemoteBadge({ remote }: { remote: boolean }) {
  return remote ? <Badge tone="green">Remote</Badge> : null;
}
