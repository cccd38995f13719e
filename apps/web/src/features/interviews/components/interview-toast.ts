import type { InterviewResult } from '@shortlist/contracts';
import { toast } from 'sonner';
import { formatList } from '../../../lib/format.ts';

type Done = 'scheduled' | 'rescheduled' | 'cancelled';

function mailSent(count: number, done: Done) {
  if (count === 0) return 'No one was e-mailed.';
  const what = done === 'cancelled' ? 'cancellation' : 'calendar invitation';
  return count === 1 ? `1 ${what} sent.` : `${count} ${what}s sent.`;
}

/** The server saved it: how many were e-mailed, who is double-booked, and its warnings. */
export function toastSaved(
  { interview, invitations_sent, conflicts, warnings }: InterviewResult,
  done: Done,
) {
  const booked = [...new Set(conflicts.map((conflict) => conflict.interviewer_name))];
  const description = [
    mailSent(invitations_sent, done),
    ...(booked.length > 0 ? [`Double-booked: ${formatList(booked)}.`] : []),
  ].join(' ');
  toast.success(`${interview.interview_type_label} with ${interview.candidate_name} ${done}`, {
    description,
  });
  for (const warning of warnings) toast.warning(warning);
}
