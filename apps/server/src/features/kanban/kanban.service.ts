import {
  APPLICATION_MESSAGES,
  type BoardMetrics,
  type BoardSearchResult,
  JOB_MESSAGES,
  KANBAN_MESSAGES,
  type KanbanCard,
  type KanbanConfigCreate,
  type KanbanSort,
  STALE_DAYS,
  type UpdateStage,
} from '@shortlist/contracts';
import type { CandidateSearchIndex } from '../../db/candidate-search-index.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import type { DomainEvents } from '../../platform/events.ts';
import type { UserContext } from '../../platform/service-context.ts';
import type { Clock } from '../../platform/tokens.ts';
import {
  changeApplicationTags,
  findApplicationOrThrow,
  moveApplicationStage,
} from '../applications/application-changes.service.ts';
import { canManageJob, requireJob, requireManageableJob } from '../jobs/job-access.ts';
import { workflowOf } from '../pipeline/pipeline.service.ts';
import { buildSharedBoard } from './board-build.ts';
import type { BoardCache } from './board-cache.ts';
import { type BoardRosters, matchingCards } from './board-search.ts';
import { DEFAULT_CONFIGURATION, presentCard, presentConfiguration, round1 } from './kanban.presenter.ts';
import { findConfigById, findConfigByJob, findJobBoardSettings, upsertConfig } from './kanban.queries.ts';
import {
  selectBoardStanding,
  selectCards,
  selectScoreBuckets,
  selectStageStats,
} from './kanban.read-model.ts';

export type KanbanDeps = { db: Db; clock: Clock; events: DomainEvents };
export type BoardDeps = KanbanDeps & { boards: BoardCache };
export type BoardSearchDeps = KanbanDeps & { people: CandidateSearchIndex; rosters: BoardRosters };

/**
 * spec 02 §3 Kanban board as one viewer sees it, as JSON: the shared part from the board cache
 * while the job's board number stands (docs/decisions/020), then the viewer's own part — whether
 * they may manage the job and which verdicts are still blind to them. Two statements when cached.
 */
export async function getBoardJson(
  { db, clock, boards, user }: UserContext<BoardDeps>,
  { jobId }: { jobId: number },
): Promise<Buffer> {
  const standing = await selectBoardStanding(db, jobId, user.id);
  if (!standing) throw notFound(JOB_MESSAGES.notFound);
  const now = clock();
  const shared = await boards.read(jobId, standing.version, now, (previous) =>
    buildSharedBoard(db, standing, now, previous),
  );
  return shared.jsonFor(canManageJob(user, standing), new Set(standing.blinded));
}

/**
 * A job's board settings and board number, or 404 for no such job (or, given `stageKey`, no such
 * stage).
 */
async function requireBoardSettings(db: Db, jobId: number, stageKey?: string) {
  const found = await findJobBoardSettings(db, jobId, stageKey);
  if (!found) throw notFound(JOB_MESSAGES.notFound);
  if (!found.hasStage) throw notFound(JOB_MESSAGES.stageNotFound);
  return {
    configuration: presentConfiguration(jobId, found.config ?? undefined),
    version: Number(found.version ?? 0),
  };
}

/** One stage's cards past the first page ("load more" on a long column). */
export async function getStageCards(
  { db, clock, user }: UserContext<KanbanDeps>,
  {
    jobId,
    stageKey,
    query,
  }: { jobId: number; stageKey: string; query: { limit?: number; offset?: number; sort?: KanbanSort } },
): Promise<KanbanCard[]> {
  const { configuration } = await requireBoardSettings(db, jobId, stageKey);
  const now = clock();
  const rows = await selectCards(
    db,
    {
      jobId,
      stageKey,
      sort: query.sort ?? configuration.default_sort,
      perStage: { limit: query.limit ?? configuration.cards_per_stage_limit, offset: query.offset ?? 0 },
    },
    now,
    user.id,
  );
  return rows.map((row) => presentCard(row, now));
}

/**
 * The board's search past its loaded cards: each stage's first matches (as many as a column
 * shows, in the board's order) and how many match in all, for the viewer. The board's cards in
 * order are kept while its number stands, the term is matched in the candidate search index, and
 * only the shown cards are read (board-search.ts).
 */
export async function searchBoard(
  { db, clock, user, people, rosters }: UserContext<BoardSearchDeps>,
  { jobId, q }: { jobId: number; q: string },
): Promise<BoardSearchResult> {
  // the index's look does not wait for the settings: on the embedded database the two statements
  // go to its thread together
  const [{ configuration, version }, matches] = await Promise.all([
    requireBoardSettings(db, jobId),
    people.find(db, q),
  ]);
  const roster = await rosters.read(db, jobId, version, configuration.default_sort);
  const { shown, counts } = matchingCards(roster, matches, configuration.cards_per_stage_limit);
  if (shown.length === 0) return { results: [], counts };
  const now = clock();
  const rows = new Map(
    (await selectCards(db, { applicationIds: shown, ofJob: jobId }, now, user.id)).map((row) => [
      row.id,
      row,
    ]),
  );
  // in the roster's order; a card gone since the roster was read is left out
  const results = shown.flatMap((id) => {
    const row = rows.get(id);
    return row ? [presentCard(row, now)] : [];
  });
  return { results, counts };
}

