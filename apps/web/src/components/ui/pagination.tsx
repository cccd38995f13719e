import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button.tsx';
import { CardFooter } from './card.tsx';

type PaginationProps = {
  page: number;
  pageSize: number;
  count: number;
  onPageChange: (page: number) => void;
  /** what is being counted, plural: "jobs" */
  noun: string;
};

/** "Showing 26–50 of 60 jobs" with Previous / Next; renders nothing when one page holds everything. */
export function Pagination({ page, pageSize, count, onPageChange, noun }: PaginationProps) {
  const pageCount = Math.max(1, Math.ceil(count / pageSize));
  if (count <= pageSize) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, count);
  return (
    <nav aria-label="Pagination" className="flex w-full flex-wrap items-center justify-between gap-4">
      <p className="text-sm text-slate-500">
        Showing <span className="font-medium text-slate-700">{first}</span>–
        <span className="font-medium text-slate-700">{last}</span> of{' '}
        <span className="font-medium text-slate-700">{count}</span> {noun}
      </p>
      <div className="flex items-center gap-2">
        <span className="mr-1 text-sm text-slate-500">
          Page {page} of {pageCount}
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
        <Button
          variant="secondary"
          size="sm"
          disabled={page >= pageCount}
          onClick={() => onPageChange(page + 1)}
        >
          Next
          <ChevronRight className="size-4" aria-hidden />
        </Button>
      </div>
    </nav>
  );
}

/** A list card's footer with its pagination; nothing when one page holds everything. */
export function CardPagination(props: PaginationProps) {
  if (props.count <= props.pageSize) return null;
  return (
    <CardFooter>
      <Pagination {...props} />
    </CardFooter>
  );
}
