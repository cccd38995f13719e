import { ACTION_LABELS, type AutomationRule, type AutomationRun } from '@shortlist/contracts';
import { CheckCircle2, History, MinusCircle, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { CentredSpinner } from '../../../components/ui/spinner.tsx';
import { capitalize, formatDateTime } from '../../../lib/format.ts';
import { RUNS_PAGE_SIZE, useAutomationRuns } from '../api/get-automation-runs.ts';
import { RunStatusBadge } from './run-status-badge.tsx';

type RunLogDialogProps = {
  /** the rule whose runs are shown; null keeps the dialog closed */
  rule: AutomationRule | null;
  onOpenChange: (open: boolean) => void;
};

/** A rule's run log: what set each run off, every condition it checked, and what each action did. */
export function RunLogDialog({ rule, onOpenChange }: RunLogDialogProps) {
  return (
    <Dialog open={rule !== null} onOpenChange={onOpenChange}>
      {rule ? (
        <DialogContent
          title={`Run log: ${rule.name}`}
          description="Every time the trigger happened: the conditions checked, passed or not, and what the actions did."
          className="max-h-[calc(100vh-2rem)] max-w-3xl overflow-y-auto"
        >
          <RunLog key={rule.id} ruleId={rule.id} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function RunLog({ ruleId }: { ruleId: number }) {
  const [page, setPage] = useState(1);
  const runs = useAutomationRuns(ruleId, page);

  return (
    <QueryState
      query={runs}
      loading={<CentredSpinner label="Loading the run log" size="md" className="py-12" />}
      errorTitle="Couldn't load the run log"
      isEmpty={(data) => data.count === 0}
      empty={
        <EmptyState
          icon={<History />}
          title="No runs yet"
          description="Each time the trigger happens, the run and what it checked and did appear here."
        />
      }
    >
      {(data) => (
        <div className="space-y-4">
          <ol className="space-y-3" aria-label="Runs">
            {data.results.map((run) => (
              <RunEntry key={run.id} run={run} />
            ))}
          </ol>
          <Pagination
            page={page}
            pageSize={RUNS_PAGE_SIZE}
            count={data.count}
            onPageChange={setPage}
            noun="runs"
          />
        </div>
      )}
    </QueryState>
  );
}

function RunEntry({ run }: { run: AutomationRun }) {
  return (
    <li className="space-y-3 rounded-lg p-4 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <RunStatusBadge status={run.status} />
            <p className="text-sm font-medium text-slate-900">{run.trigger_summary}</p>
          </div>
          <p className="text-xs text-slate-500">
            {run.candidate_id && run.candidate_name ? (
              <Link
                to={`/candidates/${run.candidate_id}`}
                className="font-medium text-brand-700 hover:underline"
              >
                {run.candidate_name}
              </Link>
            ) : (
              (run.candidate_name ?? 'No candidate')
            )}
            {run.job_title ? ` · ${run.job_title}` : null}
            {run.attempts > 1 ? ` · ${run.attempts} attempts` : null}
            {run.chain_depth > 0 ? ` · set off by another rule (step ${run.chain_depth + 1})` : null}
          </p>
        </div>
        <time dateTime={run.created_at} className="shrink-0 text-xs text-slate-500">
          {formatDateTime(run.created_at)}
        </time>
      </div>
      {run.error ? <Alert tone={run.status === 'loop_cut' ? 'warning' : 'error'}>{run.error}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Conditions</h4>
          {run.conditions.length === 0 ? (
            <p className="mt-1.5 text-sm text-slate-500">None set: any application fits.</p>
          ) : (
            <ul className="mt-1.5 space-y-1.5" aria-label="Conditions checked">
              {run.conditions.map((check, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the checks are a fixed record, in order
                <li key={index} className="flex gap-2 text-sm">
                  {check.passed ? (
                    <CheckCircle2
                      className="mt-0.5 size-4 shrink-0 text-emerald-600"
                      role="img"
                      aria-label="Passed"
                    />
                  ) : (
                    <XCircle className="mt-0.5 size-4 shrink-0 text-red-600" role="img" aria-label="Failed" />
                  )}
                  <span className="text-slate-700">
                    <span className="font-medium">{capitalize(check.condition)}</span>: expected{' '}
                    {check.expected}, was <span className="font-medium">{check.actual}</span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Actions</h4>
          {run.actions.length === 0 ? (
            <p className="mt-1.5 text-sm text-slate-500">
              {run.conditions.some((check) => !check.passed)
                ? 'None ran: a condition failed.'
                : 'None ran yet.'}
            </p>
          ) : (
            <ul className="mt-1.5 space-y-1.5" aria-label="Actions taken">
              {run.actions.map((outcome, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the outcomes are a fixed record, in order
                <li key={index} className="flex gap-2 text-sm">
                  {outcome.status === 'done' ? (
                    <CheckCircle2
                      className="mt-0.5 size-4 shrink-0 text-emerald-600"
                      role="img"
                      aria-label="Done"
                    />
                  ) : (
                    <MinusCircle
                      className="mt-0.5 size-4 shrink-0 text-slate-400"
                      role="img"
                      aria-label="Skipped"
                    />
                  )}
                  <span className="text-slate-700">
                    <span className="font-medium">{ACTION_LABELS[outcome.type]}</span>
                    {outcome.detail ? `: ${outcome.detail}` : null}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </li>
  );
}
