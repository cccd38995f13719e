import {
  AUTOMATION_SWEEP_MINUTES,
  type AutomationRule,
  type AutomationRuleCreate,
  TRIGGER_LABELS,
  TRIGGER_TYPES,
  type TriggerType,
} from '@shortlist/contracts';
import { useId, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../../../components/ui/dialog.tsx';
import { FormErrors } from '../../../../components/ui/form-errors.tsx';
import { FieldError, FormField } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { Select } from '../../../../components/ui/select.tsx';
import { Textarea } from '../../../../components/ui/textarea.tsx';
import { formErrorsOf } from '../../../../lib/api-error.ts';
import { useCurrentUser } from '../../../../lib/auth-session.tsx';
import { jobOptionLabel } from '../../../../lib/format.ts';
import { useCreateAutomationRule } from '../../api/create-automation-rule.ts';
import { useUpdateAutomationRule } from '../../api/update-automation-rule.ts';
import { useJobChoices } from '../../automation-choices.tsx';
import { actionErrorsOf, ruleResolver } from '../../lib/rule-form-resolver.ts';
import {
  cleanConditions,
  newConditions,
  newRuleValues,
  RULE_FIELDS,
  type RuleFormValues,
  ruleFormValuesOf,
} from '../../lib/rule-form-values.ts';
import { useSummaryNames } from '../../lib/use-summary-names.ts';
import { ActionFields } from './action-fields.tsx';
import { ConditionFields } from './condition-fields.tsx';
import { DryRunPreview } from './dry-run-preview.tsx';

const TRIGGER_OPTIONS = TRIGGER_TYPES.map((type) => ({ value: type, label: TRIGGER_LABELS[type] }));
const TRIGGER_HINTS: Record<TriggerType, string> = {
  application_created: 'When an application arrives: from the form, by e-mail, or added by a recruiter.',
  stage_change: 'When an application moves from one stage to another.',
  score_update: "When an application's match score changes.",
  time_based: `When an application has been in a stage for a while (checked every ${AUTOMATION_SWEEP_MINUTES} minutes).`,
  document_upload: 'When a document is uploaded for a candidate.',
};
const ALL_JOBS = 'all';

type RuleFormDialogProps = {
  /** the rule being edited; null for a new one; undefined keeps the dialog closed */
  rule: AutomationRule | null | undefined;
  /** a new rule's job (a job's Automation card); null or absent: chosen in the form */
  jobId?: number | null;
  onOpenChange: (open: boolean) => void;
};

/** New / Edit automation rule: the form validates with the schema the server uses. */
export function RuleFormDialog({ rule, jobId = null, onOpenChange }: RuleFormDialogProps) {
  return (
    <Dialog open={rule !== undefined} onOpenChange={onOpenChange}>
      {rule !== undefined ? (
        <DialogContent
          title={rule ? 'Edit automation rule' : 'New automation rule'}
          description="When the trigger happens and its conditions hold, the actions run in order."
          className="max-h-[calc(100vh-2rem)] max-w-3xl overflow-y-auto"
        >
          <RuleForm key={rule?.id ?? 'new'} rule={rule} jobId={jobId} onDone={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function RuleForm({
  rule,
  jobId,
  onDone,
}: {
  rule: AutomationRule | null;
  jobId: number | null;
  onDone: () => void;
}) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const user = useCurrentUser();
  const isAdmin = user.role === 'admin';
  const create = useCreateAutomationRule();
  const update = useUpdateAutomationRule();
  const saving = create.isPending || update.isPending;
  const server = formErrorsOf(rule ? update.error : create.error, RULE_FIELDS);
  const form = useForm<RuleFormValues, unknown, AutomationRuleCreate>({
    resolver: ruleResolver,
    defaultValues: rule ? ruleFormValuesOf(rule) : newRuleValues(jobId),
  });
  const { errors } = form.formState;
  const [trigger, scope, conditions] = form.watch(['trigger_type', 'job_id', 'trigger_conditions']);
  const names = useSummaryNames(scope);
  const jobs = useJobChoices();
  const conditionErrors = (errors.trigger_conditions ?? {}) as Record<
    string,
    { message?: string } | undefined
  >;
  const actionErrors = actionErrorsOf(errors.actions);
  const actionsError =
    (errors.actions as { message?: string; root?: { message?: string } } | undefined)?.message ??
    (errors.actions as { root?: { message?: string } } | undefined)?.root?.message ??
    server.fields.actions;

  const scopeOptions = [
    ...(isAdmin || scope === null ? [{ value: ALL_JOBS, label: 'All jobs' }] : []),
    ...(jobs.data ?? []).map((job) => ({
      value: String(job.id),
      label: jobOptionLabel(job),
    })),
  ];
  if (scope !== null && !scopeOptions.some((option) => option.value === String(scope)))
    scopeOptions.push({ value: String(scope), label: rule?.job_title ?? `Job #${scope}` });

  const chooseTrigger = (next: TriggerType) => {
    form.setValue('trigger_type', next);
    // each trigger has its own conditions: none carry over
    form.setValue('trigger_conditions', newConditions(next));
    form.clearErrors('trigger_conditions');
  };
  const chooseScope = (value: string) => {
    const next = value === ALL_JOBS ? null : Number(value);
    form.setValue('job_id', next, { shouldValidate: form.formState.isSubmitted });
    // a job's rule fires for that job only: a jobs condition no longer applies
    if (next !== null && 'jobIds' in conditions) {
      const { jobIds: _dropped, ...rest } = conditions;
      form.setValue('trigger_conditions', rest);
    }
  };

  // the first refusal may be further down than the dialog shows, or in a field RHF cannot focus
  const showFirstError = () =>
    requestAnimationFrame(() =>
      formRef.current
        ?.querySelector('[role="alert"], [aria-invalid="true"], .text-red-600')
        ?.scrollIntoView({ block: 'center', behavior: 'smooth' }),
    );
  const submit = form.handleSubmit((values) => {
    if (!isAdmin && values.job_id === null) {
      form.setError('job_id', { message: 'Choose the job this rule is for.' });
      showFirstError();
      return;
    }
    const saved = (result: AutomationRule) => {
      toast.success(rule ? `Saved “${result.name}”` : `Created “${result.name}”`, {
        description: result.is_active ? 'The rule is on.' : 'The rule is off until you switch it on.',
      });
      onDone();
    };
    const options = { onSuccess: saved, onError: showFirstError };
    if (rule) update.mutate({ id: rule.id, rule: values }, options);
    else create.mutate(values, options);
  }, showFirstError);

  return (
    <form ref={formRef} id={`${id}-form`} noValidate onSubmit={submit} className="space-y-6">
      <FormErrors messages={server.other} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Name" htmlFor={`${id}-name`} error={errors.name?.message ?? server.fields.name}>
          <Input
            id={`${id}-name`}
            invalid={Boolean(errors.name ?? server.fields.name)}
            {...form.register('name')}
          />
        </FormField>
        <FormField
          label="Applies to"
          htmlFor={`${id}-scope`}
          hint={isAdmin ? undefined : 'Rules for all jobs are set by administrators.'}
          error={errors.job_id?.message ?? server.fields.job_id}
        >
          <Select
            id={`${id}-scope`}
            aria-label="Applies to"
            className="w-full"
            placeholder={jobs.isPending ? 'Loading jobs…' : 'Choose a job'}
            value={scope === null ? (isAdmin ? ALL_JOBS : '') : String(scope)}
            options={scopeOptions}
            invalid={Boolean(errors.job_id ?? server.fields.job_id)}
            onValueChange={chooseScope}
          />
        </FormField>
      </div>
      <FormField
        label="Description (optional)"
        htmlFor={`${id}-description`}
        error={errors.description?.message ?? server.fields.description}
      >
        <Textarea id={`${id}-description`} rows={2} {...form.register('description')} />
      </FormField>

      <section aria-labelledby={`${id}-when`} className="space-y-4 border-t border-slate-100 pt-5">
        <h3 id={`${id}-when`} className="text-sm font-semibold text-slate-900">
          When
        </h3>
        <FormField
          label="Trigger"
          htmlFor={`${id}-trigger`}
          hint={TRIGGER_HINTS[trigger]}
          error={errors.trigger_type?.message ?? server.fields.trigger_type}
        >
          <Select
            id={`${id}-trigger`}
            aria-label="Trigger"
            className="w-full sm:w-72"
            value={trigger}
            options={TRIGGER_OPTIONS}
            onValueChange={(value) => chooseTrigger(value as TriggerType)}
          />
        </FormField>
        <fieldset className="space-y-3">
          <legend className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Conditions</legend>
          {trigger === 'time_based' || trigger === 'document_upload' ? null : (
            <p className="-mt-1 text-xs text-slate-500">A condition left empty means any.</p>
          )}
          <FieldError message={server.fields.trigger_conditions} />
          <Controller
            control={form.control}
            name="trigger_conditions"
            render={({ field }) => (
              <ConditionFields
                id={`${id}-conditions`}
                trigger={trigger}
                value={field.value}
                onChange={(next) => {
                  field.onChange(next);
                  if (form.formState.isSubmitted) void form.trigger('trigger_conditions');
                }}
                jobId={scope}
                offerJobs={scope === null && isAdmin}
                errors={Object.fromEntries(
                  Object.entries(conditionErrors).map(([key, error]) => [key, error?.message]),
                )}
              />
            )}
          />
        </fieldset>
      </section>

      <section aria-labelledby={`${id}-then`} className="space-y-3 border-t border-slate-100 pt-5">
        <h3 id={`${id}-then`} className="text-sm font-semibold text-slate-900">
          Then
        </h3>
        <FieldError message={actionsError} />
        <Controller
          control={form.control}
          name="actions"
          render={({ field }) => (
            <ActionFields
              id={`${id}-actions`}
              value={field.value}
              onChange={field.onChange}
              errors={actionErrors}
              jobId={scope}
              userName={names.user}
            />
          )}
        />
      </section>

      <section className="space-y-4 border-t border-slate-100 pt-5">
        <DryRunPreview
          input={{
            trigger_type: trigger,
            trigger_conditions: cleanConditions(trigger, conditions),
            job_id: scope,
          }}
          validate={() => form.trigger('trigger_conditions')}
          stageLabel={names.stage}
        />
        <label className="flex items-start gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            className="mt-0.5 size-4 rounded border-slate-300 accent-brand-600"
            {...form.register('is_active')}
          />
          <span>
            Rule is on
            <span className="block text-xs text-slate-500">
              It runs from the moment it is saved. Preview first to see which applications it would affect.
            </span>
          </span>
        </label>
      </section>

      <div className="flex justify-end gap-2 border-t border-slate-100 pt-4">
        <DialogClose asChild>
          <Button variant="secondary" disabled={saving}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" loading={saving}>
          {rule ? 'Save changes' : 'Create rule'}
        </Button>
      </div>
    </form>
  );
}
