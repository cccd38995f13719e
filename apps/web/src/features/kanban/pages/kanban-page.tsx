import { KANBAN_MESSAGES, type KanbanBoard, type KanbanCard } from '@shortlist/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { CentredSpinner } from '../../../components/ui/spinner.tsx';
import { getErrorMessage } from '../../../lib/api-error.ts';
import type { ApplicationOutcomeSlot } from '../../../lib/application-outcome.ts';
import { useAuth } from '../../../lib/auth-session.tsx';
import type { ComposeEmailSlot } from '../../../lib/compose-email.ts';
import type { ScheduleInterviewSlot } from '../../../lib/interview-scheduling.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { kanbanKeys, useBoard } from '../api/get-board.ts';
import { getStageCards } from '../api/get-stage-cards.ts';
import { KANBAN_SERVICE_MESSAGES } from '../api/messages.ts';
import { useUpdateStage } from '../api/update-stage.ts';
import { BoardSearchStatus } from '../components/board-search-status.tsx';
import { BoardSummary } from '../components/board-summary.tsx';
import { BoardToolbar } from '../components/board-toolbar.tsx';
import { useCardTagsMenu } from '../components/card-tags.tsx';
import { KanbanBoardView } from '../components/kanban-board.tsx';
import { SettingsPanel } from '../components/settings-panel.tsx';
import { TagFilters } from '../components/tag-filters.tsx';
import { appendCards } from '../lib/board-state.ts';
import { interviewApplicationOf } from '../lib/card-interview.ts';
import { useCardOutcomeMenu } from '../lib/card-outcome.ts';
import { useBoardSearch } from '../lib/use-board-search.ts';

/** What other features put on the board; `app/router.tsx` fills them. */
export type KanbanPageSlots = {
  /** a card's "Send email" (issue 12): the compose dialog for that application */
  composeEmail?: ComposeEmailSlot;
  /** a card's "More actions" (issue 13): reject, withdraw, hire or reopen its application */
  applicationOutcome?: ApplicationOutcomeSlot;
  /** a card's "Schedule interview" (issue 13): the Schedule Interview dialog for its application */
  scheduleInterview?: ScheduleInterviewSlot;
};

type KanbanPageProps = {
  slots?: KanbanPageSlots;
  /** the job's quality threshold (out of 10), when the page that mounts the board knows the job */
  qualityThreshold?: number;
};

/** /jobs/{jobId}/kanban (spec 02 Kanban board). */
export function KanbanPage({ slots = {}, qualityThreshold }: KanbanPageProps) {
  const { jobId: raw } = useParams();
  const jobId = Number(raw);
  if (!raw || !Number.isInteger(jobId) || jobId <= 0) {
    return <EmptyState title={KANBAN_MESSAGES.noJobId} description="Open a board from the jobs list." />;
  }
  return <KanbanForJob jobId={jobId} slots={slots} qualityThreshold={qualityThreshold} />;
}

