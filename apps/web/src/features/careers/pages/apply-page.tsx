import {
  type ApplyResponse,
  CAREERS_MESSAGES,
  CAREERS_SITE_NAME,
  type PublicJob,
} from '@shortlist/contracts';
import { SearchX } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { CentredSpinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { usePublicJob } from '../api/get-public-job.ts';
import { ApplyForm } from '../components/apply-form.tsx';
import { JobAdvertBody, JobAdvertHeader } from '../components/job-advert.tsx';
import { BackToCareers, PageColumn } from '../components/page-column.tsx';
import type { SubmittedState } from './application-submitted-page.tsx';

/** The id in /apply/{jobId}, or null for an address no job can have. */
function useJobIdParam(): number | null {
  const { jobId } = useParams();
  const id = Number(jobId);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * /apply/{jobId} (issue 16, spec 01 §2.6's share link): the job and its apply form, without
 * sign-in. A job that no longer takes applications is still shown, with a notice instead of the form.
 */
export function ApplyPage() {
  const jobId = useJobIdParam();
  return jobId === null ? <UnknownJobLink /> : <ApplyToJob jobId={jobId} />;
}

function UnknownJobLink() {
  useDocumentTitle(NOT_FOUND_TITLE, CAREERS_SITE_NAME);
  return <JobNotFound />;
}

function ApplyToJob({ jobId }: { jobId: number }) {
  const job = usePublicJob(jobId);
  const notFound = job.error instanceof ApiError && job.error.status === 404;
  // the title the server gives the page (link previews), so the tab keeps it
  useDocumentTitle(job.data ? job.data.title : notFound ? NOT_FOUND_TITLE : undefined, CAREERS_SITE_NAME);

  if (notFound) return <JobNotFound />;
  return (
    <QueryState
      query={job}
      loading={<CentredSpinner label="Loading the job" className="py-24" />}
      errorTitle="Couldn't load this job"
      frame={(message) => (
        <PageColumn>
          <Card>{message}</Card>
        </PageColumn>
      )}
    >
      {(data) => <JobPage job={data} />}
    </QueryState>
  );
}

function JobPage({ job }: { job: PublicJob }) {
  const navigate = useNavigate();
  const onSubmitted = (response: ApplyResponse) => {
    const state: SubmittedState = { status: response.status, message: response.message, jobTitle: job.title };
    // replace: Back from the confirmation goes to where the applicant came from, not to a sent form
    navigate(`/apply/${job.id}/submitted`, { replace: true, state });
  };

  return (
    <PageColumn>
      <BackToCareers />
      <JobAdvertHeader job={job} />
      {job.accepting_applications ? (
        <a href="#apply" className={buttonClassName({ size: 'lg', className: 'w-full sm:w-auto' })}>
          Apply for this job
        </a>
      ) : (
        <Alert tone="warning" title={CAREERS_MESSAGES.closed}>
          <Link to="/careers" className="font-medium underline underline-offset-2">
            See the positions that are open
          </Link>
        </Alert>
      )}
      <Card className="px-5 py-6 sm:px-8 sm:py-8">
        <JobAdvertBody job={job} />
      </Card>
      {job.accepting_applications ? (
        <section id="apply" aria-labelledby="apply-heading" className="scroll-mt-6">
          <Card className="px-5 py-6 sm:px-8 sm:py-8">
            <h2 id="apply-heading" className="text-xl font-semibold tracking-tight text-slate-900">
              Apply for {job.title}
            </h2>
            <p className="mt-1 mb-6 text-sm text-slate-500">
              It takes a few minutes. We will reply to the e-mail address you give.
            </p>
            <ApplyForm jobId={job.id} onSubmitted={onSubmitted} />
          </Card>
        </section>
      ) : null}
    </PageColumn>
  );
}

const NOT_FOUND_TITLE = 'Job not found';

function JobNotFound() {
  return (
    <PageColumn>
      <Card>
        <EmptyState
          className="py-20"
          icon={<SearchX />}
          title="We couldn't find this job"
          description="The link may be mistyped, or the job may have been removed."
          action={
            <Link to="/careers" className={buttonClassName()}>
              See the open positions
            </Link>
          }
        />
      </Card>
    </PageColumn>
  );
}
