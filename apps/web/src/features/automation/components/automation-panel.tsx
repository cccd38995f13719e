import { TRIGGER_LABELS, TRIGGER_TYPES } from '@shortlist/contracts';
import { Plus, Workflow } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { FilterBar, FilterSelect } from '../../../components/ui/filter-bar.tsx';
import { CardPagination } from '../../../components/ui/pagination.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useCurrentUser } from '../../../lib/auth-session.tsx';
import type { RuleListQuery } from '../api/automation-keys.ts';
import { useAutomationRules } from '../api/get-automation-rules.ts';
import { type AutomationChoices, AutomationChoicesProvider } from '../automation-choices.tsx';
import { useSummaryNames } from '../lib/use-summary-names.ts';
import { RuleFormDialog } from './rule-form/rule-form-dialog.tsx';
import { RuleList } from './rule-list.tsx';
import { TemplatesList } from './templates-list.tsx';

const PAGE_SIZE = 50;
const TRIGGER_FILTER = TRIGGER_TYPES.map((type) => ({ value: type, label: TRIGGER_LABELS[type] }));
const STATUS_FILTER = [
  { value: 'true', label: 'On' },
  { value: 'false', label: 'Off' },
];

/**
 * Settings → Automation (issue 14): every rule — for all jobs, then each job's — with its switch,
 * what it does, how its runs went and its run log; New rule; and the four built-in templates.
 */
export function AutomationPanel({ choices }: { choices: AutomationChoices }) {
  return (
    <AutomationChoicesProvider value={choices}>
      <RulesPanel />
    </AutomationChoicesProvider>
  );
}

function RulesPanel() {
  const user = useCurrentUser();
  const isAdmin = user.role === 'admin';
  const [trigger, setTrigger] = useState<string>();
  const [status, setStatus] = useState<string>();
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const query: RuleListQuery = {
    page,
    page_size: PAGE_SIZE,
    trigger_type: trigger,
    is_active: status as 'true' | 'false' | undefined,
    // a job's settings rules are shown on that job's Settings tab, beside their checkboxes
    job_settings: 'false',
  };
  const rules = useAutomationRules(query);
  const names = useSummaryNames();
  const filtered = trigger !== undefined || status !== undefined;
  const newRule = (
    <Button icon={<Plus className="size-4" aria-hidden />} onClick={() => setCreating(true)}>
      New rule
    </Button>
  );

  return (
    <div className="space-y-6">
      <Card className="overflow-hidden">
        <CardHeader
          title="Automation rules"
          description="When a rule's trigger happens and its conditions hold, the server runs its actions and logs the run. Each job's own switches (auto-reject, auto-advance, acknowledgement) are on its Settings tab."
          actions={newRule}
        />
        <FilterBar className="border-b border-slate-100 px-5 py-3">
          <FilterSelect
            label="Trigger"
            allLabel="All triggers"
            value={trigger}
            options={TRIGGER_FILTER}
            onChange={(value) => {
              setTrigger(value);
              setPage(1);
            }}
          />
          <FilterSelect
            label="On or off"
            allLabel="On and off"
            value={status}
            options={STATUS_FILTER}
            onChange={(value) => {
              setStatus(value);
              setPage(1);
            }}
          />
          {rules.isFetching && !rules.isPending ? (
            <Spinner size="sm" className="text-brand-600" label="Updating rules" />
          ) : null}
        </FilterBar>
        <QueryState
          query={rules}
          loadingLabel="Loading automation rules"
          errorTitle="Couldn't load automation rules"
          isEmpty={(data) => data.results.length === 0}
          empty={
            filtered ? (
              <EmptyState
                icon={<Workflow />}
                title="No rules match these filters"
                action={
                  <Button
                    variant="secondary"
                    onClick={() => {
                      setTrigger(undefined);
                      setStatus(undefined);
                      setPage(1);
                    }}
                  >
                    Clear filters
                  </Button>
                }
              />
            ) : (
              <EmptyState
                icon={<Workflow />}
                title="No automation rules yet"
                description="Create a rule, or install one of the templates below."
                action={newRule}
              />
            )
          }
        >
          {(data) => (
            <>
              <RuleList
                rules={data.results}
                names={names}
                groupTitle={({ jobId, jobTitle }) =>
                  jobId === null ? (
                    'All jobs'
                  ) : (
                    <Link to={`/jobs/${jobId}?tab=settings`} className="hover:text-brand-700 hover:underline">
                      {jobTitle ?? `Job #${jobId}`}
                    </Link>
                  )
                }
                settingNote={(rule) => (
                  <>
                    Follows the job's{' '}
                    <Link
                      to={`/jobs/${rule.job_id}?tab=settings`}
                      className="font-medium text-brand-700 not-italic hover:underline"
                    >
                      Settings tab
                    </Link>
                    : switch it there.
                  </>
                )}
              />
              <CardPagination
                page={page}
                pageSize={PAGE_SIZE}
                count={data.count}
                onPageChange={setPage}
                noun="rules"
              />
            </>
          )}
        </QueryState>
      </Card>
      <Card>
        <CardHeader
          title="Templates"
          description="Built-in rules to install with one click. Installed here they apply to all jobs; a job's Settings tab installs them for that job alone."
        />
        <TemplatesList
          jobId={null}
          canInstall={isAdmin}
          cannotInstallNote="Only administrators install templates for all jobs. To install one for a job you manage, open the job's Settings tab."
          names={names}
        />
      </Card>
      <RuleFormDialog rule={creating ? null : undefined} onOpenChange={setCreating} />
    </div>
  );
}
