import { Card } from '../../../components/ui/card.tsx';
import { StatCardSkeletons } from '../../../components/ui/stat-card.tsx';

const METRIC_CARDS = 5;
const LIST_ROWS = 6;

/** The dashboard's shape while its numbers load: grey blocks where they will be, never made-up ones. */
export function DashboardSkeleton() {
  return (
    <div role="status" className="space-y-6">
      <span className="sr-only">Loading dashboard</span>
      <StatCardSkeletons count={METRIC_CARDS} />
      <div aria-hidden className="grid gap-6 lg:grid-cols-3">
        <Card className="space-y-4 p-5 lg:col-span-2">
          <div className="h-4 w-32 animate-pulse rounded bg-slate-100" />
          {Array.from({ length: LIST_ROWS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <div key={index} className="flex items-center gap-3">
              <div className="size-9 animate-pulse rounded-full bg-slate-100" />
              <div className="h-4 flex-1 animate-pulse rounded bg-slate-100" />
            </div>
          ))}
        </Card>
        <Card className="space-y-4 p-5">
          <div className="h-4 w-20 animate-pulse rounded bg-slate-100" />
          {Array.from({ length: 4 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <div key={index} className="h-10 animate-pulse rounded bg-slate-100" />
          ))}
        </Card>
      </div>
    </div>
  );
}
