import { zodResolver } from '@hookform/resolvers/zod';
import {
  EMAIL_TEMPLATE_TYPE_LABELS,
  EMAIL_TEMPLATE_TYPES,
  type EmailTemplate,
  type EmailTemplateType,
  type EmailTemplateWrite,
  emailTemplateWriteSchema,
  templateVariables,
} from '@shortlist/contracts';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../../../components/ui/dialog.tsx';
import { FormErrors, placeServerErrors } from '../../../../components/ui/form-errors.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { Select } from '../../../../components/ui/select.tsx';
import { Textarea } from '../../../../components/ui/textarea.tsx';
import { useCreateEmailTemplate } from '../../api/create-email-template.ts';
import { useUpdateEmailTemplate } from '../../api/update-email-template.ts';
import type { EmailPageSlots } from '../../email-slots.ts';

type Values = EmailTemplateWrite;
type Output = ReturnType<typeof emailTemplateWriteSchema.parse>;

const TYPE_OPTIONS = EMAIL_TEMPLATE_TYPES.map((type) => ({
  value: type,
  label: EMAIL_TEMPLATE_TYPE_LABELS[type],
}));
const FIELDS = ['name', 'subject', 'body', 'type', 'is_default', 'job_id'] as const;

type Props = {
  /** the template being edited; `null` for a new one; `undefined` keeps the dialog closed */
  template: EmailTemplate | null | undefined;
  onOpenChange: (open: boolean) => void;
  jobSelect?: EmailPageSlots['jobSelect'];
};

/** New / Edit template (admins and recruiters): the form validates with the schema the server uses. */
export function TemplateFormDialog({ template, onOpenChange, jobSelect }: Props) {
  return (
    <Dialog open={template !== undefined} onOpenChange={onOpenChange}>
      {template !== undefined ? (
        <DialogContent
          title={template ? 'Edit template' : 'New template'}
          description="Write {{variable_name}} where a value goes; Compose asks for each one."
          className="max-h-[calc(100vh-2rem)] max-w-2xl overflow-y-auto"
        >
          <TemplateForm
            key={template?.id ?? 'new'}
            template={template}
            jobSelect={jobSelect}
            onDone={() => onOpenChange(false)}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function TemplateForm({
  template,
  jobSelect,
  onDone,
}: {
  template: EmailTemplate | null;
  jobSelect?: EmailPageSlots['jobSelect'];
  onDone: () => void;
}) {
  const create = useCreateEmailTemplate();
  const update = useUpdateEmailTemplate();
  const saving = create.isPending || update.isPending;
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(emailTemplateWriteSchema),
    defaultValues: {
      name: template?.name ?? '',
      subject: template?.subject ?? '',
      body: template?.body ?? '',
      type: template?.type ?? 'custom',
      is_default: template?.is_default ?? false,
      job_id: template?.job_id ?? null,
    },
  });
  const { errors } = form.formState;
  const [subject, body] = form.watch(['subject', 'body']);
  const variables = templateVariables(subject ?? '', body ?? '');
  const [refusals, setRefusals] = useState<string[]>([]);

  const submit = form.handleSubmit((values) => {
    setRefusals([]);
    const options = {
      onSuccess: onDone,
      onError: (error: unknown) => setRefusals(placeServerErrors(error, form.setError, FIELDS)),
    };
    if (template) update.mutate({ id: template.id, template: values }, options);
    else create.mutate(values, options);
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <FormErrors messages={refusals} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Name" htmlFor="template-name" error={errors.name?.message}>
          <Input id="template-name" invalid={Boolean(errors.name)} {...form.register('name')} />
        </FormField>
        <FormField label="Type" htmlFor="template-type" error={errors.type?.message}>
          <Controller
            control={form.control}
            name="type"
            render={({ field }) => (
              <Select
                id="template-type"
                aria-label="Type"
                className="w-full"
                value={field.value}
                options={TYPE_OPTIONS}
                onValueChange={(value) => field.onChange(value as EmailTemplateType)}
              />
            )}
          />
        </FormField>
      </div>
      <FormField label="Subject" htmlFor="template-subject" error={errors.subject?.message}>
        <Input id="template-subject" invalid={Boolean(errors.subject)} {...form.register('subject')} />
      </FormField>
      <FormField label="Body" htmlFor="template-body" error={errors.body?.message}>
        <Textarea
          id="template-body"
          rows={10}
          invalid={Boolean(errors.body)}
          className="min-h-48 font-mono text-[13px]"
          {...form.register('body')}
        />
      </FormField>
      <p className="text-xs text-slate-500" aria-live="polite">
        {variables.length === 0
          ? 'No variables yet.'
          : `Variables: ${variables.map((name) => `{{${name}}}`).join(', ')}`}
      </p>
      {jobSelect ? (
        <FormField
          label="Job (optional)"
          htmlFor="template-job"
          hint="A job-specific template is marked with the job's title."
          error={errors.job_id?.message}
        >
          <Controller
            control={form.control}
            name="job_id"
            render={({ field }) => (
              <>
                {jobSelect({
                  id: 'template-job',
                  value: typeof field.value === 'number' ? field.value : null,
                  onChange: field.onChange,
                  selectedTitle: template?.job_title,
                })}
              </>
            )}
          />
        </FormField>
      ) : null}
      <label className="flex items-start gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          className="mt-0.5 size-4 rounded border-slate-300 accent-brand-600"
          {...form.register('is_default')}
        />
        <span>
          Default for its type
          <span className="block text-xs text-slate-500">Replaces the type's current default.</span>
        </span>
      </label>
      <div className="flex justify-end gap-2 border-t border-slate-100 pt-4">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" loading={saving}>
          {template ? 'Save changes' : 'Create template'}
        </Button>
      </div>
    </form>
  );
}
