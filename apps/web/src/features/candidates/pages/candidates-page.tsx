import { CANDIDATE_ORDERINGS, type CandidateOrdering, DEFAULT_PAGE_SIZE } from '@shortlist/contracts';
import { CopyCheck, Filter, Plus, Upload, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonClassName } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { FilterBar } from '../../../components/ui/filter-bar.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { CardPagination, lowerBoundOf } from '../../../components/ui/pagination.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { CentredSpinner } from '../../../components/ui/spinner.tsx';
import { useAuth } from '../../../lib/auth-session.tsx';
import { formatCount } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useDebouncedSearch, useUrlFilters } from '../../../lib/use-url-filters.ts';
import { useCandidates } from '../api/get-candidates.ts';
import type { CandidateChoices } from '../candidate-choices.ts';
import { CandidateFilters, type CandidateFilterValues } from '../components/candidate-filters.tsx';
import { CandidateListRow } from '../components/candidate-row.tsx';
import { CreateCandidateModal } from '../components/create-candidate-modal.tsx';

const SORT_LABELS: Record<CandidateOrdering, string> = {
  date_added: 'Date added',
  name: 'Name',
  ai_score: 'AI score',
};
const SORT_OPTIONS = CANDIDATE_ORDERINGS.map((value) => ({ value, label: `Sort: ${SORT_LABELS[value]}` }));
const FILTER_KEYS = ['skills', 'location', 'source_type', 'score_band', 'stage_key'] as const;

/**
 * /candidates — search, sorts and filters live in the URL (spec 02 §2 candidate list); `choices`
 * are the lists other features own (the create form's jobs, the filter's stages).
 */
export function CandidatesPage({ choices }: { choices: CandidateChoices }) {
  useDocumentTitle('Candidates');
  const { params, update, page } = useUrlFilters();
  const { search, searchText, setSearchText } = useDebouncedSearch(params, update);
  const [creating, setCreating] = useState(false);
  const mayImport = useAuth().can('import_candidates');
  const [showFilters, setShowFilters] = useState(() => FILTER_KEYS.some((key) => params.get(key)));
  const ordering = (CANDIDATE_ORDERINGS as readonly string[]).includes(params.get('ordering') ?? '')
    ? (params.get('ordering') as CandidateOrdering)
    : 'date_added';
  const filters = Object.fromEntries(
    FILTER_KEYS.map((key) => [key, params.get(key) ?? undefined]),
  ) as CandidateFilterValues;

  // spec 02 §5 leaves the debounce open; the app-wide search debounce applies (useDebouncedSearch).

  const candidates = useCandidates({
    search: search || undefined,
    ordering,
    ...(filters as object),
    page,
    page_size: DEFAULT_PAGE_SIZE,
  });
  const activeFilters = FILTER_KEYS.filter((key) => filters[key]).length;

  return (
    <>
      <PageHeader
        title="Candidates"
        description="Manage your candidate database: search, compare and follow every applicant."
        actions={
          <>
            {/* issue 16: records that may be one person */}
            <Link to="/candidates/duplicates" className={buttonClassName({ variant: 'secondary' })}>
              <CopyCheck className="size-4" aria-hidden /> Possible duplicates
            </Link>
            {/* issue 16: candidates from a CSV or XLSX file */}
            {mayImport ? (
              <Link to="/candidates/import" className={buttonClassName({ variant: 'secondary' })}>
                <Upload className="size-4" aria-hidden /> Import
              </Link>
            ) : null}
            <Button icon={<Plus className="size-4" />} onClick={() => setCreating(true)}>
              Add Candidate
            </Button>
          </>
        }
      />
      <FilterBar
        className="mb-4"
        search={{
          label: 'Search candidates',
          placeholder: 'Search candidates...',
          value: searchText,
          onChange: setSearchText,
        }}
        end={
          candidates.data ? (
            <p className="text-sm text-slate-500">
              {formatCount(candidates.data.count, candidates.data.count_is_lower_bound)}{' '}
              {candidates.data.count === 1 ? 'candidate' : 'candidates'}
            </p>
          ) : null
        }
      >
        <Select
          aria-label="Sort"
          value={ordering}
          options={SORT_OPTIONS}
          onValueChange={(value) => update({ ordering: value === 'date_added' ? undefined : value })}
        />
        <Button
          variant="secondary"
          icon={<Filter className="size-4" />}
          aria-expanded={showFilters}
          onClick={() => setShowFilters((open) => !open)}
        >
          Filters{activeFilters ? ` (${activeFilters})` : ''}
        </Button>
      </FilterBar>
      {showFilters ? (
        <CandidateFilters
          key={JSON.stringify(filters)}
          values={filters}
          onChange={update}
          useStagesInUse={choices.useStagesInUse}
        />
      ) : null}
      <Card className="overflow-hidden">
        <QueryState
          query={candidates}
          loading={<CentredSpinner label="Loading candidates" className="py-20" />}
          errorTitle="Couldn't load candidates"
          isEmpty={(data) => data.results.length === 0}
          empty={
            <EmptyState
              icon={<Users />}
              title="No candidates found"
              description="Candidates will appear here when they apply for jobs."
            />
          }
        >
          {(data) => (
            <>
              <ul className="divide-y divide-slate-100">
                {data.results.map((candidate) => (
                  <CandidateListRow key={candidate.id} candidate={candidate} />
                ))}
              </ul>
              <CardPagination
                page={page}
                pageSize={DEFAULT_PAGE_SIZE}
                count={data.count}
                lowerBound={lowerBoundOf(data)}
                noun="candidates"
                onPageChange={(next) => update({ page: next === 1 ? undefined : String(next) })}
              />
            </>
          )}
        </QueryState>
      </Card>
      <CreateCandidateModal
        open={creating}
        onOpenChange={setCreating}
        useOpenJobs={choices.useOpenJobs}
        onCreated={(candidate) => {
          toast.success(`${candidate.full_name} was added`);
          update({ ordering: undefined, search: undefined });
          setSearchText('');
        }}
      />
    </>
  );
}
