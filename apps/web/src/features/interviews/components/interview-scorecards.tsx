import type { Interview, ScorecardSheet } from '@shortlist/contracts';
import { CheckCircle2, ClipboardCheck, EyeOff, Info } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { getErrorMessage } from '../../../lib/api-error.ts';
import { useInView } from '../../../lib/use-in-view.ts';
import { useScorecardSheet } from '../api/get-scorecard-sheet.ts';
import { ScorecardDialog } from './scorecard-dialog.tsx';
import { SubmittedScorecard } from './submitted-scorecard.tsx';

/** Scorecards open once an interview has started, and a cancelled one takes none (docs/decisions/015). */
export function takesScorecards(interview: Interview, now = Date.now()): boolean {
  return interview.status === 'scheduled' && new Date(interview.scheduled_at).getTime() <= now;
}

/** "2 scorecards submitted — you will see them once you submit yours." */
export function blindLine(hidden: number): string {
  return hidden === 1
    ? '1 scorecard submitted — you will see it once you submit yours.'
    : `${hidden} scorecards submitted — you will see them once you submit yours.`;
}

/**
 * An interview's scorecards in its row of the Interviews tab (issue 13): how many of the panel have
 * submitted, the ones this user may read, a blind line while they owe their own, Submit scorecard
 * when they may, and why not when they are on the panel and cannot yet. The sheet is asked for
 * when the row comes into view, so a long list does not fire a request per interview at once.
 */
export function InterviewScorecards({ interview }: { interview: Interview }) {
  const { ref, seen } = useInView<HTMLElement>();
  const sheet = useScorecardSheet(interview.id, seen);
  const [submitting, setSubmitting] = useState(false);
  return (
    <section
      ref={ref}
      aria-label="Scorecards"
      className="mt-3 space-y-2 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200 ring-inset"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h5 className="inline-flex items-center gap-1.5 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <ClipboardCheck className="size-3.5 text-slate-400" aria-hidden />
          Scorecards
        </h5>
        {sheet.data ? (
          <span className="text-xs text-slate-600">
            {sheet.data.submitted} of {sheet.data.panel_size} submitted
          </span>
        ) : null}
        {sheet.data?.can_submit ? (
          <Button size="sm" className="ml-auto" aria-haspopup="dialog" onClick={() => setSubmitting(true)}>
            Submit scorecard
          </Button>
        ) : null}
      </div>
      {sheet.isPending ? (
        <Spinner size="sm" label="Loading scorecards" className="text-brand-600" />
      ) : sheet.isError ? (
        <p className="text-xs text-red-700">
          Couldn&apos;t load the scorecards: {getErrorMessage(sheet.error)}{' '}
          <button
            type="button"
            className="font-medium underline hover:no-underline"
            onClick={() => sheet.refetch()}
          >
            Retry
          </button>
        </p>
      ) : (
        <SheetBody sheet={sheet.data} />
      )}
      {submitting && sheet.data ? (
        <ScorecardDialog interview={interview} sheet={sheet.data} onClose={() => setSubmitting(false)} />
      ) : null}
    </section>
  );
}

function SheetBody({ sheet }: { sheet: ScorecardSheet }) {
  const reason = sheet.can_submit ? null : sheet.cannot_submit_reason;
  return (
    <>
      {sheet.hidden > 0 ? (
        <p className="flex items-center gap-1.5 text-sm text-slate-700">
          <EyeOff className="size-4 shrink-0 text-slate-400" aria-hidden />
          {blindLine(sheet.hidden)}
        </p>
      ) : null}
      {sheet.submitted_by_me ? (
        <p className="flex items-center gap-1.5 text-xs text-emerald-700">
          <CheckCircle2 className="size-3.5 shrink-0" aria-hidden />
          Your scorecard is in.
        </p>
      ) : reason ? (
        <p className="flex items-center gap-1.5 text-xs text-slate-600">
          <Info className="size-3.5 shrink-0 text-slate-400" aria-hidden />
          {reason}
        </p>
      ) : null}
      {sheet.scorecards.length > 0 ? (
        <ul className="space-y-1.5" aria-label="Submitted scorecards">
          {sheet.scorecards.map((scorecard) => (
            <SubmittedScorecard key={scorecard.id} scorecard={scorecard} />
          ))}
        </ul>
      ) : sheet.submitted === 0 ? (
        <p className="text-xs text-slate-500">No scorecards submitted yet.</p>
      ) : null}
    </>
  );
}
