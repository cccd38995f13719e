import { useDroppable } from '@dnd-kit/core';
import {
  KANBAN_MESSAGES,
  type KanbanBoard,
  type KanbanCard,
  STAGE_ACTION_LABELS,
} from '@shortlist/contracts';
import { clsx } from 'clsx';
import { CalendarPlus, ClipboardCheck, Gauge } from 'lucide-react';
import { memo, type ReactNode, useCallback } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { QueryState } from '../../../components/ui/query-state.tsx';
import type {
  PendingScorecardsRequest,
  ScheduleInterviewRequest,
} from '../../../lib/interview-scheduling.ts';
import type { OfferLetterSlots } from '../../../lib/offer-letter.ts';
import { useBoard } from '../api/get-board.ts';
import { KANBAN_SERVICE_MESSAGES } from '../api/messages.ts';
import { useUpdateStage } from '../api/update-stage.ts';
import { interviewApplicationOf } from '../lib/card-interview.ts';
import { offerApplicationOf } from '../lib/card-offer.ts';
import { cardShown, type FoundCards, unshownMatches, useBoardSearch } from '../lib/use-board-search.ts';
import { useCardFlip } from '../lib/use-card-flip.ts';
import { BoardDnd } from './board-dnd.tsx';
import { BoardSearchStatus, MoreMatches } from './board-search-status.tsx';
import { useCardTagsMenu } from './card-tags.tsx';
import { type CardCandidate, PipelineCard, PipelineCardBody } from './pipeline-card.tsx';

const ACTION_ICONS: Record<string, typeof Gauge> = {
  score_match: Gauge,
  schedule_meet: CalendarPlus,
  scorecard: ClipboardCheck,
};

type Stage = KanbanBoard['stages'][string];

/** A stage action the board does not offer (yet): Score Match. */
const notOffered = (action: string) =>
  `${STAGE_ACTION_LABELS[action] ?? action} is not available on the board`;

type StageAction = { works: boolean; enabled: boolean; title?: string; run?: () => void };

