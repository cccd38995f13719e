import { clsx } from 'clsx';
import { Download, Inbox } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { downloadCsv } from '../lib/csv.ts';
import { type ReportColumn, ReportTable, sectionCsv } from './report-table.tsx';

type ReportSectionProps<Row> = {
  title: string;
  description: string;
  /** the CSV file's name */
  fileName: string;
  /** why there is nothing to show (no applications in the range…), or null when there is */
  empty: string | null;
  /** the chart (or, for a few numbers, the figures themselves); null when the table draws its own bars */
  chart: ReactNode;
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** false when the chart already is the numbers (time to hire): the CSV still holds them */
  showTable?: boolean;
  scrollTable?: boolean;
  className?: string;
};

/**
 * One section of the report: its heading, a chart that reads at a glance, the table of its numbers
 * under it, and Export CSV for that table. With nothing in the range it says so instead of drawing
 * an empty chart.
 */
export function ReportSection<Row>({
  title,
  description,
  fileName,
  empty,
  chart,
  columns,
  rows,
  rowKey,
  showTable = true,
  scrollTable = false,
  className,
}: ReportSectionProps<Row>) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={clsx('min-w-0', className)}>
      <Card className="flex h-full flex-col overflow-hidden">
        <div className="flex items-start justify-between gap-4 border-b border-slate-100 px-5 py-4">
          <div className="min-w-0 space-y-0.5">
            <h2 id={headingId} className="text-sm font-semibold text-slate-900">
              {title}
            </h2>
            <p className="text-sm text-slate-500">{description}</p>
          </div>
          <Button
            variant="secondary"
            size="sm"
            disabled={empty !== null}
            icon={<Download className="size-3.5" aria-hidden />}
            onClick={() => downloadCsv(fileName, sectionCsv(columns, rows))}
          >
            Export CSV
          </Button>
        </div>
        {empty !== null ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-2 px-6 py-12 text-center">
            <span
              aria-hidden
              className="flex size-9 items-center justify-center rounded-full bg-slate-100 text-slate-400"
            >
              <Inbox className="size-4" />
            </span>
            <p className="text-sm text-slate-500">{empty}</p>
          </div>
        ) : (
          <>
            {chart ? <div className="px-5 py-4">{chart}</div> : null}
            {showTable ? (
              <div className={clsx(chart && 'border-t border-slate-100')}>
                <ReportTable
                  caption={title}
                  columns={columns}
                  rows={rows}
                  rowKey={rowKey}
                  scroll={scrollTable}
                />
              </div>
            ) : null}
          </>
        )}
      </Card>
    </section>
  );
}