export async function getCards(
  { db, clock, user }: UserContext<KanbanDeps>,
  { applicationIds }: { applicationIds: number[] },
): Promise<KanbanCard[]> {
  if (applicationIds.length === 0) return [];
  const now = clock();
  return (await selectCards(db, { applicationIds }, now, user.id)).map((row) => presentCard(row, now));
}

export async function getCard(
  context: UserContext<KanbanDeps>,
  { applicationId }: { applicationId: number },
): Promise<KanbanCard> {
  const [card] = await getCards(context, { applicationIds: [applicationId] });
  if (!card) throw notFound(APPLICATION_MESSAGES.notFound);
  return card;
}

/** A card dropped in another column: the applications feature makes the move. */
export async function moveApplication(
  { user, ...deps }: UserContext<KanbanDeps>,
  { jobId, move: input }: { jobId: number; move: UpdateStage },
) {
  await requireManageableJob(deps.db, user, jobId, JOB_MESSAGES.cannotManagePipeline);
  const stages = await workflowOf(deps.db, jobId);
  const move = await moveApplicationStage(deps, user, { ...input, jobId, stages });
  return {
    changed: move.changed,
    from_stage: move.fromStage,
    to_stage: input.new_stage,
    card: await getCard({ ...deps, user }, { applicationId: move.applicationId }),
  };
}

/** spec 02 §3 Board metrics. */
export async function getBoardMetrics(
  { db, clock }: KanbanDeps,
  { jobId }: { jobId: number },
): Promise<BoardMetrics> {
  const job = await requireJob(db, jobId);
  const now = clock();
  const [stages, stats, buckets] = await Promise.all([
    workflowOf(db, jobId),
    selectStageStats(db, jobId, now, STALE_DAYS),
    selectScoreBuckets(db, jobId),
  ]);
  const countOf = (key: string) => stats.find((row) => row.stage_key === key)?.count ?? 0;
  const total = stats.reduce((sum, row) => sum + row.count, 0);
  // Reached a stage = is in it or in any later stage of the workflow.
  let reached = total;
  const funnel = stages.map((stage) => {
    const entry = {
      stage: stage.key,
      label: stage.label,
      reached,
      rate: total ? round1((reached / total) * 100) : 0,
    };
    reached -= countOf(stage.key);
    return entry;
  });
  const distribution = Object.fromEntries(
    ['90-100', '80-89', '70-79', '60-69', '0-59', 'unscored'].map((b) => [b, 0]),
  );
  for (const row of buckets) distribution[row.bucket] = row.count;
  return {
    job_id: job.id,
    job_title: job.title,
    generated_at: now.toISOString(),
    total_applications: total,
    stage_distribution: Object.fromEntries(stages.map((stage) => [stage.key, countOf(stage.key)])),
    average_time_in_stage: Object.fromEntries(
      stages.map((stage) => [
        stage.key,
        round1(stats.find((row) => row.stage_key === stage.key)?.average_days ?? 0),
      ]),
    ),
    match_score_distribution: distribution,
    conversion_funnel: funnel,
  };
}

/** Saves a job's board settings (create or update: one configuration per job). */
export async function saveConfiguration(
  { db, user }: UserContext<KanbanDeps>,
  { configuration: input }: { configuration: KanbanConfigCreate },
) {
  await requireManageableJob(db, user, input.job_id, JOB_MESSAGES.cannotManagePipeline);
  const existing = await findConfigByJob(db, input.job_id);
  const row = await upsertConfig(db, {
    jobId: input.job_id,
    defaultSort: input.default_sort ?? existing?.defaultSort ?? DEFAULT_CONFIGURATION.default_sort,
    cardsPerStageLimit:
      input.cards_per_stage_limit ??
      existing?.cardsPerStageLimit ??
      DEFAULT_CONFIGURATION.cards_per_stage_limit,
    showMatchScores:
      input.show_match_scores ?? existing?.showMatchScores ?? DEFAULT_CONFIGURATION.show_match_scores,
    showDaysInStage:
      input.show_days_in_stage ?? existing?.showDaysInStage ?? DEFAULT_CONFIGURATION.show_days_in_stage,
  });
  return { created: !existing, configuration: presentConfiguration(input.job_id, row) };
}

export async function resetConfiguration(
  { db, user }: UserContext<KanbanDeps>,
  { configId }: { configId: number },
) {
  const existing = await findConfigById(db, configId);
  if (!existing) throw notFound(KANBAN_MESSAGES.configurationNotFound);
  await requireManageableJob(db, user, existing.jobId, JOB_MESSAGES.cannotManagePipeline);
  const row = await upsertConfig(db, {
    jobId: existing.jobId,
    defaultSort: DEFAULT_CONFIGURATION.default_sort,
    cardsPerStageLimit: DEFAULT_CONFIGURATION.cards_per_stage_limit,
    showMatchScores: DEFAULT_CONFIGURATION.show_match_scores,
    showDaysInStage: DEFAULT_CONFIGURATION.show_days_in_stage,
    stageLabels: {},
  });
  return presentConfiguration(existing.jobId, row);
}

export async function changeTags(
  { user, ...deps }: UserContext<KanbanDeps>,
  { applicationId, change }: { applicationId: number; change: { add?: string; remove?: string } },
): Promise<KanbanCard> {
  const application = await findApplicationOrThrow(deps.db, applicationId);
  await requireManageableJob(deps.db, user, application.jobId, JOB_MESSAGES.cannotManagePipeline);
  await changeApplicationTags(deps, user, applicationId, change);
  return getCard({ ...deps, user }, { applicationId });
}
