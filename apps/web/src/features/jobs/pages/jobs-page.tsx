import { DEFAULT_PAGE_SIZE, type JobStatus, type JobSummary } from '@shortlist/contracts';
import { Briefcase, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { CardPagination } from '../../../components/ui/pagination.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { CentredSpinner } from '../../../components/ui/spinner.tsx';
import { useAuth } from '../../../lib/auth-session.tsx';
import type { ComposeEmailSlot } from '../../../lib/compose-email.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useUrlFilters } from '../../../lib/use-url-filters.ts';
import { type JobsQuery, useJobs } from '../api/get-jobs.ts';
import { FILTER_KEYS, type Filters, JobsFilters, searchTermOf } from '../components/jobs-filters.tsx';
import { JobsTable } from '../components/jobs-table.tsx';

/** What other features put on the jobs list; `app/router.tsx` fills them. */
export type JobsPageSlots = {
  /** spec 01 §2.4 row action "email template": the compose dialog about that job, no recipient yet */
  composeEmail?: ComposeEmailSlot;
};

/** /jobs — spec 01 §2.4; the filters live in the URL (§2.1: ?status=open, ?location=remote). */
export function JobsPage({ slots = {} }: { slots?: JobsPageSlots }) {
  useDocumentTitle('Jobs');
  const { can } = useAuth();
  const composeEmail = can('send_email') ? slots.composeEmail : undefined;
  const [emailing, setEmailing] = useState<JobSummary | null>(null);
  const { params: searchParams, update, page } = useUrlFilters();
  const filters = readFilters(searchParams);
  // the box (and the URL) keep what was typed; a 1-character term is never sent
  const search = searchTermOf(filters.search);
  const remoteOnly = searchParams.get('location') === 'remote';
  const jobs = useJobs({
    status: filters.status as JobStatus | undefined,
    location: remoteOnly ? 'remote' : undefined,
    sector: filters.sector,
    readiness: filters.readiness as JobsQuery['readiness'],
    priority: filters.priority as JobsQuery['priority'],
    recruiter: filters.recruiter ? Number(filters.recruiter) : undefined,
    role_type: filters.role_type as JobsQuery['role_type'],
    search,
    page,
    page_size: DEFAULT_PAGE_SIZE,
  });

  const filtered = FILTER_KEYS.some((key) => (key === 'search' ? search : filters[key]));

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
        actions={
          <>
            {jobs.data ? (
              <p className="text-sm text-slate-500">
                {jobs.data.count} {jobs.data.count === 1 ? 'job' : 'jobs'}
              </p>
            ) : null}
            {createJobLink}
          </>
        }
      />
      <JobsFilters filters={filters} onChange={update} />
      {remoteOnly ? (
        <Alert className="mb-4" title="Remote jobs">
          Showing jobs whose location mentions remote or anywhere.{' '}
          <button
            type="button"
            className="font-medium text-brand-600 hover:underline"
            onClick={() => update({ location: undefined })}
          >
            Show all locations
          </button>
        </Alert>
      ) : null}
      <Card className="overflow-hidden">
        <QueryState
          query={jobs}
          loading={<CentredSpinner label="Loading jobs" className="py-20" />}
          errorTitle="Couldn't load jobs"
          isEmpty={(data) => data.results.length === 0}
          empty={
            <EmptyState
              icon={<Briefcase />}
              title="No jobs found"
              description={
                filtered || remoteOnly
                  ? 'No jobs match these filters. Try other filters or Clear All.'
                  : 'Openings your team creates will appear here.'
              }
              action={createJobLink}
            />
          }
        >
          {(data) => (
            <>
              <JobsTable jobs={data.results} onEmail={composeEmail ? setEmailing : undefined} />
              <CardPagination
                page={page}
                pageSize={DEFAULT_PAGE_SIZE}
                count={data.count}
                noun="jobs"
                onPageChange={(next) => update({ page: next === 1 ? undefined : String(next) })}
              />
            </>
          )}
        </QueryState>
      </Card>
      {composeEmail?.({
        open: emailing !== null,
        onOpenChange: (open) => !open && setEmailing(null),
        prefill: { jobTitle: emailing?.title },
      })}
    </>
  );
}

function readFilters(params: URLSearchParams): Filters {
  return Object.fromEntries(
    FILTER_KEYS.map((key) => [key, params.get(key) || undefined]).filter(([, value]) => value),
  ) as Filters;
}
