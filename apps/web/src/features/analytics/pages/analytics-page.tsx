import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { AnalyticsReport } from '../components/analytics-report.tsx';
import type { ReportChoices } from '../lib/report-filters.ts';

/** /analytics: the hiring report across jobs (issue 15), linked from the dashboard's Analytics button. */
export function AnalyticsPage({ choices }: { choices: ReportChoices }) {
  useDocumentTitle('Analytics');
  return (
    <>
      <PageHeader
        title="Analytics"
        description="Pipeline, time to hire, sources, offers and recruiter workload for a range of days."
      />
      <AnalyticsReport choices={choices} />
    </>
  );
}
