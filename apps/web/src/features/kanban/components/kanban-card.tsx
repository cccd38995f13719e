import { useDraggable } from '@dnd-kit/core';
import { APPLICATION_STATUS_LABELS, type KanbanCard as Card, type PriorityLevel } from '@shortlist/contracts';
import { clsx } from 'clsx';
import { formatDistanceToNowStrict } from 'date-fns';
import { AlertTriangle, CalendarPlus, Clock, Mail } from 'lucide-react';
import { type KeyboardEvent, memo, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { formatAgoShort } from '../../../lib/format.ts';
import { CardActionButton } from './card-action-button.tsx';
import { CardTagList } from './card-tags.tsx';
import { LastInterview, QualityScore } from './interview-verdict.tsx';
import { MatchBadge } from './match-badge.tsx';
import { UpcomingInterview } from './upcoming-interview.tsx';

const PRIORITY_TONE: Record<PriorityLevel, BadgeTone> = {
  urgent: 'red',
  high: 'orange',
  medium: 'blue',
  other: 'neutral',
};

type CardProps = {
  card: Card;
  showMatchScore: boolean;
  showDaysInStage: boolean;
  /** how many buttons (tags, interview, e-mail, more actions) sit over the footer's right end */
  actionCount?: number;
  /** the job's quality threshold (out of 10), which the quality score is read against */
  qualityThreshold?: number;
};

const ACTION_INSET = ['', 'pr-7', 'pr-14', 'pr-21', 'pr-28'] as const;

/** What a card shows (spec 02 §3 Kanban card); memoised so a drag does not re-render every card. */
export const KanbanCardBody = memo(function KanbanCardBody({
  card,
  showMatchScore,
  showDaysInStage,
  actionCount = 0,
  qualityThreshold,
}: CardProps) {
  return (
    <>
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-slate-900">{card.candidate_name}</p>
          <p className="truncate text-xs text-slate-500">{card.primary_email ?? 'No email'}</p>
        </div>
        {card.priority_level === 'other' ? null : (
          <Badge tone={PRIORITY_TONE[card.priority_level]} className="capitalize">
            {card.priority_level}
          </Badge>
        )}
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-1.5">
        {card.status === 'hired' ? <Badge tone="green">{APPLICATION_STATUS_LABELS.hired}</Badge> : null}
        {showMatchScore ? <MatchBadge score={card.match_score} /> : null}
        <QualityScore score={card.quality_score} threshold={qualityThreshold} />
      </div>
      {card.ai_summary ? <p className="mt-2 line-clamp-2 text-xs text-slate-600">{card.ai_summary}</p> : null}
      {card.skills_match.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-1" aria-label="Matched skills">
          {card.skills_match.map((skill) => (
            <li key={skill} className="rounded bg-slate-100 px-1.5 py-0.5 text-[11px] text-slate-700">
              {skill}
            </li>
          ))}
        </ul>
      ) : null}
      <CardTagList tags={card.tags} />
      {card.red_flags.map((flag) => (
        <p key={flag} className="mt-1.5 flex items-center gap-1 text-[11px] text-red-700">
          <AlertTriangle className="size-3" aria-hidden />
          {flag}
        </p>
      ))}
      <UpcomingInterview interview={card.upcoming_interview} />
      {card.last_interview ? (
        <p className="mt-1.5">
          <LastInterview interview={card.last_interview} />
        </p>
      ) : null}
      <div
        className={clsx(
          'mt-2 flex items-center justify-between gap-2 border-t border-slate-100 pt-2 text-[11px] text-slate-500',
          ACTION_INSET[Math.min(actionCount, ACTION_INSET.length - 1)],
        )}
      >
        {showDaysInStage ? (
          <span
            className={clsx(
              'inline-flex shrink-0 items-center gap-1 whitespace-nowrap',
              card.days_in_stage >= 7 && 'font-medium text-amber-700',
            )}
          >
            <Clock className="size-3" aria-hidden />
            {card.days_in_stage === 1 ? '1 day' : `${card.days_in_stage} days`} in stage
          </span>
        ) : (
          <span />
        )}
        {card.last_activity ? (
          <span
            className="truncate"
            title={`${card.last_activity.description}, ${formatDistanceToNowStrict(new Date(card.last_activity.timestamp), { addSuffix: true })}`}
          >
            {formatAgoShort(card.last_activity.timestamp)}
          </span>
        ) : null}
      </div>
    </>
  );
});

