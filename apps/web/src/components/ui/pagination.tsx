import type { SearchPage } from '@shortlist/contracts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { formatCount } from '../../lib/format.ts';
import { Button } from './button.tsx';
import { CardFooter } from './card.tsx';

type PaginationProps = {
  page: number;
  pageSize: number;
  count: number;
  /**
   * A search that found more than the server counts (docs/decisions/019): `count` is "at least",
   * and whether another page follows is the server's `next`.
   */
  lowerBound?: { hasNext: boolean };
  onPageChange: (page: number) => void;
  /** what is being counted, plural: "jobs" */
  noun: string;
};

/**
 * "Showing 26–50 of 60 jobs" with Previous / Next ("of 1,000+" and "Page 2 of 40+" past a search's
 * count); renders nothing when one page holds everything.
 */
export function Pagination({ page, pageSize, count, lowerBound, onPageChange, noun }: PaginationProps) {
  const pageCount = Math.max(1, Math.ceil(count / pageSize));
  if (!lowerBound && count <= pageSize) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, count);
  const hasNext = lowerBound ? lowerBound.hasNext : page < pageCount;
  return (
    <nav aria-label="Pagination" className="flex w-full flex-wrap items-center justify-between gap-4">
      <p className="text-sm text-slate-500">
        Showing <span className="font-medium text-slate-700">{formatCount(first)}</span>–
        <span className="font-medium text-slate-700">{formatCount(last)}</span> of{' '}
        <span className="font-medium text-slate-700">{formatCount(count, Boolean(lowerBound))}</span> {noun}
      </p>
      <div className="flex items-center gap-2">
        <span className="mr-1 text-sm text-slate-500">
          Page {formatCount(page)} of {formatCount(pageCount, Boolean(lowerBound))}
        </span>
        <Button
          variant="secondary"
          size="sm"
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
          icon={<ChevronLeft className="size-4" aria-hidden />}
        >
          Previous
        </Button>
        <Button variant="secondary" size="sm" disabled={!hasNext} onClick={() => onPageChange(page + 1)}>
          Next
          <ChevronRight className="size-4" aria-hidden />
        </Button>
      </div>
    </nav>
  );
}

/** A search page's lower bound as Pagination takes it: whether a next page follows is the server's `next`. */
export function lowerBoundOf(page: SearchPage<unknown>): PaginationProps['lowerBound'] {
  return page.count_is_lower_bound ? { hasNext: page.next !== null } : undefined;
}

/** A list card's footer with its pagination; nothing when one page holds everything. */
export function CardPagination(props: PaginationProps) {
  if (!props.lowerBound && props.count <= props.pageSize) return null;
  return (
    <CardFooter>
      <Pagination {...props} />
    </CardFooter>
  );
}
