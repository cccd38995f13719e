import type { AnalyticsReport } from '@shortlist/contracts';
import { formatCount } from '../../lib/report-format.ts';
import { ReportSection } from '../report-section.tsx';
import type { ReportColumn } from '../report-table.tsx';

type Recruiter = AnalyticsReport['recruiters'][number];

/** A job without a recruiter is counted under this name (the jobs list says the same). */
const UNASSIGNED = 'Unassigned';

const nameOf = (recruiter: Recruiter) =>
  recruiter.recruiter_id === null ? UNASSIGNED : recruiter.recruiter_name;

/** Each recruiter's load: open jobs and active applications now; interviews and hires in the range. */
export function RecruitersSection({ report, fileName }: { report: AnalyticsReport; fileName: string }) {
  const recruiters = report.recruiters;
  const busiest = Math.max(1, ...recruiters.map((recruiter) => recruiter.active_applications));
  const columns: ReportColumn<Recruiter>[] = [
    { header: 'Recruiter', value: nameOf, label: true },
    { header: 'Open jobs', value: (recruiter) => recruiter.open_jobs },
    {
      header: 'Active applications',
      value: (recruiter) => recruiter.active_applications,
      // the bar is the chart: each recruiter's active applications against the busiest one's
      format: (recruiter) => (
        <span className="flex items-center justify-end gap-3">
          <span aria-hidden className="hidden h-2 w-40 overflow-hidden rounded-full bg-slate-100 sm:block">
            <span
              className="block h-full rounded-full bg-brand-500"
              style={{ width: `${(recruiter.active_applications / busiest) * 100}%` }}
            />
          </span>
          <span className="w-10">{formatCount(recruiter.active_applications)}</span>
        </span>
      ),
    },
    { header: 'Interviews', value: (recruiter) => recruiter.interviews },
    { header: 'Hires', value: (recruiter) => recruiter.hires },
  ];
  return (
    <ReportSection
      title="Recruiter workload"
      description="Open jobs and active applications now; interviews and hires in the range."
      fileName={fileName}
      empty={recruiters.length === 0 ? 'No jobs match these filters' : null}
      columns={columns}
      rows={recruiters}
      rowKey={(recruiter) => recruiter.recruiter_id ?? 'unassigned'}
      chart={null}
    />
  );
}
