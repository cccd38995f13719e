import { FileSignature } from 'lucide-react';
import type { OfferApplication } from '../../../lib/offer-letter.ts';
import { canDraftFor, isOfferStage } from '../lib/offer-draft.ts';
import { useOpenOfferLetter } from './offer-letter-host.tsx';

/**
 * spec 02 Pipeline board: "Generate offer letter" under a card in the late stages (OFFER_STAGES),
 * for an active application of a job the user manages; it opens the application's latest letter,
 * or a new one.
 */
export function GenerateOfferLetterButton({ application }: { application: OfferApplication }) {
  const open = useOpenOfferLetter();
  if (!isOfferStage(application.stage_key) || !canDraftFor(application)) return null;
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-label={`Generate offer letter for ${application.candidate.full_name}`}
      onClick={() => open({ application })}
      className="flex w-full items-center justify-center gap-1.5 rounded-md bg-white py-1 text-xs font-medium text-slate-600 ring-1 ring-slate-200 hover:bg-brand-50 hover:text-brand-700 hover:ring-brand-200 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
    >
      <FileSignature className="size-3.5" aria-hidden /> Generate offer letter
    </button>
  );
}
