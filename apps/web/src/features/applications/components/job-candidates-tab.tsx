import {
  APPLICATION_SOURCE_LABELS,
  type Application,
  type JobDetail,
  scoreBandColor,
} from '@shortlist/contracts';
import { Download, FilterX, Users } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { ApplicantCell } from '../../../components/ui/applicant-cell.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { FilterBar, FilterSelect } from '../../../components/ui/filter-bar.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { ScoreBadge } from '../../../components/ui/score-badge.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx';
import { formatDate } from '../../../lib/format.ts';
import {
  filtersFromParams,
  type JobCandidateFilters,
  NO_FILTERS,
  SCORE_BANDS,
  type ScoreBand,
  withFilters,
} from '../../../lib/job-candidate-filters.ts';
import { useJobApplications } from '../api/get-applications.ts';
import { downloadCsv } from './applications-csv.ts';
import { filterJobApplications, jobCandidatesCsv, stageLabelOf } from './job-candidates-filter.ts';
import { ApplicationOutcomeMenu } from './outcomes/application-outcome-menu.tsx';
import { ApplicationStatusBadge } from './outcomes/application-status-badge.tsx';
import { ViewCandidateLink } from './view-candidate-link.tsx';

/**
 * The job page's candidates tab (spec 01 §2.6): every application of the job, filtered in the
 * browser by stage, score band and name or e-mail; Export CSV downloads the rows shown. Whoever
 * manages the job (`canManage`) or approves hires decides applications from their rows.
 */
export function JobCandidatesTab({
  job,
  canManage = false,
}: {
  job: Pick<JobDetail, 'id' | 'workflow_stages'>;
  canManage?: boolean;
}) {
  const applications = useJobApplications(job.id);
  // The filters live in the address beside ?tab=candidates, so Back from a profile keeps them.
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(
    params,
    job.workflow_stages.map(({ key }) => key),
  );
  const setFilters = (next: JobCandidateFilters) =>
    setParams((current) => withFilters(current, next), { replace: true });
  const stageLabels = useMemo(
    () => new Map(job.workflow_stages.map(({ key, label }) => [key, label])),
    [job.workflow_stages],
  );
  const rows = filterJobApplications(applications.data ?? [], filters);
  const stageOptions = job.workflow_stages.map(({ key, label }) => ({ value: key, label }));
  const change = (patch: Partial<JobCandidateFilters>) => setFilters({ ...filters, ...patch });

  const exportCsv = () => {
    downloadCsv(`job-${job.id}-candidates.csv`, jobCandidatesCsv(rows, stageLabels));
    toast.success(`Exported ${rows.length} ${rows.length === 1 ? 'candidate' : 'candidates'}`);
  };

  return (
    <div className="space-y-4">
      <FilterBar
        search={{
          label: 'Search by name or email',
          placeholder: 'Search by name or email...',
          value: filters.search,
          onChange: (search) => change({ search }),
          className: 'w-full max-w-xs',
        }}
        end={
          <Button
            variant="secondary"
            icon={<Download className="size-4" />}
            disabled={rows.length === 0}
            onClick={exportCsv}
          >
            Export CSV
          </Button>
        }
      >
        <FilterSelect
          label="Stage"
          allLabel="All stages"
          value={filters.stage === 'all' ? undefined : filters.stage}
          options={stageOptions}
          onChange={(stage = 'all') => change({ stage })}
        />
        <FilterSelect
          label="Match score"
          allLabel="All scores"
          value={filters.score === 'all' ? undefined : filters.score}
          options={SCORE_BANDS}
          onChange={(score = 'all') => change({ score: score as ScoreBand })}
        />
      </FilterBar>
      <Card className="overflow-hidden">
        <QueryState
          query={applications}
          loading={
            <div className="flex items-center justify-center gap-3 py-16 text-sm text-slate-500">
              <Spinner className="text-brand-600" label="Loading" />
              Loading candidates...
            </div>
          }
          errorTitle="Couldn't load this job's candidates"
          isEmpty={(data) => data.length === 0}
          empty={
            <EmptyState
              icon={<Users />}
              title="No applications found for this job."
              description={
                <>
                  Add one with Add Candidate on the{' '}
                  <Link
                    to={`/jobs/${job.id}?tab=pipeline`}
                    className="font-medium text-brand-700 hover:underline"
                  >
                    Pipeline tab
                  </Link>
                  .
                </>
              }
            />
          }
        >
          {() =>
            rows.length === 0 ? (
              <EmptyState
                icon={<FilterX />}
                title="No candidates match the current filters."
                action={
                  <Button variant="secondary" onClick={() => setFilters(NO_FILTERS)}>
                    Clear filters
                  </Button>
                }
              />
            ) : (
              <JobCandidatesTable rows={rows} stageLabels={stageLabels} canManage={canManage} />
            )
          }
        </QueryState>
      </Card>
      {applications.data && applications.data.length > 0 ? (
        <p className="text-xs text-slate-500">
          Showing {rows.length} of {applications.data.length}{' '}
          {applications.data.length === 1 ? 'application' : 'applications'}
        </p>
      ) : null}
    </div>
  );
}

function JobCandidatesTable({
  rows,
  stageLabels,
  canManage,
}: {
  rows: Application[];
  stageLabels: ReadonlyMap<string, string>;
  canManage: boolean;
}) {
  return (
    <Table>
      <TableHeader>
        <tr>
          <TableHead>Candidate</TableHead>
          <TableHead>Match %</TableHead>
          <TableHead>Stage</TableHead>
          <TableHead>Source</TableHead>
          <TableHead>Last Updated</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </tr>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell>
              <ApplicantCell
                candidateId={row.candidate_id}
                name={row.candidate.full_name}
                subtitle={row.candidate.email ?? 'No email'}
                avatarSize="sm"
              />
            </TableCell>
            <TableCell>
              {/* spec 01 §9: match colours in lists, 80+ green, 60+ yellow, lower red */}
              <ScoreBadge score={row.match_score} band={scoreBandColor} />
            </TableCell>
            <TableCell>
              <span className="inline-flex flex-wrap items-center gap-2">
                {stageLabelOf(row, stageLabels)}
                {row.status === 'active' ? null : <ApplicationStatusBadge status={row.status} />}
              </span>
            </TableCell>
            <TableCell>{APPLICATION_SOURCE_LABELS[row.source]}</TableCell>
            <TableCell className="whitespace-nowrap text-slate-500">
              {formatDate(row.updated_at, 'long')}
            </TableCell>
            <TableCell>
              <div className="flex items-center justify-end gap-3">
                <ApplicationOutcomeMenu application={row} canManageJob={canManage} />
                <ViewCandidateLink candidateId={row.candidate_id} name={row.candidate.full_name} />
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
