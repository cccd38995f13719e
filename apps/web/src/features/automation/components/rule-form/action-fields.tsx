import {
  ACTION_LABELS,
  ACTION_TYPES,
  type ActionType,
  type AutomationAction,
  EMAIL_TEMPLATE_TYPE_LABELS,
  EMAIL_TEMPLATE_TYPES,
  type EmailTemplateType,
} from '@shortlist/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../../components/ui/button.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { Select } from '../../../../components/ui/select.tsx';
import { type ActionErrors, NEW_ACTIONS } from '../../lib/rule-form-values.ts';
import { AdvanceStageField } from './advance-stage-field.tsx';
import { AssigneeField } from './assignee-field.tsx';
import { NumberField } from './number-field.tsx';

/** actionSchema allows at most this many actions on a rule. */
const MAX_ACTIONS = 10;

const TYPE_OPTIONS = ACTION_TYPES.map((type) => ({ value: type, label: ACTION_LABELS[type] }));
const TEMPLATE_OPTIONS = EMAIL_TEMPLATE_TYPES.map((type) => ({
  value: type,
  label: EMAIL_TEMPLATE_TYPE_LABELS[type],
}));
const SCORE_MODES = [
  { value: 'adjust', label: 'Adjust by' },
  { value: 'set', label: 'Set to' },
];

type ActionFieldsProps = {
  id: string;
  value: AutomationAction[];
  onChange: (actions: AutomationAction[]) => void;
  errors: ActionErrors[];
  jobId: number | null;
  userName: (id: number) => string;
};

