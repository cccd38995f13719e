import { Card } from '../../../components/ui/card.tsx';
import { StatCardSkeletons } from '../../../components/ui/stat-card.tsx';

/** The report's shape while it loads: grey blocks where the numbers will be, never made-up ones. */
export function ReportSkeleton() {
  return (
    <div role="status" className="space-y-6">
      <span className="sr-only">Loading the report</span>
      <StatCardSkeletons count={5} />
      <div aria-hidden className="grid gap-6 xl:grid-cols-2">
        {Array.from({ length: 4 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Card key={index} className="space-y-4 p-5">
            <div className="h-4 w-32 animate-pulse rounded bg-slate-100" />
            <div className="h-48 animate-pulse rounded bg-slate-100" />
          </Card>
        ))}
      </div>
    </div>
  );
}
