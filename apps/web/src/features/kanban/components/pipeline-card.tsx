import { useDraggable } from '@dnd-kit/core';
import {
  APPLICATION_SOURCE_LABELS,
  type APPLICATION_SOURCES,
  cardBanner,
  type KanbanCard,
} from '@shortlist/contracts';
import { clsx } from 'clsx';
import { CalendarPlus, MessageSquarePlus, Paperclip } from 'lucide-react';
import { type KeyboardEvent, memo, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { formatDate } from '../../../lib/format.ts';
import { CardActionButton } from './card-action-button.tsx';
import { CardTagList } from './card-tags.tsx';
import { LastInterview, QualityScore } from './interview-verdict.tsx';
import { MatchBadge } from './match-badge.tsx';
import { UpcomingInterview } from './upcoming-interview.tsx';

/** Room at the footer's right end for the card's buttons (each 1.5rem with a little gap). */
const FOOTER_INSET: Record<number, string | undefined> = { 1: 'pr-7', 2: 'pr-14', 3: 'pr-21', 4: 'pr-28' };

/** The candidate a card's Add note or View documents is for. */
export type CardCandidate = { id: number; full_name: string };

const BANNER_TONE = (score: number) =>
  score >= 90
    ? 'bg-emerald-50 text-emerald-800'
    : score >= 80
      ? 'bg-sky-50 text-sky-800'
      : 'bg-amber-50 text-amber-800';

/** The pipeline board's card (spec 02 Pipeline board). */
export const PipelineCardBody = memo(function PipelineCardBody({
  card,
  jobTitle,
  actionCount = 0,
  qualityThreshold,
}: {
  card: KanbanCard;
  jobTitle: string;
  /** how many buttons sit over the footer's right end */
  actionCount?: number;
  /** the job's quality threshold (out of 10), which the quality score is read against */
  qualityThreshold?: number;
}) {
  const banner = cardBanner(card.match_score);
  const skills = card.candidate_skills;
  return (
    <>
      {banner && card.match_score !== null ? (
        <p
          className={clsx(
            '-mx-3 -mt-3 mb-2 rounded-t-lg px-3 py-1 text-[11px] font-medium',
            BANNER_TONE(card.match_score),
          )}
        >
          {banner}
        </p>
      ) : null}
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-slate-900">{card.candidate_name}</p>
          <p className="truncate text-xs text-slate-500">{jobTitle}</p>
        </div>
        <MatchBadge score={card.match_score} />
      </div>
      <p className="mt-1 text-[11px] text-slate-500">
        {APPLICATION_SOURCE_LABELS[card.source as (typeof APPLICATION_SOURCES)[number]] ?? 'Other'}
      </p>
      {skills.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-1" aria-label="Skills">
          {skills.slice(0, 3).map((skill) => (
            <li key={skill} className="rounded bg-slate-100 px-1.5 py-0.5 text-[11px] text-slate-700">
              {skill}
            </li>
          ))}
          {skills.length > 3 ? (
            <li className="px-1 text-[11px] text-slate-500">+{skills.length - 3}</li>
          ) : null}
        </ul>
      ) : null}
      <CardTagList tags={card.tags} />
      {card.ai_summary ? <p className="mt-2 line-clamp-2 text-xs text-slate-600">{card.ai_summary}</p> : null}
      {card.culture_fit_score !== null || card.growth_potential_score !== null ? (
        <p className="mt-1.5 flex gap-3 text-[11px] text-slate-600">
          {card.culture_fit_score !== null ? <span>Culture fit {card.culture_fit_score}%</span> : null}
          {card.growth_potential_score !== null ? <span>Growth {card.growth_potential_score}%</span> : null}
        </p>
      ) : null}
      {card.red_flags.map((flag) => (
        <p key={flag} className="mt-1 text-[11px] text-red-700">
          {flag}
        </p>
      ))}
      {card.quality_score !== null || card.last_interview ? (
        <p className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1">
          <QualityScore score={card.quality_score} threshold={qualityThreshold} />
          <LastInterview interview={card.last_interview} />
        </p>
      ) : null}
      <UpcomingInterview interview={card.upcoming_interview} />
      <p
        className={clsx(
          'mt-2 border-t border-slate-100 pt-2 text-[11px] text-slate-500',
          FOOTER_INSET[actionCount],
        )}
      >
        Applied {card.applied_at ? formatDate(card.applied_at) : 'No date'}
      </p>
    </>
  );
});

