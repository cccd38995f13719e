import { REJECTION_EMAIL_DELAY_HOURS } from '@shortlist/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { FormErrors } from '../../../../components/ui/form-errors.tsx';
import { ProgressBar } from '../../../../components/ui/progress-bar.tsx';
import { formErrorsOf } from '../../../../lib/api-error.ts';
import type { useRejectRemaining } from '../../api/reject-remaining.ts';
import type { OutcomeServices } from './outcome-services.ts';
import { NO_REASON, ReasonFields, reasonError, reasonOf } from './reason-fields.tsx';
import { type RejectionEmailChoice, RejectionEmailFields } from './rejection-email-fields.tsx';

const FIELDS = ['reason', 'notify', 'template_id'] as const;

const applications = (count: number) => (count === 1 ? '1 application' : `${count} applications`);

type RejectRemainingFormProps = {
  jobId: number;
  /** the job's active applications, as the server last counted them */
  remaining: number;
  rejecting: ReturnType<typeof useRejectRemaining>;
  templateSelect: OutcomeServices['rejectionTemplateSelect'];
};

/** "Reject the N remaining active applications": one reason and e-mail choice, then batch after batch with progress. */
export function RejectRemainingForm({
  jobId,
  remaining,
  rejecting,
  templateSelect,
}: RejectRemainingFormProps) {
  const id = useId();
  const { run, start, stop } = rejecting;
  const [reason, setReason] = useState(NO_REASON);
  const [email, setEmail] = useState<RejectionEmailChoice>({ notify: true, templateId: null });
  const [invalidReason, setInvalidReason] = useState<string>();
  const server = formErrorsOf(run.phase === 'failed' ? run.error : null, FIELDS);

  if (run.phase === 'running') {
    return (
      <div className="space-y-3">
        <p className="text-sm font-medium text-slate-800" aria-live="polite">
          Rejected {run.rejected} of {run.total}…
        </p>
        <ProgressBar value={run.rejected} max={run.total} label="Rejecting the remaining applications" />
        <Button variant="secondary" size="sm" onClick={stop}>
          Stop after this batch
        </Button>
      </div>
    );
  }
  if (run.phase === 'done') {
    return (
      <p className="text-sm text-slate-700" role="status">
        Rejected {applications(run.rejected)}
        {run.emailsScheduled > 0
          ? `; ${run.emailsScheduled === 1 ? '1 rejection e-mail goes' : `${run.emailsScheduled} rejection e-mails go`} in ${REJECTION_EMAIL_DELAY_HOURS} hours.`
          : '.'}
        {run.remaining > 0
          ? ` ${applications(run.remaining)} could not be rejected and are still active.`
          : ''}
      </p>
    );
  }
  if (remaining === 0 && run.rejected === 0) {
    return <p className="text-sm text-slate-500">No other application of this job is still active.</p>;
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reasonOf(reason);
    const problem = reasonError(text, true);
    setInvalidReason(problem);
    if (problem) return;
    void start(
      {
        reason: text,
        notify: email.notify,
        ...(email.notify && email.templateId !== null ? { template_id: email.templateId } : {}),
      },
      remaining,
    );
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label="Reject the remaining applications">
      <FormErrors messages={server.other} />
      {run.rejected > 0 ? (
        <div className="space-y-1.5">
          <p className="text-sm text-slate-700">
            Rejected {run.rejected} of {run.total} so far.
          </p>
          <ProgressBar value={run.rejected} max={run.total} label="Rejecting the remaining applications" />
        </div>
      ) : null}
      <ReasonFields
        id={id}
        status="rejected"
        value={reason}
        error={invalidReason ?? server.fields.reason}
        onChange={(value) => {
          setReason(value);
          setInvalidReason(undefined);
        }}
      />
      <RejectionEmailFields
        id={id}
        jobId={jobId}
        value={email}
        onChange={setEmail}
        bulk
        errors={server.fields}
        templateSelect={templateSelect}
      />
      <Button type="submit" variant="danger">
        {run.rejected > 0
          ? `Reject the ${applications(remaining)} left`
          : `Reject ${applications(remaining)}`}
      </Button>
    </form>
  );
}
