import type { AnalyticsQuery, AnalyticsReport as Report } from '@shortlist/contracts';
import { clsx } from 'clsx';
import { SlidersHorizontal } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useUrlFilters } from '../../../lib/use-url-filters.ts';
import { useAnalyticsReport } from '../api/get-analytics-report.ts';
import { type ReportChoices, readReportFilters } from '../lib/report-filters.ts';
import { formatRange } from '../lib/report-format.ts';
import { AnalyticsFilters } from './analytics-filters.tsx';
import { ReportSkeleton } from './report-skeleton.tsx';
import { FunnelSection } from './sections/funnel-section.tsx';
import { OffersSection } from './sections/offers-section.tsx';
import { OverTimeSection } from './sections/over-time-section.tsx';
import { RecruitersSection } from './sections/recruiters-section.tsx';
import { SourcesSection } from './sections/sources-section.tsx';
import { TimeInStageSection } from './sections/time-in-stage-section.tsx';
import { TimeToHireSection } from './sections/time-to-hire-section.tsx';
import { SummaryCards } from './summary-cards.tsx';

type AnalyticsReportProps =
  /** across jobs: narrowed by job, sector and recruiter from these choices */
  | { choices: ReportChoices; fixed?: undefined }
  /**
   * one job's (its own analytics): the job is fixed — not in the filter bar, not in the address —
   * and with it its sector and recruiter, so only the range is chosen
   */
  | { choices?: undefined; fixed: Required<Pick<AnalyticsQuery, 'job_id'>> };

/**
 * The hiring report under its filter bar, for /analytics and (with the job fixed) a job's
 * analytics. The filters live in the address, so a link reproduces the view.
 */
export function AnalyticsReport({ choices, fixed }: AnalyticsReportProps) {
  const { params, update } = useUrlFilters();
  const filters = readReportFilters(params, fixed);
  const report = useAnalyticsReport(filters.query ?? {}, { enabled: filters.valid });

  return (
    <div className="space-y-6">
      <AnalyticsFilters params={params} update={update} choices={choices} errors={filters.errors} />
      {!filters.valid ? (
        <Card>
          <EmptyState
            icon={<SlidersHorizontal />}
            title="Fix the filters to see the report"
            description="The report is shown again as soon as the filters above are valid."
          />
        </Card>
      ) : (
        <QueryState
          query={report}
          loading={<ReportSkeleton />}
          errorTitle="Couldn't load the report"
          frame={(message) => <Card>{message}</Card>}
        >
          {(data) => <ReportBody report={data} jobId={fixed?.job_id} updating={report.isPlaceholderData} />}
        </QueryState>
      )}
    </div>
  );
}

/** "analytics-funnel-2026-08-26-to-2026-11-23.csv", with the job for a job's own report. */
function csvFileName(section: string, report: Report, jobId: number | undefined): string {
  const job = jobId === undefined ? '' : `job-${jobId}-`;
  return `analytics-${job}${section}-${report.range.from}-to-${report.range.to}.csv`;
}

function ReportBody({ report, jobId, updating }: { report: Report; jobId?: number; updating: boolean }) {
  const file = (section: string) => csvFileName(section, report, jobId);
  return (
    <div aria-busy={updating} className="space-y-6">
      <p className="flex items-center gap-2 text-sm text-slate-500">
        <span>
          Showing <span className="font-medium text-slate-700">{formatRange(report.range)}</span>
        </span>
        {updating ? <Spinner size="sm" label="Updating the report" /> : null}
      </p>
      <div className={clsx('space-y-6 transition-opacity', updating && 'opacity-60')}>
        <SummaryCards report={report} />
        <div className="grid items-stretch gap-6 xl:grid-cols-2">
          <FunnelSection report={report} fileName={file('funnel')} />
          <TimeInStageSection report={report} fileName={file('time-in-stage')} />
        </div>
        <OverTimeSection report={report} fileName={file('over-time')} />
        <div className="grid items-stretch gap-6 xl:grid-cols-2">
          <SourcesSection report={report} fileName={file('sources')} />
          <div className="grid gap-6">
            <OffersSection report={report} fileName={file('offers')} />
            <TimeToHireSection report={report} fileName={file('time-to-hire')} />
          </div>
        </div>
        <RecruitersSection report={report} fileName={file('recruiters')} />
      </div>
    </div>
  );
}
