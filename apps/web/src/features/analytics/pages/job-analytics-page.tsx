import { ArrowLeft, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { AnalyticsReport } from '../components/analytics-report.tsx';

/** What the page knows of its job, from the jobs feature (app/ composes it). */
export type AnalyticsJob = { title: string | undefined; notFound: boolean };

type JobAnalyticsPageProps = { jobId: number; job: AnalyticsJob };

/**
 * /jobs/{id}/analytics: the same report as /analytics with the job fixed (spec 01 §2.4 View
 * Analytics); only the range is chosen, since the job fixes its sector and recruiter too.
 */
export function JobAnalyticsPage({ jobId, job }: JobAnalyticsPageProps) {
  useDocumentTitle(job.title ? `${job.title} — Analytics` : 'Job analytics');
  const valid = Number.isInteger(jobId) && jobId > 0;
  if (!valid || job.notFound)
    return (
      <Card>
        <EmptyState
          icon={<SearchX />}
          title="Job not found"
          description="It may have been deleted, or the link is wrong."
          action={
            <Link to="/jobs" className={buttonClassName({ variant: 'secondary' })}>
              Back to jobs
            </Link>
          }
        />
      </Card>
    );
  return (
    <>
      <Link
        to={`/jobs/${jobId}`}
        className="mb-3 inline-flex items-center gap-1.5 rounded text-sm font-medium text-slate-500 hover:text-slate-900"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Back to job
      </Link>
      <PageHeader
        title={job.title ? `${job.title} — Analytics` : 'Job analytics'}
        description="Pipeline, time in stage, sources and offers of this job for a range of days."
      />
      <AnalyticsReport fixed={{ job_id: jobId }} />
    </>
  );
}
