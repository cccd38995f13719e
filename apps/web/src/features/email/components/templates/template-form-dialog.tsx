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
import { clsx } from 'clsx';
import { Controller, useForm } from 'react-hook-form';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../../../components/ui/dialog.tsx';
import { Field, Input } from '../../../../components/ui/input.tsx';
import { Select } from '../../../../components/ui/select.tsx';
import { ApiError, getErrorMessage } from '../../../../lib/api-error.ts';
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

const textarea =
  'block min-h-48 w-full rounded-lg border-0 bg-white px-3 py-2 font-mono text-[13px] leading-relaxed text-slate-900 shadow-xs ring-1 ring-inset placeholder:text-slate-400 focus:ring-2 focus:ring-inset focus-visible:outline-none';

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
  const failure = create.error ?? update.error;
  const generalError =
    failure && !(failure instanceof ApiError && Object.keys(failure.fieldErrors).length > 0)
      ? getErrorMessage(failure)
      : null;

  const submit = form.handleSubmit((values) => {
    const options = {
      onSuccess: onDone,
      onError: (error: unknown) => {
        if (!(error instanceof ApiError)) return;
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          const known = FIELDS.find((name) => name === field);
          if (known) form.setError(known, { message });
        }
      },
    };
    if (template) update.mutate({ id: template.id, template: values }, options);
    else create.mutate(values, options);
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {generalError ? <Alert tone="error">{generalError}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name" htmlFor="template-name" error={errors.name?.message}>
          <Input id="template-name" invalid={Boolean(errors.name)} {...form.register('name')} />
        </Field>
        <Field label="Type" htmlFor="template-type" error={errors.type?.message}>
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
        </Field>
      </div>
      <Field label="Subject" htmlFor="template-subject" error={errors.subject?.message}>
        <Input id="template-subject" invalid={Boolean(errors.subject)} {...form.register('subject')} />
      </Field>
      <Field label="Body" htmlFor="template-body" error={errors.body?.message}>
        <textarea
          id="template-body"
          rows={10}
          aria-invalid={errors.body ? true : undefined}
          className={clsx(textarea, errors.body ? 'ring-red-400' : 'ring-slate-300 focus:ring-brand-500')}
          {...form.register('body')}
        />
      </Field>
      <p className="text-xs text-slate-500" aria-live="polite">
        {variables.length === 0
          ? 'No variables yet.'
          : `Variables: ${variables.map((name) => `{{${name}}}`).join(', ')}`}
      </p>
      {jobSelect ? (
        <Field
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
        </Field>
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
