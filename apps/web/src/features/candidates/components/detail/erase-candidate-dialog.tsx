import {
  type Candidate,
  ERASURE_REASON_MAX,
  erasedCandidateLabel,
  erasureRequestSchema,
  PRIVACY_MESSAGES,
} from '@shortlist/contracts';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../../../components/ui/dialog.tsx';
import { FormErrors } from '../../../../components/ui/form-errors.tsx';
import { FieldError, FormField } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { Textarea } from '../../../../components/ui/textarea.tsx';
import { formErrorsOf } from '../../../../lib/api-error.ts';
import { useEraseCandidate } from '../../api/erase-candidate.ts';

/** The fields this form draws; the server's other refusals (a 409, a 403) show above them. */
const FIELDS = ['reason', 'confirm_name'] as const;

type Props = { candidate: Candidate; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * Issue 16: an administrator erases a candidate's personal data on their request. The reason goes
 * on the privacy log; typing the name back (compared as the server compares it) keeps anyone from
 * erasing the wrong person by a slip.
 */
export function EraseCandidateDialog({ candidate, open, onOpenChange }: Props) {
  const id = useId();
  const erase = useEraseCandidate(candidate.id);
  const [reason, setReason] = useState('');
  const [confirmName, setConfirmName] = useState('');
  const [invalidReason, setInvalidReason] = useState<string>();
  const server = formErrorsOf(erase.error, FIELDS);
  const nameMatches = confirmName.trim() === candidate.full_name.trim();
  const reasonMessage = invalidReason ?? server.fields.reason;

  const close = (next: boolean) => {
    if (erase.isPending) return;
    onOpenChange(next);
    if (!next) {
      setReason('');
      setConfirmName('');
      setInvalidReason(undefined);
      erase.reset();
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = erasureRequestSchema.safeParse({ reason, confirm_name: confirmName });
    const problem = parsed.error?.issues.find((issue) => issue.path[0] === 'reason')?.message;
    setInvalidReason(problem);
    if (!parsed.success || !nameMatches) {
      if (problem) document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    erase.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(PRIVACY_MESSAGES.erased);
        close(false);
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        title="Erase personal data"
        description={`${candidate.full_name}'s personal data is deleted for good. This cannot be undone.`}
        role="alertdialog"
        footer={
          <>
            <DialogClose asChild>
              <Button variant="secondary" disabled={erase.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button
              type="submit"
              form={`${id}-form`}
              variant="danger"
              disabled={!nameMatches}
              loading={erase.isPending}
            >
              Erase personal data
            </Button>
          </>
        }
      >
        <form id={`${id}-form`} noValidate onSubmit={submit} className="space-y-4">
          <FormErrors messages={server.other} />
          <div className="grid gap-3 text-sm sm:grid-cols-2">
            <section
              aria-labelledby={`${id}-erased`}
              className="rounded-lg bg-red-50 p-3 ring-1 ring-red-100"
            >
              <h3 id={`${id}-erased`} className="font-medium text-red-900">
                Erased
              </h3>
              <ul className="mt-1 list-disc space-y-0.5 pl-4 text-red-800">
                <li>Profile and contact details</li>
                <li>CV and documents</li>
                <li>Notes and e-mails</li>
                <li>Interviews and scorecards</li>
                <li>Offers</li>
              </ul>
            </section>
            <section
              aria-labelledby={`${id}-kept`}
              className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200"
            >
              <h3 id={`${id}-kept`} className="font-medium text-slate-900">
                Kept
              </h3>
              <p className="mt-1 text-slate-600">
                Applications with their job, stage, status and stage history, under the anonymous label{' '}
                <span className="font-medium text-slate-800">{erasedCandidateLabel(candidate.id)}</span>.
              </p>
            </section>
          </div>
          <FormField
            label="Reason"
            htmlFor={`${id}-reason`}
            hint="Recorded on the privacy log: for example, the request it answers."
            error={reasonMessage}
          >
            <Textarea
              id={`${id}-reason`}
              rows={3}
              maxLength={ERASURE_REASON_MAX}
              required
              value={reason}
              invalid={Boolean(reasonMessage)}
              onChange={(event) => {
                setReason(event.target.value);
                setInvalidReason(undefined);
              }}
            />
          </FormField>
          <div className="space-y-1.5">
            <label htmlFor={`${id}-confirm`} className="block text-sm font-medium text-slate-700">
              Type <span className="font-semibold text-slate-900">{candidate.full_name}</span> to confirm
            </label>
            <Input
              id={`${id}-confirm`}
              autoComplete="off"
              spellCheck={false}
              value={confirmName}
              invalid={Boolean(server.fields.confirm_name)}
              onChange={(event) => setConfirmName(event.target.value)}
            />
            <FieldError message={server.fields.confirm_name} />
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
