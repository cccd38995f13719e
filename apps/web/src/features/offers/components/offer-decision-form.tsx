import { OFFER_MESSAGES, type Offer } from '@shortlist/contracts';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { FormErrors } from '../../../components/ui/form-errors.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { formErrorsOf } from '../../../lib/api-error.ts';
import { type OfferDecision, useDecideOffer } from '../api/decide-offer.ts';

/**
 * An approver's Approve or Reject of the current version; a rejection says why (the author reads
 * it on the returned draft). The comment is kept when the server refuses.
 */
export function OfferDecisionForm({ offer }: { offer: Offer }) {
  const id = useId();
  const decide = useDecideOffer();
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const server = formErrorsOf(decide.error, ['comment'] as const);
  const error = missing ? OFFER_MESSAGES.commentRequired : server.fields.comment;

  const submit = (decision: OfferDecision['decision']) => {
    if (decision === 'reject' && !comment.trim()) {
      setMissing(true);
      document.getElementById(`${id}-comment`)?.focus();
      return;
    }
    // as in the answer form: the decision's own event may take this form away before the response
    decide.mutateAsync({ id: offer.id, decision, comment: comment.trim() }).then(
      () => {
        setComment('');
        toast.success(decision === 'approve' ? 'Offer approved' : 'Offer sent back to its author');
      },
      () => {},
    );
  };

  return (
    <section
      className="space-y-3 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200"
      aria-label="Your decision"
    >
      <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Your decision</h3>
      <FormErrors messages={server.other} />
      <FormField label="Comment" htmlFor={`${id}-comment`} error={error} hint="Required to reject.">
        <Textarea
          id={`${id}-comment`}
          rows={2}
          value={comment}
          invalid={Boolean(error)}
          onChange={(event) => {
            setComment(event.target.value);
            setMissing(false);
          }}
        />
      </FormField>
      <div className="flex gap-2">
        <Button
          size="sm"
          onClick={() => submit('approve')}
          loading={decide.isPending && decide.variables?.decision === 'approve'}
          disabled={decide.isPending}
        >
          Approve
        </Button>
        <Button
          size="sm"
          variant="danger"
          onClick={() => submit('reject')}
          loading={decide.isPending && decide.variables?.decision === 'reject'}
          disabled={decide.isPending}
        >
          Reject
        </Button>
      </div>
    </section>
  );
}
