import { INTERVIEW_TYPE_LABELS, type KanbanCard } from '@shortlist/contracts';
import { CalendarClock } from 'lucide-react';
import { formatAppointment } from '../../../lib/format.ts';

/** A card's next interview (issue 13): "Prospector · Tue, Dec 1, 2:00 PM" on the viewer's clock. */
export function UpcomingInterview({ interview }: { interview: KanbanCard['upcoming_interview'] }) {
  if (!interview) return null;
  const label = INTERVIEW_TYPE_LABELS[interview.type as keyof typeof INTERVIEW_TYPE_LABELS] ?? interview.type;
  return (
    <p className="mt-1.5 flex items-center gap-1 text-[11px] font-medium text-brand-700">
      <CalendarClock className="size-3 shrink-0" aria-hidden />
      <span className="sr-only">Next interview:</span>
      <span className="truncate">
        {label} · {formatAppointment(interview.scheduled_at)}
      </span>
    </p>
  );
}
