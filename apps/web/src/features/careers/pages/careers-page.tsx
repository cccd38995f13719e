import { CAREERS_SITE_NAME, DEFAULT_PAGE_SIZE, ORGANISATION_NAME } from '@shortlist/contracts';
import { Briefcase, SearchX } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { CentredSpinner } from '../../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useDebouncedSearch, useUrlFilters } from '../../../lib/use-url-filters.ts';
import { usePublicJobs } from '../api/get-public-jobs.ts';
import { CareersFilters } from '../components/careers-filters.tsx';
import { JobCard } from '../components/job-card.tsx';

/**
 * /careers (issue 16): the organisation's open jobs, for anyone. Search, sector and page live in
 * the address so a filtered list can be shared.
 */
export function CareersPage() {
  const title = `Careers at ${ORGANISATION_NAME}`;
  useDocumentTitle('Open positions', CAREERS_SITE_NAME);
  const { params, update, page } = useUrlFilters();
  const { search, searchText, setSearchText } = useDebouncedSearch(params, update);
  const sector = params.get('sector') || undefined;
  const jobs = usePublicJobs({ search: search || undefined, sector, page, page_size: DEFAULT_PAGE_SIZE });
  const filtered = Boolean(search || sector);

  return (
    <>
      <section className="border-b border-slate-200 bg-white">
        <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
          <h1 className="text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
          <p className="mt-3 max-w-2xl text-base text-slate-600">
            Browse our open positions and apply online in a few minutes. Every application is read by the team
            hiring for the role.
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-5xl space-y-5 px-4 py-8 sm:px-6">
        <CareersFilters
          searchText={searchText}
          onSearchTextChange={setSearchText}
          sector={sector}
          onSectorChange={(next) => update({ sector: next })}
        />
        <QueryState
          query={jobs}
          loading={<CentredSpinner label="Loading open positions" className="py-20" />}
          errorTitle="Couldn't load the open positions"
          frame={(message) => <Card>{message}</Card>}
          isEmpty={(data) => data.results.length === 0}
          empty={
            filtered ? (
              <EmptyState
                icon={<SearchX />}
                title="No open positions match your search"
                description="Try other words or another sector, or see every open position."
                action={
                  <Button
                    variant="secondary"
                    onClick={() => update({ search: undefined, sector: undefined })}
                  >
                    Show all open positions
                  </Button>
                }
              />
            ) : (
              <EmptyState
                icon={<Briefcase />}
                title="There are no open positions right now"
                description="New roles are posted here as soon as they open. Please check back soon."
              />
            )
          }
        >
          {(data) => (
            <section aria-labelledby="careers-count" className="space-y-3">
              <p id="careers-count" className="text-sm text-slate-500" aria-live="polite">
                {data.count === 1 ? '1 open position' : `${data.count} open positions`}
                {filtered ? (data.count === 1 ? ' matches your search' : ' match your search') : null}
              </p>
              <ul className="space-y-3">
                {data.results.map((job) => (
                  <li key={job.id}>
                    <JobCard job={job} />
                  </li>
                ))}
              </ul>
              <Pagination
                page={page}
                pageSize={DEFAULT_PAGE_SIZE}
                count={data.count}
                noun="positions"
                onPageChange={(next) => update({ page: next === 1 ? undefined : String(next) })}
              />
            </section>
          )}
        </QueryState>
      </div>
    </>
  );
}