/** The rule's actions, in the order they run: add, remove (one at least), each with its settings. */
export function ActionFields({ id, value, onChange, errors, jobId, userName }: ActionFieldsProps) {
  const replace = (index: number, action: AutomationAction) =>
    onChange(value.map((current, at) => (at === index ? action : current)));

  return (
    <div className="space-y-3">
      <ol className="space-y-3" aria-label="Actions">
        {value.map((action, index) => (
          // actions have no ids of their own; their place is what the rule stores
          // biome-ignore lint/suspicious/noArrayIndexKey: an action is its position in the list
          <li key={index} className="rounded-lg bg-slate-50/60 p-4 ring-1 ring-slate-200">
            <div className="flex items-end gap-3">
              <div className="min-w-0 flex-1 space-y-1.5">
                <label htmlFor={`${id}-${index}-type`} className="block text-sm font-medium text-slate-700">
                  {index === 0 ? 'First action' : `Then, action ${index + 1}`}
                </label>
                <Select
                  id={`${id}-${index}-type`}
                  aria-label={`Action ${index + 1}`}
                  className="w-full sm:w-64"
                  value={action.type}
                  options={TYPE_OPTIONS}
                  onValueChange={(type) => replace(index, structuredClone(NEW_ACTIONS[type as ActionType]))}
                />
              </div>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove action ${index + 1}`}
                title={value.length === 1 ? 'A rule needs at least one action' : 'Remove this action'}
                disabled={value.length === 1}
                onClick={() => onChange(value.filter((_, at) => at !== index))}
              >
                <Trash2 className="size-4" aria-hidden />
              </Button>
            </div>
            <div className="mt-3">
              <ActionConfig
                id={`${id}-${index}`}
                action={action}
                onChange={(next) => replace(index, next)}
                errors={errors[index] ?? {}}
                jobId={jobId}
                userName={userName}
              />
            </div>
          </li>
        ))}
      </ol>
      <Button
        variant="secondary"
        size="sm"
        icon={<Plus className="size-3.5" aria-hidden />}
        disabled={value.length >= MAX_ACTIONS}
        onClick={() => onChange([...value, structuredClone(NEW_ACTIONS.send_email)])}
      >
        Add action
      </Button>
    </div>
  );
}

type ActionConfigProps = {
  id: string;
  action: AutomationAction;
  onChange: (action: AutomationAction) => void;
  errors: ActionErrors;
  jobId: number | null;
  userName: (id: number) => string;
};

function ActionConfig({ id, action, onChange, errors, jobId, userName }: ActionConfigProps) {
  switch (action.type) {
    case 'advance_stage':
      return (
        <AdvanceStageField
          id={`${id}-stage`}
          value={action.config.stage}
          onChange={(stage) => onChange({ ...action, config: stage ? { stage } : {} })}
          jobId={jobId}
          error={errors.stage}
        />
      );
    case 'send_email':
      return (
        <FormField label="E-mail template" htmlFor={`${id}-template`} error={errors.template_type}>
          <Select
            id={`${id}-template`}
            aria-label="E-mail template"
            className="w-full sm:w-64"
            value={action.config.template_type}
            options={TEMPLATE_OPTIONS}
            onValueChange={(type) =>
              onChange({ ...action, config: { ...action.config, template_type: type as EmailTemplateType } })
            }
          />
        </FormField>
      );
    case 'create_task': {
      const { config } = action;
      const { user_id, role, ...rest } = config;
      return (
        <div className="space-y-3">
          <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_10rem]">
            <FormField label="Task title" htmlFor={`${id}-title`} error={errors.title}>
              <Input
                id={`${id}-title`}
                value={config.title}
                invalid={Boolean(errors.title)}
                onChange={(event) =>
                  onChange({ ...action, config: { ...config, title: event.target.value } })
                }
              />
            </FormField>
            <NumberField
              id={`${id}-due`}
              label="Due in (hours)"
              min={0}
              value={config.due_in_hours}
              onChange={(due) => onChange({ ...action, config: { ...config, due_in_hours: due as number } })}
              error={errors.due_in_hours}
            />
          </div>
          <AssigneeField
            id={`${id}-assignee`}
            legend="Task for"
            value={{ user_id, role }}
            onChange={(assignee) => onChange({ ...action, config: { ...rest, ...assignee } })}
            userName={userName}
            error={errors.user_id ?? errors.role}
          />
        </div>
      );
    }
    case 'update_score': {
      const { config } = action;
      return (
        <div className="grid gap-3 sm:grid-cols-[10rem_8rem_minmax(0,1fr)]">
          <FormField label="Change" htmlFor={`${id}-mode`} error={errors.mode}>
            <Select
              id={`${id}-mode`}
              aria-label="Change"
              className="w-full min-w-0"
              value={config.mode}
              options={SCORE_MODES}
              onValueChange={(mode) =>
                onChange({ ...action, config: { ...config, mode: mode as 'set' | 'adjust' } })
              }
            />
          </FormField>
          <NumberField
            id={`${id}-value`}
            label={config.mode === 'set' ? 'Score (%)' : 'Points (±)'}
            min={config.mode === 'set' ? 0 : -100}
            max={100}
            value={config.value}
            onChange={(points) => onChange({ ...action, config: { ...config, value: points as number } })}
            error={errors.value}
          />
          <FormField label="Reason" htmlFor={`${id}-reason`} error={errors.reason}>
            <Input
              id={`${id}-reason`}
              value={config.reason}
              placeholder="Shown with the score change"
              invalid={Boolean(errors.reason)}
              onChange={(event) => onChange({ ...action, config: { ...config, reason: event.target.value } })}
            />
          </FormField>
        </div>
      );
    }
    case 'assign_user':
      return (
        <AssigneeField
          id={`${id}-assignee`}
          legend="Add to the candidate's team"
          value={action.config}
          onChange={(assignee) => onChange({ ...action, config: assignee })}
          userName={userName}
          error={errors.user_id ?? errors.role}
        />
      );
    case 'reject_application':
      return (
        <FormField label="Rejection reason" htmlFor={`${id}-reason`} error={errors.reason}>
          <Input
            id={`${id}-reason`}
            value={action.config.reason}
            invalid={Boolean(errors.reason)}
            onChange={(event) => onChange({ ...action, config: { reason: event.target.value } })}
          />
        </FormField>
      );
  }
}
