import { APPLICATION_STATUSES, type ApplicationListQuery, DEFAULT_PAGE_SIZE } from '@shortlist/contracts';
import { Download, FileStack } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { FilterBar, FilterSelect } from '../../../components/ui/filter-bar.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { CardPagination, lowerBoundOf } from '../../../components/ui/pagination.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { CentredSpinner } from '../../../components/ui/spinner.tsx';
import { capitalize, formatCount } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useDebouncedSearch, useUrlFilters } from '../../../lib/use-url-filters.ts';
import { useApplicationStages } from '../api/get-application-stages.ts';
import { useApplications } from '../api/get-applications.ts';
import {
  advancedFiltersFromParams,
  countAdvancedFilters,
  NO_ADVANCED_FILTERS,
} from '../components/advanced-filters.ts';
import { AdvancedFiltersPopover, type JobChoice } from '../components/advanced-filters-popover.tsx';
import { downloadApplicationsCsv } from '../components/applications-csv.ts';
import { ApplicationsTable } from '../components/applications-table.tsx';

const STATUS_OPTIONS = APPLICATION_STATUSES.map((value) => ({ value, label: capitalize(value) }));

/**
 * /applications (spec 02 §2): counters, search, status and stage filters, Advanced Filters (job,
 * source, match score band, applied days), table, CSV export of what the filters find.
 */
export function ApplicationsPage({ jobs }: { jobs: readonly JobChoice[] }) {
  useDocumentTitle('Applications');
  const { params, update, page } = useUrlFilters();
  const { search, searchText, setSearchText } = useDebouncedSearch(params, update);
  const status = APPLICATION_STATUSES.find((value) => value === params.get('status'));
  const stage = params.get('stage_key') ?? undefined;
  const advanced = advancedFiltersFromParams(params);
  const [exporting, setExporting] = useState(false);

  const filters: ApplicationListQuery = {
    search: search || undefined,
    status,
    stage_key: stage,
    ...advanced.filters,
  };
  const applications = useApplications({ ...filters, page, page_size: DEFAULT_PAGE_SIZE });
  const counters = applications.data?.counters;
  const stages = useApplicationStages();
  const stageOptions = (stages.data ?? []).map(({ key, label }) => ({ value: key, label }));

  const exportCsv = async () => {
    setExporting(true);
    try {
      const count = await downloadApplicationsCsv(filters);
      toast.success(`Exported ${count} ${count === 1 ? 'application' : 'applications'}`);
    } catch {
      toast.error('Export failed. Please try again.');
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <PageHeader
        title="Applications"
        description="Every application across jobs, with match scores and stages."
        actions={
          <Button
            variant="secondary"
            icon={<Download className="size-4" />}
            loading={exporting}
            onClick={exportCsv}
          >
            Export CSV
          </Button>
        }
      />
      <dl className="mb-4 grid grid-cols-2 gap-3 md:grid-cols-4">
        {(['total', 'active', 'hired', 'rejected'] as const).map((key) => (
          <div key={key} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
            <dt className="text-xs font-medium text-slate-500">{capitalize(key)}</dt>
            <dd className="mt-1 text-2xl font-semibold text-slate-900">
              {counters ? formatCount(counters[key]) : '—'}
            </dd>
          </div>
        ))}
      </dl>
      <FilterBar
        className="mb-4"
        search={{
          label: 'Search applications',
          placeholder: 'Search by candidate or job...',
          value: searchText,
          onChange: setSearchText,
        }}
      >
        <FilterSelect
          label="Status"
          allLabel="All statuses"
          value={status}
          options={STATUS_OPTIONS}
          onChange={(value) => update({ status: value })}
        />
        {/* a stage in the address that no application holds any more stays selectable */}
        <FilterSelect
          label="Stage"
          allLabel="All stages"
          value={stage}
          options={stageOptions}
          unlistedLabel={(key) => key}
          onChange={(value) => update({ stage_key: value })}
        />
        <AdvancedFiltersPopover
          filters={advanced.filters}
          days={{ from: params.get('applied_from') ?? '', to: params.get('applied_to') ?? '' }}
          rangeReversed={advanced.rangeReversed}
          selectedJobTitle={
            applications.data?.results.find((row) => row.job_id === advanced.filters.job_id)?.job.title
          }
          onChange={update}
          jobs={jobs}
        />
      </FilterBar>
      <Card className="overflow-hidden">
        <QueryState
          query={applications}
          loading={<CentredSpinner label="Loading applications" className="py-20" />}
          errorTitle="Couldn't load applications"
          isEmpty={(data) => data.results.length === 0}
          empty={
            <EmptyState
              icon={<FileStack />}
              title="No applications found matching your criteria."
              action={
                countAdvancedFilters(advanced.filters) > 0 ? (
                  <Button variant="secondary" size="sm" onClick={() => update(NO_ADVANCED_FILTERS)}>
                    Clear advanced filters
                  </Button>
                ) : null
              }
            />
          }
        >
          {(data) => (
            <>
              <ApplicationsTable applications={data.results} />
              <CardPagination
                page={page}
                pageSize={DEFAULT_PAGE_SIZE}
                count={data.count}
                lowerBound={lowerBoundOf(data)}
                noun="applications"
                onPageChange={(next) => update({ page: next === 1 ? undefined : String(next) })}
              />
            </>
          )}
        </QueryState>
      </Card>
    </>
  );
}
