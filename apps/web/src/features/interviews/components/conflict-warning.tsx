import type { InterviewConflict } from '@shortlist/contracts';
import { Alert } from '../../../components/ui/alert.tsx';
import { formatSpanIn } from '../lib/interview-time.ts';

/** Who on the panel is already in another interview then: a warning — saving is still allowed. */
export function ConflictWarning({
  conflicts,
  timeZone,
}: {
  conflicts: InterviewConflict[];
  timeZone: string;
}) {
  if (conflicts.length === 0) return null;
  const people = new Set(conflicts.map((conflict) => conflict.interviewer_id)).size;
  return (
    <Alert
      tone="warning"
      title={people === 1 ? 'One interviewer is double-booked' : `${people} interviewers are double-booked`}
    >
      <ul className="mt-1 space-y-0.5">
        {conflicts.map((conflict) => (
          <li key={`${conflict.interviewer_id}-${conflict.interview_id}`}>
            <span className="font-medium">{conflict.interviewer_name}</span> has an interview{' '}
            {formatSpanIn(conflict.scheduled_at, conflict.ends_at, timeZone)}
          </li>
        ))}
      </ul>
      <p className="mt-1 text-xs">You can still save: check with them first.</p>
    </Alert>
  );
}
