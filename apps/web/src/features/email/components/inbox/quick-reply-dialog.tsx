import {
  type IncomingEmail,
  QUICK_REPLIES,
  QUICK_REPLY_KEYS,
  type QuickReplyKey,
} from '@shortlist/contracts';
import { Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../../../components/ui/dialog.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Textarea } from '../../../../components/ui/textarea.tsx';
import { ApiError, getErrorMessage } from '../../../../lib/api-error.ts';
import { useReplyToEmail } from '../../api/reply-to-email.ts';
import { senderLine } from '../../lib/incoming-email.ts';
import { toastSent } from './send-toast.ts';

type Props = { email: IncomingEmail | null; onOpenChange: (open: boolean) => void };

/** spec 02 Quick Reply Templates: four canned texts; the chosen one is editable, then really sent. */
export function QuickReplyDialog({ email, onOpenChange }: Props) {
  return (
    <Dialog open={email !== null} onOpenChange={onOpenChange}>
      {email ? (
        <DialogContent
          title="Quick Reply Templates"
          description={`Reply to ${senderLine(email)}`}
          className="max-h-[calc(100vh-2rem)] max-w-xl overflow-y-auto"
        >
          <QuickReplyForm key={email.id} email={email} onDone={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function QuickReplyForm({ email, onDone }: { email: IncomingEmail; onDone: () => void }) {
  const id = useId();
  const reply = useReplyToEmail();
  const [choice, setChoice] = useState<QuickReplyKey | null>(null);
  const [message, setMessage] = useState('');
  const fieldErrors = reply.error instanceof ApiError ? reply.error.fieldErrors : {};
  const { quick_reply: choiceError, message: messageError } = fieldErrors;
  // DRF shape: a field's message under its field, anything else ({detail}, non_field_errors) on top
  const generalError = reply.error && !choiceError && !messageError ? getErrorMessage(reply.error) : null;

  const choose = (key: QuickReplyKey) => {
    setChoice(key);
    setMessage(QUICK_REPLIES[key].text);
    reply.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!choice) return;
    const edited = message.trim() !== QUICK_REPLIES[choice].text;
    reply.mutate(
      { id: email.id, reply: { quick_reply: choice, ...(edited ? { message: message.trim() } : {}) } },
      {
        onSuccess: (response) => {
          toastSent(`Reply to ${email.from}`, response);
          onDone();
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Quick reply" className="space-y-4">
      {generalError ? <Alert tone="error">{generalError}</Alert> : null}
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-slate-700">Template</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {QUICK_REPLY_KEYS.map((key) => (
            <label
              key={key}
              className="flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2.5 text-sm font-medium text-slate-800 ring-1 ring-slate-200 ring-inset hover:bg-slate-50 has-[:checked]:bg-brand-50/60 has-[:checked]:ring-brand-300"
            >
              <input
                type="radio"
                name={`${id}-quick-reply`}
                value={key}
                checked={choice === key}
                onChange={() => choose(key)}
                className="size-4 accent-brand-600"
              />
              {QUICK_REPLIES[key].label}
            </label>
          ))}
        </div>
        {choiceError ? <p className="mt-1.5 text-xs text-red-600">{choiceError}</p> : null}
      </fieldset>
      <FormField
        label="Message"
        htmlFor={`${id}-message`}
        error={messageError}
        hint={`Sent to ${email.from} as a reply to "${email.subject || '(no subject)'}".`}
      >
        <Textarea
          id={`${id}-message`}
          rows={6}
          value={message}
          disabled={!choice}
          placeholder="Choose a template to start from its text."
          invalid={Boolean(messageError)}
          onChange={(event) => setMessage(event.target.value)}
        />
      </FormField>
      <div className="flex justify-end gap-2 border-t border-slate-100 pt-4">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button
          type="submit"
          disabled={!choice || !message.trim()}
          loading={reply.isPending}
          icon={<Send className="size-4" aria-hidden />}
        >
          Send Reply
        </Button>
      </div>
    </form>
  );
}
