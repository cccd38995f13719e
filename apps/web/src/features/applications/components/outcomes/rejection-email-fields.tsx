import { APPLICATION_MESSAGES, REJECTION_EMAIL_DELAY_HOURS } from '@shortlist/contracts';
import { FormField } from '../../../../components/ui/form-field.tsx';
import type { OutcomeServices } from './outcome-services.ts';

/** Whether the candidate gets the rejection e-mail, and which template (null: the job's own). */
export type RejectionEmailChoice = { notify: boolean; templateId: number | null };

type RejectionEmailFieldsProps = {
  id: string;
  jobId: number;
  value: RejectionEmailChoice;
  onChange: (value: RejectionEmailChoice) => void;
  /** rejecting many at once: each candidate with an address gets one */
  bulk?: boolean;
  /** the one candidate has no e-mail address */
  noAddress?: boolean;
  errors: { notify?: string; template_id?: string };
  templateSelect: OutcomeServices['rejectionTemplateSelect'];
};

/** The rejection e-mail goes REJECTION_EMAIL_DELAY_HOURS later, and can be cancelled until then. */
export function RejectionEmailFields({
  id,
  jobId,
  value,
  onChange,
  bulk = false,
  noAddress = false,
  errors,
  templateSelect,
}: RejectionEmailFieldsProps) {
  const hint = noAddress
    ? APPLICATION_MESSAGES.noEmailAddress
    : bulk
      ? 'Candidates without an e-mail address are rejected without one.'
      : 'Cancel it from the confirmation, or from Email → Outbox, until it goes.';
  return (
    <div className="space-y-3 rounded-lg bg-slate-50 px-3 py-3 ring-1 ring-slate-200 ring-inset">
      <div>
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="mt-0.5 size-4 rounded border-slate-300 accent-brand-600"
            checked={value.notify}
            disabled={noAddress}
            aria-describedby={`${id}-notify-hint`}
            aria-invalid={errors.notify ? true : undefined}
            onChange={(event) => onChange({ ...value, notify: event.target.checked })}
          />
          <span>
            {bulk ? 'Send each candidate the rejection e-mail' : 'Send the rejection e-mail'} (goes in{' '}
            {REJECTION_EMAIL_DELAY_HOURS} hours, can be cancelled)
          </span>
        </label>
        <p id={`${id}-notify-hint`} className="mt-1 pl-6 text-xs text-slate-500">
          {hint}
        </p>
        {errors.notify ? <p className="mt-1 pl-6 text-xs text-red-600">{errors.notify}</p> : null}
      </div>
      {value.notify && templateSelect ? (
        <FormField label="Template" htmlFor={`${id}-template`} error={errors.template_id}>
          {templateSelect({
            id: `${id}-template`,
            jobId,
            value: value.templateId,
            onChange: (templateId) => onChange({ ...value, templateId }),
          })}
        </FormField>
      ) : null}
    </div>
  );
}
