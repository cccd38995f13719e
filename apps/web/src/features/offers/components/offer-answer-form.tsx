import type { Offer } from '@shortlist/contracts';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { FormErrors } from '../../../components/ui/form-errors.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { formErrorsOf } from '../../../lib/api-error.ts';
import { useAuth } from '../../../lib/auth-session.tsx';
import { useAnswerOffer } from '../api/answer-offer.ts';

type Answer = 'accepted' | 'declined';

/**
 * The candidate's answer to a sent offer, recorded by the team (the candidate has no portal yet):
 * accepted — and, for those who approve hires, the application marked hired with it — or declined
 * with the reason they gave.
 */
export function OfferAnswerForm({ offer }: { offer: Offer }) {
  const id = useId();
  const { can } = useAuth();
  const mayHire = can('approve_hires');
  const answer = useAnswerOffer();
  const [choice, setChoice] = useState<Answer | null>(null);
  const [markHired, setMarkHired] = useState(mayHire);
  const [reason, setReason] = useState('');
  const server = formErrorsOf(answer.error, ['reason', 'mark_hired'] as const);

  const record = () => {
    if (!choice) return;
    // the confirmation follows the request, not this form: the answer's own event can refetch the
    // offer as accepted (and take the form away) before the response, and mutate's callbacks then
    // never run; a refusal shows in the form through `answer.error`
    answer
      .mutateAsync(
        choice === 'accepted'
          ? { id: offer.id, accepted: true, markHired: mayHire && markHired }
          : { id: offer.id, accepted: false, reason: reason.trim() },
      )
      .then(
        () =>
          toast.success(
            choice === 'accepted'
              ? `${offer.fields.candidate_name} accepted the offer`
              : `${offer.fields.candidate_name} declined the offer`,
          ),
        () => {},
      );
  };

  return (
    <section
      className="space-y-3 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200"
      aria-label="Record answer"
    >
      <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Record answer</h3>
      <FormErrors messages={server.other} />
      <div role="radiogroup" aria-label="The candidate's answer" className="flex gap-4">
        {(['accepted', 'declined'] as const).map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="radio"
              name={`${id}-answer`}
              className="size-4 accent-brand-600"
              checked={choice === value}
              onChange={() => setChoice(value)}
            />
            {value === 'accepted' ? 'Accepted' : 'Declined'}
          </label>
        ))}
      </div>
      {choice === 'accepted' && mayHire ? (
        <label className="flex items-start gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            className="mt-0.5 size-4 rounded border-slate-300 accent-brand-600"
            checked={markHired}
            onChange={(event) => setMarkHired(event.target.checked)}
          />
          <span>
            Mark the application hired
            <span className="block text-xs text-slate-500">Counts towards the job’s positions.</span>
          </span>
        </label>
      ) : null}
      {choice === 'declined' ? (
        <FormField label="Reason" htmlFor={`${id}-reason`} error={server.fields.reason}>
          <Textarea
            id={`${id}-reason`}
            rows={2}
            value={reason}
            invalid={Boolean(server.fields.reason)}
            onChange={(event) => setReason(event.target.value)}
          />
        </FormField>
      ) : null}
      <Button size="sm" onClick={record} disabled={!choice} loading={answer.isPending}>
        Record answer
      </Button>
    </section>
  );
}
