import { CheckCircle2, Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';

/** spec 02 Offer-letter dialog: the confirmation after a send, with "Create Another Offer". */
export function OfferSentPanel({ email, onCreateAnother }: { email: string; onCreateAnother?: () => void }) {
  return (
    <div role="status" className="flex flex-col items-center gap-2 px-6 py-12 text-center">
      <div className="mb-2 flex size-12 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
        <CheckCircle2 className="size-6" aria-hidden />
      </div>
      <p className="text-base font-semibold text-slate-900">Offer Letter Sent!</p>
      <p className="text-sm text-slate-600">
        The offer letter has been sent to <span className="font-medium text-slate-900">{email}</span>
      </p>
      {onCreateAnother ? (
        <Button
          variant="secondary"
          className="mt-4"
          icon={<Plus className="size-4" />}
          onClick={onCreateAnother}
        >
          Create Another Offer
        </Button>
      ) : null}
    </div>
  );
}
