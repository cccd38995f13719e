import type { Offer } from '@shortlist/contracts';
import { Download, Plus, Send } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { SENDABLE, sendBlockers } from '../lib/offer-draft.ts';

export type OfferAction = 'save' | 'submit' | 'download' | 'send';

type OfferActionsProps = {
  id: string;
  offer: Offer | null;
  editable: boolean;
  unsaved: boolean;
  busy: OfferAction | null;
  canDraftAnother: boolean;
  actions: Record<OfferAction, () => void>;
  onCreateAnother: () => void;
};

const ANSWERED = ['accepted', 'declined', 'expired'];

/**
 * The dialog's footer: what the letter's state allows. Send Offer shows until the offer is sent
 * and says, while it cannot go, what it waits for (the server refuses the same at send).
 */
export function OfferActions({
  id,
  offer,
  editable,
  unsaved,
  busy,
  canDraftAnother,
  actions,
  onCreateAnother,
}: OfferActionsProps) {
  const managing = offer ? offer.can_manage : editable;
  const sendable = managing && (offer === null || SENDABLE.includes(offer.status));
  const blockers = offer ? sendBlockers(offer) : ['Submit it for approval first.'];
  const working = busy !== null;
  const blockedId = `${id}-send-blocked`;
  return (
    <div className="-mx-6 -mb-4 flex flex-wrap items-center gap-2 rounded-b-xl border-t border-slate-100 bg-slate-50 px-6 py-3">
      <div className="min-w-0 flex-1 text-xs text-slate-500" aria-live="polite">
        {editable && unsaved && offer ? <p>Unsaved changes.</p> : null}
        {sendable && blockers.length > 0 ? (
          <p id={blockedId}>
            <span className="font-medium text-slate-700">Send Offer waits for:</span> {blockers.join(' · ')}
          </p>
        ) : null}
      </div>
      {offer && ANSWERED.includes(offer.status) && canDraftAnother ? (
        <Button
          variant="secondary"
          icon={<Plus className="size-4" />}
          onClick={onCreateAnother}
          disabled={working}
        >
          Create Another Offer
        </Button>
      ) : null}
      {offer || editable ? (
        <Button
          variant="secondary"
          icon={<Download className="size-4" />}
          onClick={actions.download}
          loading={busy === 'download'}
          disabled={working}
        >
          Download PDF
        </Button>
      ) : null}
      {editable ? (
        <>
          <Button
            variant="secondary"
            onClick={actions.save}
            loading={busy === 'save'}
            disabled={working || !unsaved}
          >
            Save draft
          </Button>
          <Button variant="secondary" onClick={actions.submit} loading={busy === 'submit'} disabled={working}>
            Submit for approval
          </Button>
        </>
      ) : null}
      {sendable ? (
        <Button
          icon={<Send className="size-4" />}
          onClick={actions.send}
          loading={busy === 'send'}
          disabled={working || blockers.length > 0}
          aria-describedby={blockers.length > 0 ? blockedId : undefined}
        >
          Send Offer
        </Button>
      ) : null}
    </div>
  );
}
