import { DEFAULT_PAGE_SIZE, MERGE_MESSAGES, type MergeResult } from '@shortlist/contracts';
import { CopyCheck } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { CentredSpinner } from '../../../components/ui/spinner.tsx';
import { getErrorMessage } from '../../../lib/api-error.ts';
import { useAuth } from '../../../lib/auth-session.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useUrlFilters } from '../../../lib/use-url-filters.ts';
import { useDismissDuplicate } from '../api/dismiss-duplicate.ts';
import { useDuplicatePairs } from '../api/get-duplicate-pairs.ts';
import { DuplicatePairCard } from '../components/duplicate-pair-card.tsx';

/**
 * /candidates/duplicates (issue 16, docs/decisions/023): every pair of records that may be one
 * person; administrators and recruiters merge them or mark them as different people.
 */
export function DuplicatesPage({ onMerged }: { onMerged?: (result: MergeResult) => void }) {
  useDocumentTitle('Possible duplicates');
  const { page, update } = useUrlFilters();
  const pairs = useDuplicatePairs(page);
  const mayMerge = useAuth().can('merge_candidates');
  const dismiss = useDismissDuplicate({ onChanged: () => toast.success(MERGE_MESSAGES.dismissed) });

  return (
    <>
      <PageHeader
        title="Possible duplicates"
        description="Records that share an e-mail address or a phone number, or have a similar name at the same company."
        actions={
          <Button asChild variant="secondary">
            <Link to="/candidates">All candidates</Link>
          </Button>
        }
      />
      <QueryState
        query={pairs}
        loading={
          <Card>
            <CentredSpinner label="Loading possible duplicates" />
          </Card>
        }
        errorTitle="Couldn't load possible duplicates"
        frame={(message) => <Card>{message}</Card>}
        isEmpty={(data) => data.results.length === 0}
        empty={(data) =>
          page > 1 && data.count > 0 ? (
            // merges and dismissals emptied this page: the pairs left are on earlier ones
            <EmptyState
              icon={<CopyCheck />}
              title="No more possible duplicates on this page"
              action={
                <Button variant="secondary" onClick={() => update({ page: undefined })}>
                  First page
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={<CopyCheck />}
              title="No possible duplicates"
              description="No two records share an e-mail or phone, or a similar name at one company."
            />
          )
        }
      >
        {(data) => (
          <div className="space-y-4">
            <ul aria-label="Possible duplicates" className="space-y-4">
              {data.results.map((pair) => {
                const dismissing =
                  dismiss.isPending &&
                  dismiss.variables.candidateId === pair.first.id &&
                  dismiss.variables.otherId === pair.second.id;
                return (
                  <li
                    key={`${pair.first.id}-${pair.second.id}`}
                    aria-label={`${pair.first.full_name} and ${pair.second.full_name}`}
                  >
                    <DuplicatePairCard
                      pair={pair}
                      actions={
                        mayMerge
                          ? {
                              dismissing,
                              dismissDisabled: dismiss.isPending,
                              onDismiss: () =>
                                dismiss.mutate(
                                  { candidateId: pair.first.id, otherId: pair.second.id },
                                  { onError: (error) => toast.error(getErrorMessage(error)) },
                                ),
                              onMerged,
                            }
                          : undefined
                      }
                    />
                  </li>
                );
              })}
            </ul>
            <Pagination
              page={page}
              pageSize={DEFAULT_PAGE_SIZE}
              count={data.count}
              noun="pairs"
              onPageChange={(next) => update({ page: String(next) })}
            />
          </div>
        )}
      </QueryState>
    </>
  );
}
