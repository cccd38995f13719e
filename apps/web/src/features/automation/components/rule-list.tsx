import type { AutomationRule } from '@shortlist/contracts';
import { type ReactNode, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { getErrorMessage } from '../../../lib/api-error.ts';
import { useDeleteAutomationRule } from '../api/delete-automation-rule.ts';
import type { SummaryNames } from '../lib/rule-summary.ts';
import { RuleFormDialog } from './rule-form/rule-form-dialog.tsx';
import { RuleRow } from './rule-row.tsx';
import { RunLogDialog } from './run-log-dialog.tsx';

type RuleGroup = { jobId: number | null; jobTitle: string | null; rules: AutomationRule[] };

/** The server lists organisation-wide rules first, then each job's together: one group per scope. */
function groupsOf(rules: AutomationRule[]): RuleGroup[] {
  const groups: RuleGroup[] = [];
  for (const rule of rules) {
    const last = groups.at(-1);
    if (last && last.jobId === rule.job_id) last.rules.push(rule);
    else groups.push({ jobId: rule.job_id, jobTitle: rule.job_title, rules: [rule] });
  }
  return groups;
}

type RuleListProps = {
  rules: AutomationRule[];
  names: SummaryNames;
  /** the heading of a scope's group */
  groupTitle: (group: Omit<RuleGroup, 'rules'>) => ReactNode;
  /** where a job setting's rule is switched */
  settingNote: (rule: AutomationRule) => ReactNode;
  showScope?: boolean;
};

/** Rules grouped by scope, with their run logs, edit form and delete confirmation. */
export function RuleList({ rules, names, groupTitle, settingNote, showScope = false }: RuleListProps) {
  const [editing, setEditing] = useState<AutomationRule | undefined>();
  const [deleting, setDeleting] = useState<AutomationRule | null>(null);
  const [runsOf, setRunsOf] = useState<AutomationRule | null>(null);
  const remove = useDeleteAutomationRule();

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting, {
      onSuccess: () => {
        toast.success(`Deleted “${deleting.name}”`);
        setDeleting(null);
      },
      onError: (error) => toast.error(getErrorMessage(error)),
    });
  };

  return (
    <>
      {groupsOf(rules).map((group) => (
        <section key={group.jobId ?? 'all'} aria-label={group.jobTitle ?? 'All jobs'}>
          <h3 className="border-y border-slate-100 bg-slate-50/80 px-5 py-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {groupTitle(group)}
          </h3>
          <ul className="divide-y divide-slate-100">
            {group.rules.map((rule) => (
              <RuleRow
                key={rule.id}
                rule={rule}
                names={names}
                showScope={showScope}
                settingNote={settingNote(rule)}
                onEdit={() => setEditing(rule)}
                onDelete={() => setDeleting(rule)}
                onShowRuns={() => setRunsOf(rule)}
              />
            ))}
          </ul>
        </section>
      ))}
      <RuleFormDialog rule={editing} onOpenChange={(open) => !open && setEditing(undefined)} />
      <RunLogDialog rule={runsOf} onOpenChange={(open) => !open && setRunsOf(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && !remove.isPending && setDeleting(null)}
        title="Delete this rule?"
        description={
          deleting ? (
            <>
              “{deleting.name}” stops at once and its run log is deleted with it. Tasks it created stay on
              their people's lists.
            </>
          ) : null
        }
        confirmLabel="Delete rule"
        tone="danger"
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}
