import type { ApplicationStatus, ApplicationStatusResult } from '@shortlist/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../../../components/ui/dialog.tsx';
import { FormErrors } from '../../../../components/ui/form-errors.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Textarea } from '../../../../components/ui/textarea.tsx';
import { formErrorsOf } from '../../../../lib/api-error.ts';
import type { OutcomeApplication } from '../../../../lib/application-outcome.ts';
import { useChangeApplicationStatus } from '../../api/change-status.ts';
import { OUTCOME_ACTIONS } from './outcome-actions.ts';
import type { OutcomeServices } from './outcome-services.ts';
import { NO_REASON, ReasonFields, reasonError, reasonFieldId, reasonOf } from './reason-fields.tsx';
import { type RejectionEmailChoice, RejectionEmailFields } from './rejection-email-fields.tsx';

type OutcomeDialogProps = {
  application: OutcomeApplication;
  to: ApplicationStatus;
  onClose: () => void;
  onDecided: (result: ApplicationStatusResult) => void;
  templateSelect: OutcomeServices['rejectionTemplateSelect'];
};

/** The fields this form draws; the server's messages for any other field show above it. */
const FIELDS = ['reason', 'notify', 'template_id'] as const;

/**
 * Rejecting or withdrawing says why (a pick, or Other and words); a rejection may e-mail the
 * candidate a few hours later. Hiring and reopening take an optional note. The server's refusals
 * (403, 409, field errors) show in the dialog with everything typed kept.
 */
export function OutcomeDialog({ application, to, onClose, onDecided, templateSelect }: OutcomeDialogProps) {
  const id = useId();
  const action = OUTCOME_ACTIONS[to];
  const change = useChangeApplicationStatus();
  // rejecting and withdrawing say why; hiring and reopening may
  const reasonList = to === 'rejected' || to === 'withdrawn' ? to : null;
  const noAddress = !application.candidate.email;
  const [reason, setReason] = useState(NO_REASON);
  const [note, setNote] = useState('');
  const [email, setEmail] = useState<RejectionEmailChoice>({ notify: !noAddress, templateId: null });
  const [invalidReason, setInvalidReason] = useState<string>();
  const server = formErrorsOf(change.error, FIELDS);
  const reasonMessage = invalidReason ?? server.fields.reason;

  // the reason (or the note) is what to fill in first, and where a missing one sends you back to
  const focusReason = () =>
    document.getElementById(reasonList ? reasonFieldId(id, reason) : `${id}-note`)?.focus();
  // the server's messages stay until the next submit; the form's own go with the next keystroke
  const edited = () => setInvalidReason(undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reasonList ? reasonOf(reason) : note.trim();
    const problem = reasonError(text, reasonList !== null);
    setInvalidReason(problem);
    if (problem) {
      focusReason();
      return;
    }
    const notify = to === 'rejected' && email.notify;
    change.mutate(
      {
        application,
        change: {
          status: to,
          reason: text,
          notify,
          ...(notify && email.templateId !== null ? { template_id: email.templateId } : {}),
        },
      },
      { onSuccess: onDecided },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !change.isPending && onClose()}>
      <DialogContent
        title={action.title(application.candidate.full_name)}
        description={action.description(application.job.title)}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          focusReason();
        }}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="secondary" disabled={change.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button
              type="submit"
              form={`${id}-form`}
              variant={to === 'rejected' ? 'danger' : 'primary'}
              loading={change.isPending}
            >
              {action.submit}
            </Button>
          </>
        }
      >
        <form id={`${id}-form`} noValidate onSubmit={submit} className="space-y-4">
          <FormErrors messages={server.other} />
          {reasonList ? (
            <ReasonFields
              id={id}
              status={reasonList}
              value={reason}
              error={reasonMessage}
              onChange={(value) => {
                setReason(value);
                edited();
              }}
            />
          ) : (
            <FormField label="Note (optional)" htmlFor={`${id}-note`} error={reasonMessage}>
              <Textarea
                id={`${id}-note`}
                rows={3}
                value={note}
                invalid={Boolean(reasonMessage)}
                onChange={(event) => {
                  setNote(event.target.value);
                  edited();
                }}
              />
            </FormField>
          )}
          {to === 'rejected' ? (
            <RejectionEmailFields
              id={id}
              jobId={application.job.id}
              value={email}
              noAddress={noAddress}
              errors={server.fields}
              templateSelect={templateSelect}
              onChange={(value) => {
                setEmail(value);
                edited();
              }}
            />
          ) : null}
        </form>
      </DialogContent>
    </Dialog>
  );
}
