import { listBadgeColor } from '@shortlist/contracts';
import { FlaskConical, RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { ScoreBadge } from '../../../../components/ui/score-badge.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { getErrorMessage } from '../../../../lib/api-error.ts';
import { type DryRunInput, useDryRunAutomationRule } from '../../api/dry-run-automation-rule.ts';

type DryRunPreviewProps = {
  /** the trigger, conditions and job as the form holds them now */
  input: DryRunInput;
  /** checks the conditions in the form first; false when they need fixing */
  validate: () => Promise<boolean>;
  stageLabel: (key: string) => string;
};

const sameInput = (a: DryRunInput, b: DryRunInput) => JSON.stringify(a) === JSON.stringify(b);

/**
 * "Preview (dry run)": which of today's applications the trigger and conditions would affect,
 * before the rule is switched on — the count, how the server read the conditions, and the first
 * few applications. Nothing is changed.
 */
export function DryRunPreview({ input, validate, stageLabel }: DryRunPreviewProps) {
  const dryRun = useDryRunAutomationRule();
  const preview = async () => {
    if (await validate()) dryRun.mutate(input);
  };
  const result = dryRun.data;
  const stale = result && dryRun.variables && !sameInput(dryRun.variables, input);

  return (
    <section aria-labelledby="dry-run-heading" className="space-y-3 rounded-lg p-4 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 id="dry-run-heading" className="text-sm font-semibold text-slate-900">
            Preview
          </h3>
          <p className="text-xs text-slate-500">
            See which current applications this trigger and its conditions would affect. Nothing is changed.
          </p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          onClick={preview}
          loading={dryRun.isPending}
          icon={<FlaskConical className="size-3.5" aria-hidden />}
        >
          Preview (dry run)
        </Button>
      </div>
      <div aria-live="polite">
        {dryRun.isPending ? (
          <p className="flex items-center gap-2 text-sm text-slate-500">
            <Spinner size="sm" className="text-brand-600" label="Running the preview" />
            Checking today's applications…
          </p>
        ) : dryRun.isError ? (
          <div className="space-y-2">
            <Alert tone="error" title="Couldn't run the preview">
              {getErrorMessage(dryRun.error)}
            </Alert>
            <Button variant="secondary" size="sm" onClick={preview} icon={<RotateCw className="size-3.5" />}>
              Retry
            </Button>
          </div>
        ) : result ? (
          <div className="space-y-3">
            {stale ? (
              <Alert tone="warning">
                The trigger, conditions or job changed since this preview. Preview again to see who the rule
                would affect now.
              </Alert>
            ) : null}
            <div>
              <p className="text-sm font-semibold text-slate-900">
                {result.count === 0
                  ? 'No current applications would be affected'
                  : `${result.count} ${result.count === 1 ? 'application' : 'applications'} would be affected`}
              </p>
              <p className="mt-0.5 text-xs text-slate-500">{result.explanation}</p>
            </div>
            {result.results.length > 0 ? (
              <div className="overflow-x-auto rounded-lg ring-1 ring-slate-200">
                <table className="w-full text-left text-sm" aria-label="Applications the rule would affect">
                  <thead className="bg-slate-50 text-xs text-slate-500">
                    <tr>
                      <th scope="col" className="px-3 py-2 font-medium">
                        Candidate
                      </th>
                      <th scope="col" className="px-3 py-2 font-medium">
                        Job
                      </th>
                      <th scope="col" className="px-3 py-2 font-medium">
                        Stage
                      </th>
                      <th scope="col" className="px-3 py-2 font-medium">
                        Match
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {result.results.map((row) => (
                      <tr key={row.application_id}>
                        <td className="px-3 py-2">
                          <Link
                            to={`/candidates/${row.candidate_id}`}
                            className="font-medium text-brand-700 hover:underline"
                          >
                            {row.candidate_name}
                          </Link>
                        </td>
                        <td className="px-3 py-2 text-slate-600">{row.job_title}</td>
                        <td className="px-3 py-2 text-slate-600">{stageLabel(row.stage_key)}</td>
                        <td className="px-3 py-2">
                          <ScoreBadge score={row.match_score} band={listBadgeColor} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : null}
            {result.count > result.results.length ? (
              <p className="text-xs text-slate-500">
                Showing the first {result.results.length} of {result.count}.
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
