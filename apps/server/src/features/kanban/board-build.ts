import {
  type KanbanBoard,
  type KanbanConfiguration,
  kanbanBoardSchema,
  STALE_DAYS,
} from '@shortlist/contracts';
import type { Db } from '../../db/client.ts';
import { workflowOf } from '../pipeline/pipeline.service.ts';
import type { Built, BuiltBoard } from './board-cache.ts';
import { presentCard, presentConfiguration, round1 } from './kanban.presenter.ts';
import { findConfigByJob } from './kanban.queries.ts';
import { type BoardParts, type StageTagRow, selectBoardParts } from './kanban.read-model.ts';

type Job = { id: number; title: string };
type Layout = Built['layout'];

/** Tags most used first, then in PostgreSQL's "C" order (code points), as the board lists them. */
function tagsByUse(rows: readonly StageTagRow[]): string[] {
  const uses = new Map<string, number>();
  for (const row of rows) uses.set(row.tag, (uses.get(row.tag) ?? 0) + row.uses);
  return [...uses.keys()].sort((a, b) => uses.get(b)! - uses.get(a)! || (a < b ? -1 : a > b ? 1 : 0));
}

const partsOf = (
  db: Db,
  jobId: number,
  configuration: KanbanConfiguration,
  since: number | null,
  now: Date,
) =>
  selectBoardParts(
    db,
    {
      jobId,
      sort: configuration.default_sort,
      limit: configuration.cards_per_stage_limit,
      staleDays: STALE_DAYS,
      since,
    },
    now,
  );

/**
 * The board every viewer sees alike: metrics, configuration, and the first `limit` cards of every
 * stage. Given the board built at an earlier number, the cards and numbers of stages unchanged
 * since are kept from it and only the others read again (docs/decisions/033); so are its settings
 * and stages while the board's layout has not changed since, in one statement in all.
 */
export async function buildSharedBoard(db: Db, job: Job, now: Date, previous?: BuiltBoard): Promise<Built> {
  if (previous) {
    const parts = await partsOf(db, job.id, previous.layout.configuration, previous.version, now);
    if (!parts.layout_changed) return assemble(job, previous.layout, parts, now, previous);
  }
  const [configuration, stages] = await Promise.all([
    findConfigByJob(db, job.id).then((row) => presentConfiguration(job.id, row)),
    workflowOf(db, job.id),
  ]);
  return assemble(job, { configuration, stages }, await partsOf(db, job.id, configuration, null, now), now);
}

/** The board from its layout and the parts read, on `base`'s kept stages if given. */
function assemble(job: Job, layout: Layout, parts: BoardParts, now: Date, base?: BuiltBoard): Built {
  const { configuration, stages } = layout;
  const rebuilt = parts.rebuilt === null ? null : new Set(parts.rebuilt);
  const keptOf = <T extends { stage_key: string }>(rows: readonly T[]) =>
    base && rebuilt ? rows.filter((row) => !rebuilt.has(row.stage_key)) : [];
  const numbers = {
    stats: [...keptOf(base?.numbers.stats ?? []), ...parts.stats],
    tags: [...keptOf(base?.numbers.tags ?? []), ...parts.tags],
  };
  const { stats } = numbers;
  const statsByStage = new Map(stats.map((row) => [row.stage_key, row]));
  const scored = stats.reduce((sum, row) => sum + row.scored, 0);
  const scoreSum = stats.reduce((sum, row) => sum + row.score_sum, 0);

  const board: KanbanBoard = {
    job_id: job.id,
    job_title: job.title,
    can_manage: false,
    metrics: {
      total_applications: stats.reduce((sum, row) => sum + row.count, 0),
      average_match_score: scored > 0 ? Math.round(scoreSum / scored) : null,
      upcoming_interviews: parts.upcoming,
      high_priority_count: stats.reduce((sum, row) => sum + row.high_priority, 0),
      stale_applications: stats.reduce((sum, row) => sum + row.stale_count, 0),
      stage_health: {},
    },
    configuration: {
      ...configuration,
      stage_labels: Object.fromEntries(
        stages.map((stage) => [stage.key, configuration.stage_labels[stage.key] ?? stage.label]),
      ),
    },
    stage_order: stages.map((stage) => stage.key),
    stages: {},
    tags: tagsByUse(numbers.tags),
  };
  // the cards of stages kept from `base`, checked when they were built
  const keptCards = new Map<string, KanbanBoard['stages'][string]['applications']>();
  for (const stage of stages) {
    const row = statsByStage.get(stage.key);
    board.metrics.stage_health[stage.key] = {
      average_days: round1(row?.average_days ?? 0),
      stale_count: row?.stale_count ?? 0,
    };
    const kept = base && rebuilt && !rebuilt.has(stage.key) ? base.board.stages[stage.key] : undefined;
    if (kept) keptCards.set(stage.key, kept.applications);
    board.stages[stage.key] = {
      key: stage.key,
      label: board.configuration.stage_labels[stage.key] ?? stage.label,
      color: stage.color,
      actions: stage.actions,
      count: row?.count ?? 0,
      applications: kept
        ? []
        : parts.cards.filter((card) => card.stage_key === stage.key).map((card) => presentCard(card, now)),
    };
  }
  // Served from the cache without the route's response check, so checked here once per build: the
  // kept stages' cards were checked when they were built, and go back in as they are, so their JSON
  // is kept too (board-cache.ts).
  const checked = kanbanBoardSchema.parse(board);
  for (const [key, cards] of keptCards) checked.stages[key]!.applications = cards;
  return { board: checked, numbers, layout };
}
