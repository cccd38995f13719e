import { Card } from '../../../components/ui/card.tsx';

/** The report's shape while it loads: grey blocks where the numbers will be, never made-up ones. */
export function ReportSkeleton() {
  return (
    <div role="status" className="space-y-6">
      <span className="sr-only">Loading the report</span>
      <div aria-hidden className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-5">
        {Array.from({ length: 5 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Card key={index} className="space-y-3 p-5">
            <div className="h-4 w-24 animate-pulse rounded bg-slate-100" />
            <div className="h-8 w-14 animate-pulse rounded bg-slate-100" />
            <div className="h-3 w-28 animate-pulse rounded bg-slate-100" />
          </Card>
        ))}
      </div>
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
