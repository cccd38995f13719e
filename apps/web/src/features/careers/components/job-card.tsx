import type { PublicJobSummary } from '@shortlist/contracts';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format.ts';
import { JobDates } from './job-dates.tsx';
import { JobFacts, RemoteBadge } from './job-facts.tsx';

/** One open position on /careers; the whole card opens its page (the share link, /apply/{id}). */
export function JobCard({ job }: { job: PublicJobSummary }) {
  return (
    <article className="group relative rounded-xl bg-white p-5 shadow-xs ring-1 ring-slate-200 transition-shadow hover:shadow-md hover:ring-brand-300 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-500">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0 space-y-2">
          <div className="flex flex-wrap items-center gap-x-2.5 gap-y-1">
            <h2 className="text-base font-semibold text-slate-900">
              <Link
                to={`/apply/${job.id}`}
                className="break-words after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none group-hover:text-brand-700"
              >
                {job.title}
              </Link>
            </h2>
            <RemoteBadge remote={job.remote} />
          </div>
          <JobFacts job={job} />
          <JobDates
            className="text-xs text-slate-500"
            facts={[
              `Posted ${formatDate(job.posted_at)}`,
              job.closes_on ? `Applications close ${formatDate(job.closes_on)}` : null,
            ]}
          />
        </div>
        <ChevronRight
          className="mt-0.5 size-5 shrink-0 text-slate-300 transition-colors group-hover:text-brand-500"
          aria-hidden
        />
      </div>
    </article>
  );
}