type PipelineCardProps = {
  card: KanbanCard;
  jobTitle: string;
  canMove: boolean;
  stageLabel: string;
  /** "Schedule interview" (issue 13), when the page can schedule and the user manages the job */
  onScheduleInterview?: (card: KanbanCard) => void;
  /** "Add note" (spec 02 Pipeline board), when the page can take a note */
  onAddNote?: (candidate: CardCandidate) => void;
  /** "View documents" (spec 02 Pipeline board), when the page can list them */
  onViewDocuments?: (candidate: CardCandidate) => void;
  /** "Generate offer letter" under the card (issue 13), when the page offers letters */
  offerLetter?: (card: KanbanCard) => ReactNode;
  /** "Tags" (issue 17): the tag editor, when the user manages the job */
  tagsMenu?: (card: KanbanCard) => ReactNode;
  qualityThreshold?: number;
};

/**
 * A draggable card; click or Enter opens the candidate. "Tags", "Add note", "Schedule interview"
 * and "View documents" sit over the card's footer as buttons of their own, outside the drag handle,
 * so pressing one never starts a drag or opens the candidate.
 */
export function PipelineCard({
  card,
  jobTitle,
  canMove,
  stageLabel,
  qualityThreshold,
  offerLetter,
  tagsMenu,
  onAddNote,
  onViewDocuments,
  ...props
}: PipelineCardProps) {
  // only an active application takes interviews
  const onScheduleInterview = card.status === 'active' ? props.onScheduleInterview : undefined;
  const navigate = useNavigate();
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: card.id,
    data: { stage: card.current_stage },
    disabled: !canMove,
  });
  const open = () => navigate(`/candidates/${card.candidate_id}`);
  const candidate = { id: card.candidate_id, full_name: card.candidate_name };
  const actions = [
    onAddNote && {
      label: `Add note for ${card.candidate_name}`,
      title: 'Add note',
      icon: <MessageSquarePlus className="size-3.5" aria-hidden />,
      run: () => onAddNote(candidate),
    },
    onScheduleInterview && {
      label: `Schedule interview for ${card.candidate_name}`,
      title: 'Schedule interview',
      icon: <CalendarPlus className="size-3.5" aria-hidden />,
      run: () => onScheduleInterview(card),
    },
    onViewDocuments && {
      label: `View documents of ${card.candidate_name}`,
      title: 'View documents',
      icon: <Paperclip className="size-3.5" aria-hidden />,
      run: () => onViewDocuments(candidate),
    },
  ].filter((action) => action !== undefined);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && !isDragging) open();
    listeners?.onKeyDown?.(event);
  };
  return (
    <div className="space-y-1">
      <div className="relative">
        {/* biome-ignore lint/a11y/useSemanticElements: a card holds lists and paragraphs, which a <button> may not; dnd-kit's attributes give it role="button". */}
        <div
          ref={setNodeRef}
          {...attributes}
          {...listeners}
          role="button"
          tabIndex={0}
          onKeyDown={onKeyDown}
          onClick={open}
          aria-roledescription="Draggable candidate card"
          aria-label={`${card.candidate_name}, ${stageLabel}`}
          data-application-id={card.id}
          className={clsx(
            'overflow-hidden rounded-lg bg-white p-3 shadow-xs ring-1 ring-slate-200 select-none hover:shadow-md',
            'focus-visible:ring-2 focus-visible:ring-brand-500',
            canMove ? 'cursor-grab' : 'cursor-pointer',
            isDragging && 'opacity-40',
          )}
        >
          <PipelineCardBody
            card={card}
            jobTitle={jobTitle}
            actionCount={actions.length + Number(Boolean(tagsMenu))}
            qualityThreshold={qualityThreshold}
          />
        </div>
        {(actions.length > 0 || tagsMenu) && !isDragging ? (
          <div className="absolute right-1.5 bottom-1.5 flex items-center gap-0.5">
            {tagsMenu?.(card)}
            {actions.map(({ label, title, icon, run }) => (
              <CardActionButton key={title} label={label} title={title} icon={icon} onClick={run} />
            ))}
          </div>
        ) : null}
      </div>
      {offerLetter?.(card)}
    </div>
  );
}
