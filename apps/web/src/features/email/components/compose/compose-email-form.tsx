import { CAREERS_ADDRESS, EMAIL_MESSAGES, type SendEmailResponse } from '@shortlist/contracts';
import { clsx } from 'clsx';
import { CheckCircle2, Send } from 'lucide-react';
import { type FormEvent, useEffect, useEffectEvent, useId, useState } from 'react';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import type { ComposeEmailPrefill } from '../../../../lib/compose-email.ts';
import { useSendEmail } from '../../api/send-email.ts';
import {
  type ComposeDraft,
  type ComposeErrors,
  type ComposeField,
  draftBody,
  draftSubject,
  SENT_PANEL_MS,
  sendErrors,
  startingDraft,
  toSendEmail,
  validateSendEmail,
  variablesOf,
} from '../../lib/compose-draft.ts';
import { EmailPreview } from '../email-preview.tsx';
import { TemplatePicker } from './template-picker.tsx';
import { VariableInputs } from './variable-inputs.tsx';

const FIELDS: readonly ComposeField[] = ['to', 'template', 'subject', 'variables'];

type ComposeEmailFormProps = {
  prefill: ComposeEmailPrefill;
  /** called 2 s after a send (spec 02 §9): a dialog closes, the Compose tab starts a new mail */
  onDone: () => void;
  onCancel?: () => void;
  /** 'dialog' keeps the preview beside the form on wide screens */
  layout?: 'dialog' | 'page';
};

