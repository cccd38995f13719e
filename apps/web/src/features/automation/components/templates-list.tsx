import { type AutomationRule, TRIGGER_LABELS } from '@shortlist/contracts';
import { Check, Download } from 'lucide-react';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { CentredSpinner } from '../../../components/ui/spinner.tsx';
import { getErrorMessage } from '../../../lib/api-error.ts';
import { type InstallableTemplate, useAutomationTemplates } from '../api/get-automation-templates.ts';
import { useInstallAutomationTemplate } from '../api/install-automation-template.ts';
import { describeAction, describeTrigger, type SummaryNames } from '../lib/rule-summary.ts';

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

type TemplatesListProps = {
  /** where a template is installed: that job, or (null) every job */
  jobId: number | null;
  canInstall: boolean;
  /** why Install is not offered, when it is not */
  cannotInstallNote?: string;
  names: SummaryNames;
  /** for a job: the organisation-wide rules, so a template already on for all jobs says so */
  everyJobRules?: readonly AutomationRule[];
};

/** spec 01 §9's four built-in templates, each installed with one click as a rule that is on. */
export function TemplatesList({
  jobId,
  canInstall,
  cannotInstallNote,
  names,
  everyJobRules = [],
}: TemplatesListProps) {
  const templates = useAutomationTemplates(jobId);
  const install = useInstallAutomationTemplate();

  const installTemplate = (template: InstallableTemplate) =>
    install.mutate(
      { key: template.key, jobId },
      {
        onSuccess: (rule) =>
          toast.success(`Installed “${rule.name}”`, {
            description: jobId === null ? 'The rule is on for all jobs.' : 'The rule is on for this job.',
          }),
        onError: (error) =>
          toast.error(`Couldn't install “${template.name}”`, { description: getErrorMessage(error) }),
      },
    );

  return (
    <QueryState
      query={templates}
      loading={<CentredSpinner label="Loading templates" size="md" className="py-8" />}
      errorTitle="Couldn't load the templates"
    >
      {(data) => (
        <>
          {!canInstall && cannotInstallNote ? (
            <p className="px-5 pt-3 text-xs text-slate-500">{cannotInstallNote}</p>
          ) : null}
          <ul className="grid gap-3 p-5 md:grid-cols-2" aria-label="Templates">
            {data.map((template) => {
              const everyJob = everyJobRules.find(
                (rule) => rule.job_id === null && rule.template_key === template.key,
              );
              return (
                <li key={template.key} className="flex flex-col gap-3 rounded-lg p-4 ring-1 ring-slate-200">
                  <div className="min-w-0 flex-1 space-y-1.5">
                    <div className="flex flex-wrap items-center gap-2">
                      <h3 className="text-sm font-semibold text-slate-900">{template.name}</h3>
                      <Badge tone="brand">{TRIGGER_LABELS[template.trigger_type]}</Badge>
                    </div>
                    <p className="text-xs text-slate-500">{template.description}</p>
                    <p className="text-xs text-slate-600">
                      {describeTrigger(template.trigger_type, template.trigger_conditions, names)}:{' '}
                      {template.actions
                        .map((action) => lowerFirst(describeAction(action, names)))
                        .join('; then ')}
                      .
                    </p>
                    {everyJob && !template.installed ? (
                      everyJob.is_active ? (
                        <p className="text-xs font-medium text-amber-700">
                          Already on for all jobs: installed here as well, it would act twice.
                        </p>
                      ) : (
                        <p className="text-xs text-slate-500">Installed for all jobs, where it is off.</p>
                      )
                    ) : null}
                  </div>
                  <div className="flex justify-end">
                    {template.installed ? (
                      <Button
                        variant="secondary"
                        size="sm"
                        disabled
                        icon={<Check className="size-3.5" aria-hidden />}
                      >
                        Installed
                      </Button>
                    ) : (
                      <Button
                        size="sm"
                        disabled={!canInstall}
                        loading={install.isPending && install.variables?.key === template.key}
                        icon={<Download className="size-3.5" aria-hidden />}
                        aria-label={`Install “${template.name}”`}
                        onClick={() => installTemplate(template)}
                      >
                        Install
                      </Button>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </QueryState>
  );
}
