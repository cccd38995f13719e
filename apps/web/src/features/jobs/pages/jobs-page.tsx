import { DEFAULT_PAGE_SIZE, JOB_STATUSES, type JobStatus } from '@shortlist/contracts';
import { Briefcase, Plus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardFooter } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAuth } from '../../../lib/auth-session.tsx';
import { capitalize } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useJobs } from '../api/get-jobs.ts';
import { JobsTable } from '../components/jobs-table.tsx';

const ALL_STATUSES = 'all';
const STATUS_OPTIONS = [
  { value: ALL_STATUSES, label: 'All statuses' },
  ...JOB_STATUSES.map((status) => ({ value: status, label: capitalize(status) })),
];

/** /jobs — the filters live in the URL (spec 01 §2.1: ?status=open, ?location=remote). */
export function JobsPage() {
  useDocumentTitle('Jobs');
  const { can } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const status = parseStatus(searchParams.get('status'));
  const remoteOnly = searchParams.get('location') === 'remote';
  const page = parsePage(searchParams.get('page'));
  const jobs = useJobs({
    status,
    location: remoteOnly ? 'remote' : undefined,
    page,
    page_size: DEFAULT_PAGE_SIZE,
  });

  const updateParams = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(searchParams);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined) next.delete(key);
      else next.set(key, value);
    }
    setSearchParams(next);
  };

  const createJobLink = can('create_jobs') ? (
    <Button asChild>
      <Link to="/jobs/new">
        <Plus className="size-4" aria-hidden />
        Create Job
      </Link>
    </Button>
  ) : null;

  return (
    <>
      <PageHeader
        title="Jobs"
        description="Every opening across sectors and departments."
        actions={createJobLink}
      />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <Select
          aria-label="Status"
          value={status ?? ALL_STATUSES}
          options={STATUS_OPTIONS}
          onValueChange={(value) =>
            updateParams({ status: value === ALL_STATUSES ? undefined : value, page: undefined })
          }
        />
        {jobs.data ? (
          <p className="ml-auto text-sm text-slate-500">
            {jobs.data.count} {jobs.data.count === 1 ? 'job' : 'jobs'}
          </p>
        ) : null}
      </div>
      {remoteOnly ? (
        <Alert className="mb-4" title="Remote jobs">
          Showing jobs whose location mentions remote or anywhere.{' '}
          <button
            type="button"
            className="font-medium text-brand-600 hover:underline"
            onClick={() => updateParams({ location: undefined, page: undefined })}
          >
            Show all locations
          </button>
        </Alert>
      ) : null}
      <Card className="overflow-hidden">
        {jobs.isPending ? (
          <div className="flex justify-center py-20 text-brand-600">
            <Spinner size="lg" label="Loading jobs" />
          </div>
        ) : jobs.isError ? (
          <ErrorState
            title="Couldn't load jobs"
            error={jobs.error}
            onRetry={() => jobs.refetch()}
            retrying={jobs.isFetching}
          />
        ) : jobs.data.results.length === 0 ? (
          <EmptyState
            icon={<Briefcase />}
            title="No jobs found"
            description={
              status
                ? 'No jobs have this status. Try another status or show all jobs.'
                : 'Openings your team creates will appear here.'
            }
            action={createJobLink}
          />
        ) : (
          <>
            <JobsTable jobs={jobs.data.results} />
            {jobs.data.count > DEFAULT_PAGE_SIZE ? (
              <CardFooter>
                <Pagination
                  page={page}
                  pageSize={DEFAULT_PAGE_SIZE}
                  count={jobs.data.count}
                  noun="jobs"
                  onPageChange={(next) => updateParams({ page: next === 1 ? undefined : String(next) })}
                />
              </CardFooter>
            ) : null}
          </>
        )}
      </Card>
    </>
  );
}

function parseStatus(value: string | null): JobStatus | undefined {
  return JOB_STATUSES.find((status) => status === value);
}

function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}