/** spec 02 Compose tab / panel: recipient, template, subject, variables, a live preview, Send Email. */
export function ComposeEmailForm({ prefill, onDone, onCancel, layout = 'page' }: ComposeEmailFormProps) {
  const id = useId();
  const [draft, setDraft] = useState<ComposeDraft>(() => startingDraft(prefill));
  const [errors, setErrors] = useState<ComposeErrors>({});
  const [sent, setSent] = useState<{ to: string; response: SendEmailResponse } | null>(null);
  const send = useSendEmail();

  // the timer starts once per send, however often the page around it re-renders
  const done = useEffectEvent(onDone);
  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(done, SENT_PANEL_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  const edit = (changes: Partial<ComposeDraft>, field?: ComposeField) => {
    setDraft((current) => ({ ...current, ...changes }));
    if (!field || !errors[field]) return;
    setErrors((current) => {
      const next: ComposeErrors = { ...current, [field]: undefined };
      // once every marked field is fixed, "check the fields marked above" has nothing left to say
      const marked = FIELDS.some((name) => next[name]);
      return marked || next.general?.length ? next : {};
    });
  };
  const template = draft.template;
  const canSend = template !== null && draft.to.trim() !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!template || send.isPending) return;
    const email = toSendEmail(draft, template, prefill.applicationId);
    const invalid = validateSendEmail(email);
    if (Object.keys(invalid).length > 0) {
      setErrors(invalid);
      return;
    }
    setErrors({});
    send.mutate(email, {
      onSuccess: (response) => setSent({ to: email.to, response }),
      onError: (error) => setErrors(sendErrors(error)),
    });
  };

  if (sent) return <SentPanel to={sent.to} response={sent.response} />;

  const subject = draftSubject(draft);
  const failed = send.isError && errors.general !== undefined;
  return (
    <form noValidate onSubmit={submit} aria-label="Compose email" className="space-y-5">
      <div className={clsx('grid gap-6', layout === 'dialog' ? 'lg:grid-cols-2' : 'xl:grid-cols-2')}>
        <div className="min-w-0 space-y-4">
          <FormField label="To" htmlFor={`${id}-to`} error={errors.to}>
            <Input
              id={`${id}-to`}
              type="email"
              autoComplete="off"
              placeholder="candidate@example.com"
              value={draft.to}
              invalid={Boolean(errors.to)}
              onChange={(event) => edit({ to: event.target.value }, 'to')}
            />
          </FormField>
          <TemplatePicker
            name={`${id}-template`}
            value={template?.id ?? null}
            jobTitle={prefill.jobTitle}
            error={errors.template}
            onChange={(chosen) => edit({ template: chosen }, 'template')}
          />
          <div className="space-y-1.5">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <label htmlFor={`${id}-subject`} className="text-sm font-medium text-slate-700">
                Subject
              </label>
              <label className="inline-flex items-center gap-2 text-sm text-slate-600">
                <input
                  type="checkbox"
                  className="size-4 rounded border-slate-300 accent-brand-600"
                  checked={draft.customSubject}
                  onChange={(event) =>
                    edit(
                      {
                        customSubject: event.target.checked,
                        // start from the template's subject the first time
                        subject: event.target.checked && !draft.subject ? subject : draft.subject,
                      },
                      'subject',
                    )
                  }
                />
                Custom subject
              </label>
            </div>
            <Input
              id={`${id}-subject`}
              value={draft.customSubject ? draft.subject : subject}
              readOnly={!draft.customSubject}
              placeholder={template ? undefined : 'Choose a template'}
              invalid={Boolean(errors.subject)}
              className={draft.customSubject ? undefined : 'bg-slate-50 text-slate-600'}
              onChange={(event) => edit({ subject: event.target.value }, 'subject')}
            />
            {errors.subject ? (
              <p className="text-xs text-red-600">{errors.subject}</p>
            ) : draft.customSubject ? null : (
              <p className="text-xs text-slate-500">
                The template's subject. Tick "Custom subject" to write your own.
              </p>
            )}
          </div>
          {template ? (
            <VariableInputs
              idPrefix={`${id}-variable`}
              names={variablesOf(template)}
              values={draft.variables}
              error={errors.variables}
              onChange={(name, value) =>
                edit({ variables: { ...draft.variables, [name]: value } }, 'variables')
              }
            />
          ) : null}
        </div>
        <div className="min-w-0">
          <p className="mb-1.5 text-sm font-medium text-slate-700">Preview</p>
          {template ? (
            <EmailPreview
              from={CAREERS_ADDRESS}
              to={draft.to.trim() || <span className="text-slate-400">No recipient yet</span>}
              subject={subject}
              body={draftBody(draft)}
            />
          ) : (
            <div className="flex min-h-40 items-center justify-center rounded-lg border border-dashed border-slate-300 px-6 text-center text-sm text-slate-500">
              Choose a template to see the e-mail as the candidate will read it.
            </div>
          )}
        </div>
      </div>
      {failed ? (
        <Alert tone="error" title={EMAIL_MESSAGES.sendFailed}>
          {errors.general?.length ? errors.general.join(' ') : 'Check the fields marked above.'}
        </Alert>
      ) : null}
      <div className="flex justify-end gap-2 border-t border-slate-100 pt-4">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={!canSend} loading={send.isPending} icon={<Send className="size-4" />}>
          {send.isPending ? 'Sending...' : 'Send Email'}
        </Button>
      </div>
    </form>
  );
}

/** spec 02: "Email Sent Successfully!" with the recipient; a held mail says calmly where it waits. */
function SentPanel({ to, response }: { to: string; response: SendEmailResponse }) {
  const held = response.delivery_status === 'held';
  return (
    <div role="status" className="flex flex-col items-center gap-2 px-6 py-10 text-center">
      <div className="mb-2 flex size-12 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
        <CheckCircle2 className="size-6" aria-hidden />
      </div>
      <p className="text-base font-semibold text-slate-900">{EMAIL_MESSAGES.sent}</p>
      <p className="text-sm text-slate-600">
        {held ? 'Your e-mail to ' : 'The email has been sent to '}
        <span className="font-medium text-slate-900">{to}</span>
        {held ? ' is saved in the Outbox.' : '.'}
      </p>
      {held ? <p className="max-w-md text-sm text-slate-500">{EMAIL_MESSAGES.mailStillOff}</p> : null}
    </div>
  );
}