const PipelineColumn = memo(function PipelineColumn({
  stage,
  cards,
  jobTitle,
  canMove,
  onScheduleCard,
  onAddNote,
  onViewDocuments,
  offerLetter,
  tagsMenu,
  onScheduleStage,
  onScorecardStage,
  qualityThreshold,
  jobId,
  found,
}: {
  stage: Stage;
  cards: Stage['applications'];
  jobId: number;
  /** the server's matches for the search, while they show */
  found: FoundCards | undefined;
  jobTitle: string;
  canMove: boolean;
  onScheduleCard?: (card: KanbanCard) => void;
  onAddNote?: (candidate: CardCandidate) => void;
  onViewDocuments?: (candidate: CardCandidate) => void;
  offerLetter?: (card: KanbanCard) => ReactNode;
  tagsMenu?: (card: KanbanCard) => ReactNode;
  onScheduleStage?: (stage: Stage) => void;
  onScorecardStage?: (stage: Stage) => void;
  qualityThreshold?: number;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: stage.key });
  const canScheduleHere = stage.applications.some((card) => card.status === 'active');
  const actionOf = (action: string): StageAction => {
    // Schedule Meet (issue 13): an interview for one of the stage's cards
    if (action === 'schedule_meet' && onScheduleStage)
      return {
        works: true,
        enabled: canScheduleHere,
        title: canScheduleHere ? undefined : `No one in ${stage.label} to interview`,
        run: () => onScheduleStage(stage),
      };
    // Scorecard (issue 13): the stage's interviews that wait for the user's scorecard
    if (action === 'scorecard' && onScorecardStage)
      return {
        works: true,
        enabled: stage.applications.length > 0,
        title:
          stage.applications.length > 0
            ? `Your scorecards waiting in ${stage.label}`
            : `No one in ${stage.label} to score`,
        run: () => onScorecardStage(stage),
      };
    if (action === 'schedule_meet')
      return { works: false, enabled: false, title: 'Interviews are scheduled by those who manage the job' };
    return { works: false, enabled: false, title: notOffered(action) };
  };
  return (
    <section
      ref={setNodeRef}
      data-stage-key={stage.key}
      aria-label={`${stage.label}: ${stage.count} ${stage.count === 1 ? 'application' : 'applications'}`}
      className={clsx(
        'flex min-h-[500px] w-80 shrink-0 flex-col rounded-xl bg-slate-100/80 ring-1 ring-slate-200',
        isOver && 'bg-brand-50 ring-2 ring-brand-400',
      )}
    >
      <header className="flex items-center justify-between gap-2 px-3 py-2.5">
        <h3 className="flex min-w-0 items-center gap-2 text-sm font-semibold text-slate-800">
          <span
            className="size-2 shrink-0 rounded-full"
            style={{ backgroundColor: stage.color }}
            aria-hidden
          />
          <span className="truncate">{stage.label}</span>
          <span className="rounded-full bg-white px-2 py-0.5 text-xs font-medium text-slate-600 ring-1 ring-slate-200">
            {stage.count}
          </span>
        </h3>
        <span className="flex gap-1 text-slate-400">
          {stage.actions.map((action) => {
            const Icon = ACTION_ICONS[action] ?? Gauge;
            return (
              <Icon key={action} className="size-3.5" aria-label={STAGE_ACTION_LABELS[action] ?? action} />
            );
          })}
        </span>
      </header>
      <div className="flex flex-1 flex-col gap-2 px-2 pb-2">
        {cards.length === 0 && stage.count > 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 px-3 py-8 text-center text-xs text-slate-500">
            No matches in {stage.label}
          </p>
        ) : cards.length === 0 ? (
          <div className="flex flex-1 flex-col items-center justify-center rounded-lg border border-dashed border-slate-300 px-3 py-8 text-center">
            <p className="text-xs font-medium text-slate-600">No applications in {stage.label}</p>
            <p className="text-[11px] text-slate-500">Drag candidates here to move them</p>
          </div>
        ) : (
          cards.map((card) => (
            <PipelineCard
              key={card.id}
              card={card}
              jobTitle={jobTitle}
              canMove={canMove}
              stageLabel={stage.label}
              onScheduleInterview={onScheduleCard}
              onAddNote={onAddNote}
              onViewDocuments={onViewDocuments}
              offerLetter={offerLetter}
              tagsMenu={tagsMenu}
              qualityThreshold={qualityThreshold}
            />
          ))
        )}
        <ColumnMore jobId={jobId} stage={stage} found={found} />
      </div>
      {stage.actions.length > 0 ? (
        <footer className="flex flex-wrap gap-1 border-t border-slate-200 px-2 py-2">
          {stage.actions.map((action) => {
            const { works, enabled, title, run } = actionOf(action);
            return (
              <button
                key={action}
                type="button"
                disabled={!enabled}
                title={title}
                aria-haspopup={works ? 'dialog' : undefined}
                onClick={run}
                className={clsx(
                  'rounded-md bg-white px-2 py-1 text-[11px] font-medium ring-1 ring-slate-200',
                  enabled ? 'text-slate-700 hover:bg-slate-50 hover:text-brand-700' : 'text-slate-400',
                )}
              >
                {STAGE_ACTION_LABELS[action] ?? action}
              </button>
            );
          })}
        </footer>
      ) : null}
    </section>
  );
});

/**
 * What a pipeline column holds past its cards: while the server's search shows, its matches past
 * those shown; else the cards past the board's first page, which the Kanban board pages through.
 */
function ColumnMore({ jobId, stage, found }: { jobId: number; stage: Stage; found: FoundCards | undefined }) {
  if (found) return <MoreMatches count={unshownMatches(found, stage.key)} stageLabel={stage.label} />;
  const hidden = stage.count - stage.applications.length;
  return hidden > 0 ? (
    <p className="px-2 py-1 text-center text-xs text-slate-500">
      {hidden} more in {stage.label} ·{' '}
      <Link to={`/jobs/${jobId}/kanban`} className="font-medium text-brand-700 hover:underline">
        Open the Kanban board
      </Link>
    </p>
  ) : null;
}

type PipelineBoardProps = {
  jobId: number;
  search?: string;
  /** a card's "Schedule interview" and a stage's "Schedule Meet" (issue 13), when the page can schedule */
  onScheduleInterview?: (request: ScheduleInterviewRequest) => void;
  /**
   * a card's "Add note" (spec 02 Pipeline board), when the page can take one: any signed-in user
   * may note on a candidate they see (keep it stable, the columns are memoised)
   */
  onAddNote?: (candidate: CardCandidate) => void;
  /** a card's "View documents" (spec 02 Pipeline board), when the page can list them (stable too) */
  onViewDocuments?: (candidate: CardCandidate) => void;
  /** a stage's "Scorecard" (issue 13): the user's scorecards waiting among its cards, when the page can show them */
  onPendingScorecards?: (request: PendingScorecardsRequest) => void;
  /** the job's quality threshold (out of 10), which the cards read their quality scores against */
  qualityThreshold?: number;
  /** a card's "Generate offer letter" (issue 13), when the page offers letters */
  generateOfferLetter?: OfferLetterSlots['generateOfferLetter'];
};

