import type { Interview } from '@shortlist/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.tsx';
import { FormErrors } from '../../../components/ui/form-errors.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { formErrorsOf } from '../../../lib/api-error.ts';
import { useCancelInterview } from '../api/cancel-interview.ts';
import { formatDateTimeIn } from '../lib/interview-time.ts';
import { browserTimeZone } from '../lib/zoned-time.ts';
import { toastSaved } from './interview-toast.ts';

const FIELDS = ['reason', 'notify'] as const;

/** "Cancel interview?" with an optional reason; everyone invited gets the calendar's cancellation. */
export function CancelInterviewDialog({ interview, onClose }: { interview: Interview; onClose: () => void }) {
  const id = useId();
  const cancel = useCancelInterview();
  const [reason, setReason] = useState('');
  const [notify, setNotify] = useState(true);
  const server = formErrorsOf(cancel.error, FIELDS);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    cancel.mutate(
      { interview, body: { reason: reason.trim(), notify } },
      {
        onSuccess: (result) => {
          toastSaved(result, 'cancelled');
          onClose();
        },
      },
    );
  };
  return (
    <Dialog open onOpenChange={(open) => !open && !cancel.isPending && onClose()}>
      <DialogContent
        title="Cancel interview?"
        description={`${interview.interview_type_label} with ${interview.candidate_name} on ${formatDateTimeIn(interview.scheduled_at, browserTimeZone())}.`}
        role="alertdialog"
        footer={
          <>
            <DialogClose asChild>
              <Button variant="secondary" disabled={cancel.isPending}>
                Keep interview
              </Button>
            </DialogClose>
            <Button type="submit" form={`${id}-form`} variant="danger" loading={cancel.isPending}>
              Cancel interview
            </Button>
          </>
        }
      >
        <form id={`${id}-form`} noValidate onSubmit={submit} className="space-y-4">
          <FormErrors messages={server.other} />
          <FormField
            label="Reason (optional)"
            htmlFor={`${id}-reason`}
            hint="The candidate and the panel read it in the cancellation."
            error={server.fields.reason}
          >
            <Textarea
              id={`${id}-reason`}
              rows={3}
              value={reason}
              invalid={Boolean(server.fields.reason)}
              onChange={(event) => setReason(event.target.value)}
            />
          </FormField>
          <div>
            <label className="flex items-start gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="mt-0.5 size-4 rounded border-slate-300 accent-brand-600"
                checked={notify}
                onChange={(event) => setNotify(event.target.checked)}
              />
              <span>E-mail the cancellation to the candidate and the interviewers</span>
            </label>
            {server.fields.notify ? (
              <p className="mt-1 pl-6 text-xs text-red-600">{server.fields.notify}</p>
            ) : null}
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
