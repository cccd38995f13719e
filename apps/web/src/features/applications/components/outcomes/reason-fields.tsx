import { APPLICATION_MESSAGES, applicationStatusChangeSchema, OUTCOME_REASONS } from '@shortlist/contracts';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Select } from '../../../../components/ui/select.tsx';
import { Textarea } from '../../../../components/ui/textarea.tsx';

const OTHER = 'Other';

/** A pick from the short list; for "Other", the words typed. */
export type ReasonChoice = { pick: string; other: string };
export const NO_REASON: ReasonChoice = { pick: '', other: '' };

/** The reason as the server takes it: the pick, or for "Other" the free text alone. */
export function reasonOf({ pick, other }: ReasonChoice): string {
  return pick === OTHER ? other.trim() : pick;
}

/** The control a missing or refused reason sends the focus to. */
export function reasonFieldId(id: string, { pick }: ReasonChoice): string {
  return pick === OTHER ? `${id}-other` : `${id}-reason`;
}

/** A rejection or withdrawal says why (as the server checks); any reason keeps the contract's length. */
export function reasonError(reason: string, required: boolean): string | undefined {
  if (required && !reason) return APPLICATION_MESSAGES.reasonRequired;
  const parsed = applicationStatusChangeSchema.shape.reason.safeParse(reason);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

type ReasonFieldsProps = {
  id: string;
  status: 'rejected' | 'withdrawn';
  value: ReasonChoice;
  onChange: (value: ReasonChoice) => void;
  error?: string;
};

/** Why an application was rejected or withdrawn: a pick from OUTCOME_REASONS, "Other" asks for words. */
export function ReasonFields({ id, status, value, onChange, error }: ReasonFieldsProps) {
  const other = value.pick === OTHER;
  return (
    <>
      <FormField label="Reason" htmlFor={`${id}-reason`} error={other ? undefined : error}>
        <Select
          id={`${id}-reason`}
          aria-label="Reason"
          className="w-full"
          placeholder="Choose a reason"
          invalid={!other && Boolean(error)}
          value={value.pick}
          options={OUTCOME_REASONS[status].map((reason) => ({ value: reason, label: reason }))}
          onValueChange={(pick) => onChange({ ...value, pick })}
        />
      </FormField>
      {other ? (
        <FormField label="Say why" htmlFor={`${id}-other`} error={error}>
          <Textarea
            id={`${id}-other`}
            rows={3}
            value={value.other}
            invalid={Boolean(error)}
            onChange={(event) => onChange({ ...value, other: event.target.value })}
          />
        </FormField>
      ) : null}
    </>
  );
}
