import { ShieldCheck } from 'lucide-react';
import { formatDate } from '../../../../lib/format.ts';

/**
 * Issue 16: what an erased record is. Said once, at the top of the page, so nobody takes the
 * empty profile for missing data or looks for the notes and e-mails that went with it.
 */
export function ErasedBanner({ erasedAt }: { erasedAt: string }) {
  return (
    <section
      aria-label="Personal data erased"
      className="flex gap-3 rounded-xl bg-slate-800 px-5 py-4 text-sm text-slate-200 shadow-xs"
    >
      <ShieldCheck className="mt-0.5 size-5 shrink-0 text-emerald-300" aria-hidden />
      <div className="space-y-1">
        <p className="font-semibold text-white">
          Personal data erased on <time dateTime={erasedAt}>{formatDate(erasedAt, 'long')}</time>
        </p>
        <p>
          This record keeps only its applications' history: job, stage, status and stage moves. The profile,
          CV and documents, notes, e-mails, interviews and offers were deleted and cannot be restored.
        </p>
      </div>
    </section>
  );
}
