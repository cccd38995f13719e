import type { EmailMetrics } from '@shortlist/contracts';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader } from '../../../../components/ui/card.tsx';
import { QueryState } from '../../../../components/ui/query-state.tsx';
import { useEmailMetrics } from '../../api/get-email-metrics.ts';

/** spec 02 Analytics (inbox-level), counted by the server from the stored messages: nothing fixed. */
export function AnalyticsTab() {
  const metrics = useEmailMetrics();
  return (
    <QueryState
      query={metrics}
      loading={<AnalyticsSkeleton />}
      errorTitle="Couldn't load the e-mail analytics"
      frame={(message) => <Card>{message}</Card>}
    >
      {(data) => <Analytics metrics={data} />}
    </QueryState>
  );
}

const count = (value: number) => value.toLocaleString('en');
const rate = (value: number) => `${Number.isInteger(value) ? value : value.toFixed(1)}%`;

/** Seconds as "45s", "2.3min" (the spec's unit) or "1.5h". */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '—';
  if (seconds < 60) return `${Math.round(seconds * 10) / 10}s`;
  if (seconds < 3600) return `${(seconds / 60).toFixed(1)}min`;
  return `${(seconds / 3600).toFixed(1)}h`;
}

function Analytics({ metrics }: { metrics: EmailMetrics }) {
  const { processing_performance: performance } = metrics;
  const tiles: { label: string; value: string; hint?: string; tone?: 'red' | 'blue' }[] = [
    { label: 'Total processed', value: count(metrics.total_emails_processed) },
    {
      label: 'Successful applications',
      value: count(metrics.successful_applications),
      hint: 'Made a candidate or attached to one',
    },
    { label: 'Match rate', value: rate(metrics.match_rate_percentage), hint: 'Matched to a candidate' },
    { label: 'Success rate', value: rate(metrics.success_rate_percentage), hint: 'Read without a failure' },
    {
      label: 'Failed',
      value: count(metrics.failed_processing),
      tone: metrics.failed_processing > 0 ? 'red' : undefined,
    },
    {
      label: 'Currently processing',
      value: count(metrics.currently_processing),
      tone: metrics.currently_processing > 0 ? 'blue' : undefined,
    },
    { label: 'Processed today', value: count(performance.emails_processed_today) },
    {
      label: 'Average processing time',
      value: formatDuration(performance.average_processing_time_seconds),
      hint:
        performance.average_processing_time_seconds === null
          ? 'Nothing processed yet'
          : 'From arrival to read',
    },
  ];
  return (
    <div className="space-y-5">
      <ul aria-label="E-mail metrics" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {tiles.map((tile) => (
          <li key={tile.label}>
            <Card className="h-full px-5 py-4">
              <p className="text-sm text-slate-500">{tile.label}</p>
              <p
                className={clsx(
                  'mt-1 text-2xl font-semibold tabular-nums',
                  tile.tone === 'red'
                    ? 'text-red-700'
                    : tile.tone === 'blue'
                      ? 'text-sky-700'
                      : 'text-slate-900',
                )}
              >
                {tile.value}
              </p>
              {tile.hint ? <p className="mt-0.5 text-xs text-slate-500">{tile.hint}</p> : null}
            </Card>
          </li>
        ))}
      </ul>
      <div className="grid gap-5 lg:grid-cols-2">
        <Panel
          title="Where applications come from"
          description="Source type read from each processed e-mail."
        >
          {metrics.source_split.length === 0 ? (
            <p className="text-sm text-slate-500">No source read from an e-mail yet.</p>
          ) : (
            <ul aria-label="Source split" className="space-y-3">
              {metrics.source_split.map((source) => (
                <li key={source.source_type}>
                  <div className="mb-1 flex items-baseline justify-between gap-3 text-sm">
                    <span className="truncate text-slate-800">{source.source_type}</span>
                    <span className="shrink-0 text-slate-600 tabular-nums">
                      <span className="font-semibold text-slate-900">{rate(source.percentage)}</span>{' '}
                      <span className="text-xs">({count(source.count)})</span>
                    </span>
                  </div>
                  <div
                    role="progressbar"
                    aria-label={source.source_type}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={source.percentage}
                    className="h-2 overflow-hidden rounded-full bg-slate-100"
                  >
                    <div
                      className="h-full rounded-full bg-brand-500"
                      style={{ width: `${source.percentage}%` }}
                    />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <Panel
          title="Common failure patterns"
          description="Why e-mails could not be read, most frequent first."
        >
          {metrics.common_failure_patterns.length === 0 ? (
            <p className="text-sm text-slate-500">No failures recorded.</p>
          ) : (
            <ol aria-label="Failure patterns" className="divide-y divide-slate-100">
              {metrics.common_failure_patterns.slice(0, 5).map((failure) => (
                <li key={failure.pattern} className="flex items-start justify-between gap-4 py-2 text-sm">
                  <span className="min-w-0 break-words text-slate-700">
                    {failure.pattern || 'Unknown error'}
                  </span>
                  <span className="shrink-0 rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-700 tabular-nums">
                    {failure.count === 1 ? '1 e-mail' : `${count(failure.count)} e-mails`}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </Panel>
      </div>
    </div>
  );
}

function Panel({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader title={title} description={description} />
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function AnalyticsSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading e-mail analytics"
      className="grid grid-cols-2 gap-4 lg:grid-cols-4"
    >
      {Array.from({ length: 8 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <Card key={index} className="animate-pulse px-5 py-4" aria-hidden>
          <div className="h-3.5 w-28 rounded bg-slate-200" />
          <div className="mt-3 h-6 w-16 rounded bg-slate-200" />
        </Card>
      ))}
    </div>
  );
}
