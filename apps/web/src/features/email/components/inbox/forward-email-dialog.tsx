import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ForwardEmail,
  forwardEmailSchema,
  type IncomingEmail,
  type SendEmailResponse,
} from '@shortlist/contracts';
import { Forward } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../../../components/ui/dialog.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { Textarea } from '../../../../components/ui/textarea.tsx';
import { ApiError, getErrorMessage } from '../../../../lib/api-error.ts';
import { useForwardEmail } from '../../api/forward-email.ts';
import { senderLine } from '../../lib/incoming-email.ts';
import { toastSent } from './send-toast.ts';

type Props = { emails: IncomingEmail[] | null; onOpenChange: (open: boolean) => void };

/** spec 02 Forward: an address and a message, then "Forward Email" — one real forward per message. */
export function ForwardEmailDialog({ emails, onOpenChange }: Props) {
  const open = emails !== null && emails.length > 0;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent
          title={emails.length === 1 ? 'Forward Email' : `Forward ${emails.length} e-mails`}
          description={
            emails.length === 1
              ? `"${emails[0]!.subject || '(no subject)'}" from ${senderLine(emails[0]!)}, with its attachments.`
              : 'Each e-mail is forwarded on its own, with its attachments.'
          }
        >
          <ForwardForm
            key={emails.map((email) => email.id).join(',')}
            emails={emails}
            onDone={() => onOpenChange(false)}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function ForwardForm({ emails, onDone }: { emails: IncomingEmail[]; onDone: () => void }) {
  const forward = useForwardEmail();
  // ids already forwarded: after a failure part-way, Forward again sends only the rest
  const [sent, setSent] = useState<ReadonlySet<number>>(new Set());
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ForwardEmail>({
    resolver: zodResolver(forwardEmailSchema),
    defaultValues: { to: '', message: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const done = new Set(sent);
    let last: SendEmailResponse | null = null;
    for (const email of emails) {
      if (done.has(email.id)) continue;
      try {
        last = await forward.mutateAsync({
          id: email.id,
          forward: { to: values.to, ...(values.message ? { message: values.message } : {}) },
        });
        done.add(email.id);
        setSent(new Set(done));
      } catch (error) {
        const fields = error instanceof ApiError ? error.fieldErrors : {};
        if (fields.to) form.setError('to', { message: fields.to });
        if (fields.message) form.setError('message', { message: fields.message });
        if (!fields.to && !fields.message) {
          const subject = email.subject || '(no subject)';
          setFailure(
            emails.length === 1
              ? getErrorMessage(error)
              : `"${subject}" was not forwarded: ${getErrorMessage(error)}${done.size > 0 ? ` (${done.size} of ${emails.length} already forwarded)` : ''}`,
          );
        }
        return;
      }
    }
    toastSent(
      emails.length === 1 ? `Forward to ${values.to}` : `${emails.length} forwards to ${values.to}`,
      last ?? { delivery_status: 'queued' },
    );
    onDone();
  });

  return (
    <form noValidate onSubmit={submit} aria-label="Forward email" className="space-y-4">
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <FormField label="Forward to" htmlFor="forward-to" error={errors.to?.message}>
        <Input
          id="forward-to"
          type="email"
          autoComplete="email"
          placeholder="colleague@example.com"
          invalid={Boolean(errors.to)}
          {...form.register('to')}
        />
      </FormField>
      <FormField
        label="Message (optional)"
        htmlFor="forward-message"
        error={errors.message?.message}
        hint="Written above the forwarded e-mail."
      >
        <Textarea
          id="forward-message"
          rows={4}
          invalid={Boolean(errors.message)}
          {...form.register('message')}
        />
      </FormField>
      <div className="flex justify-end gap-2 border-t border-slate-100 pt-4">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" loading={isSubmitting} icon={<Forward className="size-4" aria-hidden />}>
          Forward Email
        </Button>
      </div>
    </form>
  );
}