/**
 * A draggable card: mouse or touch drag, or keyboard (Space lifts, arrows move between
 * columns, Space drops, Escape cancels). Click or Enter opens the candidate. "Tags", "Schedule
 * interview", "Send email" and "More actions" sit beside the card, not inside it, so they are buttons of their
 * own rather than part of the drag handle.
 */
export function KanbanCard(
  props: CardProps & {
    stageLabel: string;
    canMove: boolean;
    onScheduleInterview?: (card: Card) => void;
    onSendEmail?: (card: Card) => void;
    outcomeMenu?: (card: Card) => ReactNode;
    tagsMenu?: (card: Card) => ReactNode;
  },
) {
  const { card, onSendEmail, outcomeMenu, tagsMenu } = props;
  // only an active application takes interviews
  const onScheduleInterview = card.status === 'active' ? props.onScheduleInterview : undefined;
  const navigate = useNavigate();
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: card.id,
    data: { stage: card.current_stage },
    disabled: !props.canMove,
  });
  const open = () => navigate(`/candidates/${card.candidate_id}`);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && !isDragging) open();
    listeners?.onKeyDown?.(event);
  };
  return (
    <div className="relative">
      {/* biome-ignore lint/a11y/useSemanticElements: a card holds lists and paragraphs, which a <button> may not; dnd-kit's attributes give it role="button" and tabIndex 0. */}
      <div
        ref={setNodeRef}
        {...attributes}
        role="button"
        tabIndex={0}
        {...listeners}
        onKeyDown={onKeyDown}
        onClick={open}
        aria-roledescription="Draggable candidate card"
        aria-label={`${card.candidate_name}, ${props.stageLabel}${card.match_score !== null ? `, ${card.match_score}% match` : ''}`}
        data-application-id={card.id}
        className={clsx(
          props.canMove ? 'cursor-grab' : 'cursor-pointer',
          'rounded-lg bg-white p-3 shadow-xs ring-1 ring-slate-200 transition-shadow select-none hover:shadow-md hover:ring-slate-300',
          'focus-visible:ring-2 focus-visible:ring-brand-500',
          isDragging && 'opacity-40',
        )}
      >
        <KanbanCardBody
          card={card}
          showMatchScore={props.showMatchScore}
          showDaysInStage={props.showDaysInStage}
          qualityThreshold={props.qualityThreshold}
          actionCount={
            Number(Boolean(tagsMenu)) +
            Number(Boolean(onScheduleInterview)) +
            Number(Boolean(onSendEmail)) +
            Number(Boolean(outcomeMenu))
          }
        />
      </div>
      {isDragging ? null : (
        <div className="absolute right-1.5 bottom-1.5 flex items-center gap-0.5">
          {tagsMenu?.(card)}
          {onScheduleInterview ? (
            <CardActionButton
              label={`Schedule interview for ${card.candidate_name}`}
              title="Schedule interview"
              icon={<CalendarPlus className="size-3.5" aria-hidden />}
              onClick={() => onScheduleInterview(card)}
            />
          ) : null}
          {onSendEmail ? (
            <CardActionButton
              label={`Send email to ${card.candidate_name}`}
              title="Send email"
              icon={<Mail className="size-3.5" aria-hidden />}
              onClick={() => onSendEmail(card)}
            />
          ) : null}
          {outcomeMenu?.(card)}
        </div>
      )}
    </div>
  );
}
