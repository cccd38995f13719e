import { MAX_PAGE_SIZE } from '@shortlist/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowRight, Plus, Workflow } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { CentredSpinner } from '../../../components/ui/spinner.tsx';
import { useAuth } from '../../../lib/auth-session.tsx';
import { automationKeys } from '../api/automation-keys.ts';
import { useAutomationRules } from '../api/get-automation-rules.ts';
import { type AutomationChoices, AutomationChoicesProvider } from '../automation-choices.tsx';
import { useSummaryNames } from '../lib/use-summary-names.ts';
import { RuleFormDialog } from './rule-form/rule-form-dialog.tsx';
import { RuleList } from './rule-list.tsx';
import { TemplatesList } from './templates-list.tsx';

type JobAutomationCardProps = {
  jobId: number;
  /** the job's version: its settings' rules change when the job is saved */
  jobUpdatedAt: string;
  /** whether the user manages the job (its rules are theirs to change) */
  canManage: boolean;
  /** the jobs and stages a rule names, from their owners (handed in by app/) */
  choices: AutomationChoices;
};

/**
 * A job's Settings tab → Automation rules (issue 14): the rules that act on this job's
 * applications — its own and those for all jobs — with their switches and run logs, the
 * templates to install for this job, and the way to Settings → Automation.
 */
export function JobAutomationCard({ choices, ...card }: JobAutomationCardProps) {
  return (
    <AutomationChoicesProvider value={choices}>
      <JobRulesCard {...card} />
    </AutomationChoicesProvider>
  );
}

function JobRulesCard({ jobId, jobUpdatedAt, canManage }: Omit<JobAutomationCardProps, 'choices'>) {
  const { can } = useAuth();
  const queryClient = useQueryClient();
  const rules = useAutomationRules({ job_id: jobId, page_size: MAX_PAGE_SIZE });
  const names = useSummaryNames(jobId);
  const [creating, setCreating] = useState(false);

  // Save Settings switches the checkboxes' rules on the server: show them as they now are
  const seenVersion = useRef(jobUpdatedAt);
  useEffect(() => {
    if (seenVersion.current === jobUpdatedAt) return;
    seenVersion.current = jobUpdatedAt;
    void queryClient.invalidateQueries({ queryKey: automationKeys.rules() });
  }, [jobUpdatedAt, queryClient]);

  return (
    <Card className="overflow-hidden">
      <CardHeader
        title="Automation rules"
        description="What runs on this job's applications: its own rules and the rules for all jobs."
        actions={
          <>
            {can('create_jobs') ? (
              <Button variant="ghost" size="sm" asChild>
                <Link to="/settings?tab=automation">
                  Settings → Automation
                  <ArrowRight className="size-3.5" aria-hidden />
                </Link>
              </Button>
            ) : null}
            {canManage ? (
              <Button
                size="sm"
                icon={<Plus className="size-3.5" aria-hidden />}
                onClick={() => setCreating(true)}
              >
                New rule
              </Button>
            ) : null}
          </>
        }
      />
      <QueryState
        query={rules}
        loading={<CentredSpinner label="Loading automation rules" size="md" className="py-10" />}
        errorTitle="Couldn't load automation rules"
        isEmpty={(data) => data.results.length === 0}
        empty={
          <EmptyState
            className="py-10"
            icon={<Workflow />}
            title="No automation rules for this job"
            description="Install a template below, or create a rule."
          />
        }
      >
        {(data) => (
          <RuleList
            rules={data.results}
            names={names}
            groupTitle={({ jobId: scope }) => (scope === null ? 'All jobs' : 'This job')}
            settingNote={() => 'Follows its Automation checkbox above: change it there and Save Settings.'}
          />
        )}
      </QueryState>
      <div className="border-t border-slate-100">
        <h3 className="px-5 pt-4 text-sm font-semibold text-slate-900">Templates for this job</h3>
        <TemplatesList
          jobId={jobId}
          canInstall={canManage}
          cannotInstallNote="Only people who manage this job install rules for it."
          names={names}
          everyJobRules={rules.data?.results}
        />
      </div>
      <RuleFormDialog rule={creating ? null : undefined} jobId={jobId} onOpenChange={setCreating} />
    </Card>
  );
}
