import { type AutomationRule, TRIGGER_LABELS } from '@shortlist/contracts';
import { clsx } from 'clsx';
import { History, Link2, Pencil, Trash2 } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { getErrorMessage } from '../../../lib/api-error.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useToggleAutomationRule } from '../api/toggle-automation-rule.ts';
import { describeAction, describeTrigger, type SummaryNames } from '../lib/rule-summary.ts';
import { RunStatusBadge } from './run-status-badge.tsx';

export type RuleRowProps = {
  rule: AutomationRule;
  names: SummaryNames;
  /** says where a job setting's rule is switched (it follows that checkbox) */
  settingNote: ReactNode;
  showScope: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onShowRuns: () => void;
};

/** Why the switch and the edit buttons are not offered to this user. */
function readOnlyReason(rule: AutomationRule): string {
  return rule.job_id === null
    ? 'Only administrators change rules for all jobs.'
    : 'Only people who manage this job change its rules.';
}

/**
 * One rule: its switch, name and trigger, what it does in words, where it applies, and how its
 * runs went. A rule following a job setting is shown read-only, with where to change it.
 */
export function RuleRow({
  rule,
  names: known,
  settingNote,
  showScope,
  onEdit,
  onDelete,
  onShowRuns,
}: RuleRowProps) {
  const id = useId();
  // the server names the people the rule's actions name by id
  const names: SummaryNames = {
    ...known,
    user: (userId) => rule.people[String(userId)] || known.user(userId),
  };
  const toggle = useToggleAutomationRule();
  const editable = rule.can_manage && rule.job_setting === null;
  const when = describeTrigger(rule.trigger_type, rule.trigger_conditions, names);
  const then = rule.actions.map((action) => describeAction(action, names));

  const flip = (isActive: boolean) =>
    toggle.mutate(
      { rule, isActive },
      {
        onSuccess: (saved) => toast.success(`“${saved.name}” is ${saved.is_active ? 'on' : 'off'}`),
        onError: (error) =>
          toast.error(`Couldn't switch “${rule.name}” ${isActive ? 'on' : 'off'}`, {
            description: getErrorMessage(error),
          }),
      },
    );

  const note = rule.job_setting ? settingNote : editable ? null : readOnlyReason(rule);
  const runs = (
    <>
      <span className="inline-flex items-center gap-1.5">
        Last run:{' '}
        {rule.last_run ? (
          <>
            <RunStatusBadge status={rule.last_run.status} />
            {formatDateTime(rule.last_run.at)}
          </>
        ) : (
          'never'
        )}
      </span>
      <span>
        {rule.runs_count} {rule.runs_count === 1 ? 'run' : 'runs'}
      </span>
      {rule.failed_count > 0 ? (
        <span className="font-medium text-red-600">{rule.failed_count} failed</span>
      ) : null}
    </>
  );
  const runLog = (
    <Button
      variant="ghost"
      size="sm"
      icon={<History className="size-3.5" aria-hidden />}
      aria-label={`Run log of “${rule.name}”`}
      onClick={onShowRuns}
    >
      Run log
    </Button>
  );

  return (
    <li className={clsx('flex gap-4 px-5', rule.job_setting ? 'bg-slate-50/60 py-3' : 'py-4')}>
      <div className="pt-0.5">
        <Switch
          checked={rule.is_active}
          onCheckedChange={flip}
          disabled={!editable || toggle.isPending}
          aria-labelledby={`${id}-name`}
          aria-describedby={note ? `${id}-note` : undefined}
          title={rule.is_active ? 'On' : 'Off'}
        />
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={`${id}-name`} className="text-sm font-semibold text-slate-900">
            {rule.name}
          </h3>
          <Badge tone="brand">{TRIGGER_LABELS[rule.trigger_type]}</Badge>
          {rule.job_setting ? (
            <Badge tone="neutral">
              <Link2 className="size-3" aria-hidden />
              Job setting
            </Badge>
          ) : null}
          {rule.template_key ? <Badge tone="blue">Template</Badge> : null}
        </div>
        {rule.description && !rule.job_setting ? (
          <p className="mt-0.5 text-xs text-slate-500">{rule.description}</p>
        ) : null}
        <dl className="mt-2 grid gap-x-3 gap-y-1 text-sm sm:grid-cols-[2.75rem_minmax(0,1fr)]">
          <dt className="pt-0.5 text-[11px] font-semibold tracking-wide text-slate-400 uppercase">When</dt>
          <dd className="text-slate-700">{when}</dd>
          <dt className="pt-0.5 text-[11px] font-semibold tracking-wide text-slate-400 uppercase">Then</dt>
          <dd className="text-slate-700">
            {then.length === 1 ? (
              then[0]
            ) : (
              <ol className="list-decimal space-y-0.5 pl-4">
                {then.map((text, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: an action is its position in the rule
                  <li key={index}>{text}</li>
                ))}
              </ol>
            )}
          </dd>
        </dl>
        <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500">
          {showScope ? (
            <span>
              Applies to{' '}
              <span className="font-medium text-slate-700">
                {rule.job_id === null ? 'all jobs' : (rule.job_title ?? `job #${rule.job_id}`)}
              </span>
            </span>
          ) : null}
          {runs}
        </p>
        {note ? (
          <p id={`${id}-note`} className="mt-1.5 text-xs text-slate-500 italic">
            {note}
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1 sm:flex-row sm:items-start">
        {runLog}
        {editable ? (
          <>
            <Button
              variant="ghost"
              size="sm"
              icon={<Pencil className="size-3.5" aria-hidden />}
              aria-label={`Edit “${rule.name}”`}
              onClick={onEdit}
            >
              Edit
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="text-red-600 hover:bg-red-50 hover:text-red-700"
              icon={<Trash2 className="size-3.5" aria-hidden />}
              aria-label={`Delete “${rule.name}”`}
              onClick={onDelete}
            >
              Delete
            </Button>
          </>
        ) : null}
      </div>
    </li>
  );
}