/**
 * The job page's pipeline tab board (spec 02 Pipeline board): one column per workflow stage;
 * drag-end really moves the application, through the same call as the Kanban page.
 */
export function PipelineBoard({
  jobId,
  search = '',
  onScheduleInterview,
  onPendingScorecards,
  onAddNote,
  onViewDocuments,
  qualityThreshold,
  generateOfferLetter,
}: PipelineBoardProps) {
  const board = useBoard(jobId);
  const searched = useBoardSearch(jobId, board.data, search);
  const jobTitle = board.data?.job_title ?? '';
  const canManage = board.data?.can_manage ?? false;
  const schedules = onScheduleInterview !== undefined && canManage;
  // stable while the job stays the same, so memoised columns keep their cards
  const onScheduleCard = useCallback(
    (card: KanbanCard) =>
      onScheduleInterview?.({
        applications: [
          interviewApplicationOf(card, { job_id: jobId, job_title: jobTitle, can_manage: canManage }),
        ],
      }),
    [onScheduleInterview, jobId, jobTitle, canManage],
  );
  const onScheduleStage = useCallback(
    (stage: Stage) =>
      onScheduleInterview?.({
        applications: stage.applications.map((card) =>
          interviewApplicationOf(card, { job_id: jobId, job_title: jobTitle, can_manage: canManage }),
        ),
      }),
    [onScheduleInterview, jobId, jobTitle, canManage],
  );
  const offerLetter = useCallback(
    (card: KanbanCard) =>
      generateOfferLetter?.({
        application: offerApplicationOf(card, { job_id: jobId, job_title: jobTitle, can_manage: canManage }),
      }),
    [generateOfferLetter, jobId, jobTitle, canManage],
  );
  const onScorecardStage = useCallback(
    (stage: Stage) =>
      onPendingScorecards?.({
        jobId,
        stageLabel: stage.label,
        applications: stage.applications.map(({ id, candidate_name }) => ({ id, candidate_name })),
      }),
    [onPendingScorecards, jobId],
  );
  // a manager's "Tags" on each card, as on the Kanban page
  const tagsMenu = useCardTagsMenu(jobId, board.data);
  const { mutate } = useUpdateStage(jobId, () => toast.error(KANBAN_MESSAGES.moveFailed));
  const { containerRef, markLocalMove } = useCardFlip<HTMLDivElement>(board.data);
  const onMove = useCallback(
    (applicationId: number, fromStage: string, toStage: string) => {
      markLocalMove(applicationId);
      mutate({ application_id: applicationId, new_stage: toStage, expected_stage: fromStage });
    },
    [mutate, markLocalMove],
  );
  return (
    <QueryState
      query={board}
      loadingLabel="Loading pipeline"
      errorTitle={KANBAN_MESSAGES.loadBoard}
      errorFallback={KANBAN_SERVICE_MESSAGES.board}
    >
      {(loaded) => {
        const data = searched.board ?? loaded;
        return (
          <>
            <BoardSearchStatus server={searched.server} />
            <BoardDnd
              board={data}
              onMove={onMove}
              renderOverlay={(card) => (
                <div className="w-76 rotate-1 overflow-hidden rounded-lg bg-white p-3 shadow-xl ring-2 ring-brand-400">
                  <PipelineCardBody
                    card={card}
                    jobTitle={data.job_title}
                    qualityThreshold={qualityThreshold}
                  />
                </div>
              )}
            >
              <div ref={containerRef} className="flex gap-3 overflow-x-auto pb-4">
                {data.stage_order.map((key) => {
                  const stage = data.stages[key];
                  if (!stage) return null;
                  return (
                    <PipelineColumn
                      key={key}
                      stage={stage}
                      cards={stage.applications.filter((card) => cardShown(card, search, [], searched.found))}
                      jobId={jobId}
                      found={searched.found}
                      jobTitle={data.job_title}
                      canMove={data.can_manage}
                      onScheduleCard={schedules ? onScheduleCard : undefined}
                      onAddNote={onAddNote}
                      onViewDocuments={onViewDocuments}
                      offerLetter={generateOfferLetter ? offerLetter : undefined}
                      tagsMenu={tagsMenu}
                      onScheduleStage={schedules ? onScheduleStage : undefined}
                      onScorecardStage={onPendingScorecards ? onScorecardStage : undefined}
                      qualityThreshold={qualityThreshold}
                    />
                  );
                })}
              </div>
            </BoardDnd>
          </>
        );
      }}
    </QueryState>
  );
}
