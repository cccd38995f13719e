import { useDroppable } from '@dnd-kit/core';
import { KANBAN_MESSAGES, type KanbanBoard, STAGE_ACTION_LABELS } from '@shortlist/contracts';
import { clsx } from 'clsx';
import { CalendarPlus, ClipboardCheck, Gauge } from 'lucide-react';
import { memo, useCallback } from 'react';
import { toast } from 'sonner';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useBoard } from '../api/get-board.ts';
import { useUpdateStage } from '../api/update-stage.ts';
import { cardMatches } from '../lib/board-state.ts';
import { useCardFlip } from '../lib/use-card-flip.ts';
import { BoardDnd } from './board-dnd.tsx';
import { PipelineCard, PipelineCardBody } from './pipeline-card.tsx';

const ACTION_ICONS: Record<string, typeof Gauge> = {
  score_match: Gauge,
  schedule_meet: CalendarPlus,
  scorecard: ClipboardCheck,
};

type Stage = KanbanBoard['stages'][string];

const PipelineColumn = memo(function PipelineColumn({
  stage,
  cards,
  jobTitle,
  canMove,
}: {
  stage: Stage;
  cards: Stage['applications'];
  jobTitle: string;
  canMove: boolean;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: stage.key });
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
        {cards.length === 0 ? (
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
            />
          ))
        )}
      </div>
      {stage.actions.length > 0 ? (
        <footer className="flex flex-wrap gap-1 border-t border-slate-200 px-2 py-2">
          {stage.actions.map((action) => (
            <button
              key={action}
              type="button"
              disabled
              title="Stage actions arrive with interviews and scorecards"
              className="rounded-md bg-white px-2 py-1 text-[11px] font-medium text-slate-400 ring-1 ring-slate-200"
            >
              {STAGE_ACTION_LABELS[action] ?? action}
            </button>
          ))}
        </footer>
      ) : null}
    </section>
  );
});

/**
 * The job page's pipeline tab board (spec 02 Pipeline board): one column per workflow stage;
 * drag-end really moves the application, through the same call as the Kanban page.
 */
export function PipelineBoard({ jobId, search = '' }: { jobId: number; search?: string }) {
  const board = useBoard(jobId);
  const { mutate } = useUpdateStage(jobId, () => toast.error(KANBAN_MESSAGES.moveFailed));
  const { containerRef, markLocalMove } = useCardFlip<HTMLDivElement>(board.data);
  const onMove = useCallback(
    (applicationId: number, fromStage: string, toStage: string) => {
      markLocalMove(applicationId);
      mutate({ application_id: applicationId, new_stage: toStage, expected_stage: fromStage });
    },
    [mutate, markLocalMove],
  );
  if (board.isPending) {
    return (
      <div className="flex justify-center py-16 text-brand-600">
        <Spinner size="lg" label="Loading pipeline" />
      </div>
    );
  }
  if (board.isError) {
    return (
      <ErrorState
        title={KANBAN_MESSAGES.loadBoard}
        error={board.error}
        onRetry={() => board.refetch()}
        retrying={board.isFetching}
      />
    );
  }
  const data = board.data;
  return (
    <BoardDnd
      board={data}
      onMove={onMove}
      renderOverlay={(card) => (
        <div className="w-76 rotate-1 overflow-hidden rounded-lg bg-white p-3 shadow-xl ring-2 ring-brand-400">
          <PipelineCardBody card={card} jobTitle={data.job_title} />
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
              cards={stage.applications.filter((card) => cardMatches(card, search, []))}
              jobTitle={data.job_title}
              canMove={data.can_manage}
            />
          );
        })}
      </div>
    </BoardDnd>
  );
}
