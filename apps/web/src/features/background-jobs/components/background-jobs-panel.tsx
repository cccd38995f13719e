import { CheckCircle2, RotateCw } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { CentredSpinner } from '../../../components/ui/spinner.tsx';
import { getErrorMessage } from '../../../lib/api-error.ts';
import { useBackgroundJobs } from '../api/get-background-jobs.ts';
import { useRetryBackgroundJob } from '../api/retry-background-job.ts';
import { FailedJobsTable } from './failed-jobs-table.tsx';

/**
 * Settings → Background jobs (administrators): what the server's queues hold (mail sending, IMAP
 * polling, time-based rules, event delivery) and the jobs that failed after their retries.
 */
export function BackgroundJobsPanel() {
  const jobs = useBackgroundJobs();
  const retry = useRetryBackgroundJob();
  const refresh = (
    <Button
      variant="secondary"
      size="sm"
      // the panel stays on screen when a refresh fails (QueryState): say so
      onClick={() =>
        void jobs.refetch().then(({ error }) => {
          if (error) toast.error(getErrorMessage(error));
        })
      }
      loading={jobs.isFetching && !jobs.isPending}
      icon={<RotateCw className="size-3.5" aria-hidden />}
    >
      Refresh
    </Button>
  );

  return (
    <QueryState
      query={jobs}
      loading={
        <Card>
          <CentredSpinner label="Loading background jobs" />
        </Card>
      }
      errorTitle="Couldn't load background jobs"
      frame={(message) => <Card>{message}</Card>}
    >
      {({ queues, failed }) => (
        <div className="space-y-6">
          <Card>
            <CardHeader
              title="Queues"
              description="Work the server does in the background, shared by all its processes."
              actions={refresh}
            />
            <CardContent>
              {queues.length === 0 ? (
                <p className="text-sm text-slate-500">No queues yet.</p>
              ) : (
                <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Queues">
                  {queues.map((queue) => (
                    <li key={queue.name} className="rounded-lg p-3 ring-1 ring-slate-200">
                      <p className="truncate font-mono text-xs font-medium text-slate-800">{queue.name}</p>
                      <dl className="mt-2 grid grid-cols-3 gap-2 text-center">
                        <Count label="Queued" value={queue.queued} />
                        <Count label="Active" value={queue.active} />
                        <Count label="Failed" value={queue.failed} alarm={queue.failed > 0} />
                      </dl>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
          <Card className="overflow-hidden">
            <CardHeader
              title="Failed jobs"
              description="Jobs that failed after all their retries. Retry queues one again."
            />
            {failed.length === 0 ? (
              <EmptyState
                icon={<CheckCircle2 />}
                title="No failed jobs"
                description="Everything the server tried has worked."
              />
            ) : (
              <FailedJobsTable
                jobs={failed}
                retryingId={retry.isPending ? (retry.variables?.id ?? null) : null}
                onRetry={(job) =>
                  retry.mutate(job, {
                    onSuccess: () => toast.success('Job queued again'),
                    onError: (error) => toast.error(getErrorMessage(error)),
                  })
                }
              />
            )}
          </Card>
        </div>
      )}
    </QueryState>
  );
}

function Count({ label, value, alarm = false }: { label: string; value: number; alarm?: boolean }) {
  return (
    <div>
      <dt className="text-[11px] text-slate-500">{label}</dt>
      <dd className={alarm ? 'text-lg font-semibold text-red-600' : 'text-lg font-semibold text-slate-900'}>
        {value}
      </dd>
    </div>
  );
}