function KanbanForJob({
  jobId,
  slots,
  qualityThreshold,
}: {
  jobId: number;
  slots: KanbanPageSlots;
  qualityThreshold?: number;
}) {
  const board = useBoard(jobId);
  // a rejected or withdrawn card leaves the board when the refetched board no longer holds it
  const outcomeMenu = useCardOutcomeMenu(slots.applicationOutcome, board.data);
  const { can } = useAuth();
  const composeEmail = can('send_email') ? slots.composeEmail : undefined;
  const [emailing, setEmailing] = useState<KanbanCard | null>(null);
  const [scheduling, setScheduling] = useState<KanbanCard | null>(null);
  useDocumentTitle(board.data ? `${board.data.job_title} — Kanban` : 'Kanban board');
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [tags, setTags] = useState<string[]>([]);
  const searched = useBoardSearch(jobId, board.data, search);
  const [loadingStage, setLoadingStage] = useState<string | null>(null);
  const move = useUpdateStage(jobId, () => toast.error(KANBAN_MESSAGES.moveFailed));
  const { mutate } = move;
  const moveCard = useCallback(
    (applicationId: number, fromStage: string, toStage: string) =>
      mutate({ application_id: applicationId, new_stage: toStage, expected_stage: fromStage }),
    [mutate],
  );

  const boardData = board.data;
  // a manager's "Tags" on each card
  const tagsMenu = useCardTagsMenu(jobId, boardData);
  const loadMore = useCallback(
    async (stageKey: string) => {
      const current = boardData;
      const stage = current?.stages[stageKey];
      if (!current || !stage) return;
      setLoadingStage(stageKey);
      try {
        const { results } = await getStageCards(jobId, stageKey, {
          offset: stage.applications.length,
          limit: current.configuration.cards_per_stage_limit,
          sort: current.configuration.default_sort,
        });
        queryClient.setQueryData<KanbanBoard>(kanbanKeys.board(jobId), (data) =>
          data ? appendCards(data, stageKey, results) : data,
        );
      } catch (error) {
        toast.error(getErrorMessage(error, KANBAN_SERVICE_MESSAGES.stageCards));
      } finally {
        setLoadingStage(null);
      }
    },
    [boardData, jobId, queryClient],
  );

  // the board stays on screen when a refresh fails (QueryState): say so
  const refresh = () =>
    void board.refetch().then(({ error }) => {
      if (error) toast.error(getErrorMessage(error, KANBAN_SERVICE_MESSAGES.board));
    });

  const back = (
    <Link to="/jobs" className="inline-flex items-center gap-1 text-sm text-slate-500 hover:text-slate-800">
      <ArrowLeft className="size-4" aria-hidden /> Back to Jobs
    </Link>
  );

  return (
    <QueryState
      query={board}
      loading={<CentredSpinner label="Loading Kanban board" className="py-24" />}
      errorTitle={KANBAN_MESSAGES.loadBoard}
      errorFallback={KANBAN_SERVICE_MESSAGES.board}
      frame={(message) => (
        <>
          {back}
          {message}
        </>
      )}
    >
      {(data) => (
        <div className="flex min-w-0 flex-col">
          {back}
          <div className="mt-2 mb-4 flex flex-wrap items-end justify-between gap-3">
            <div>
              <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{data.job_title}</h1>
              <p className="text-sm text-slate-500">
                Kanban board · {data.metrics.total_applications} candidates in {data.stage_order.length}{' '}
                stages
              </p>
            </div>
            {data.can_manage ? null : (
              <p className="text-xs text-slate-500">
                View only: you do not manage this job, so cards cannot be moved.
              </p>
            )}
          </div>
          <BoardToolbar
            jobId={jobId}
            jobTitle={data.job_title}
            search={search}
            onSearch={setSearch}
            refreshing={board.isFetching && !move.isPending}
            onRefresh={refresh}
            settings={
              <SettingsPanel
                key={JSON.stringify(data.configuration)}
                configuration={data.configuration}
                canEdit={data.can_manage}
              />
            }
          />
          <BoardSearchStatus server={searched.server} />
          <BoardSummary board={data} />
          <div className="mb-3">
            <TagFilters
              tags={data.tags}
              selected={tags}
              onToggle={(tag) =>
                setTags((chosen) =>
                  chosen.includes(tag) ? chosen.filter((t) => t !== tag) : [...chosen, tag],
                )
              }
            />
          </div>
          <KanbanBoardView
            board={searched.board ?? data}
            search={search}
            tags={tags}
            found={searched.found}
            loadingStage={loadingStage}
            canMove={data.can_manage}
            onLoadMore={loadMore}
            onMove={moveCard}
            onScheduleInterview={slots.scheduleInterview && data.can_manage ? setScheduling : undefined}
            onSendEmail={composeEmail ? setEmailing : undefined}
            outcomeMenu={outcomeMenu}
            tagsMenu={tagsMenu}
            qualityThreshold={qualityThreshold}
          />
          {slots.scheduleInterview?.({
            open: scheduling !== null,
            onOpenChange: (open) => !open && setScheduling(null),
            applications: scheduling ? [interviewApplicationOf(scheduling, data)] : [],
          })}
          {composeEmail?.({
            open: emailing !== null,
            onOpenChange: (open) => !open && setEmailing(null),
            prefill: {
              to: emailing?.primary_email ?? undefined,
              applicationId: emailing?.id,
              candidateName: emailing?.candidate_name,
              jobTitle: data.job_title,
            },
          })}
        </div>
      )}
    </QueryState>
  );
}
