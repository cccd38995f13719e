import type { KanbanBoard } from '@shortlist/contracts';
import { blindCard } from './kanban.presenter.ts';

/**
 * Issue 11 (docs/decisions/020): the part of a job's board that every viewer sees alike — its
 * cards, numbers, tags and workflow — built once and served as JSON while the job's board number
 * (board_versions) stands. Every change the board shows raises that number in the writing
 * transaction, so the next request after a commit rebuilds. Days in stage and upcoming
 * interviews move with the clock alone, so an entry also ages out after `maxAgeMs`.
 *
 * Requests that find the same stale entry share one rebuild. At most `maxJobs` boards are kept,
 * the least recently read going first.
 */
export class BoardCache {
  private readonly entries = new Map<number, Entry>();

  constructor(
    private readonly maxJobs = 64,
    private readonly maxAgeMs = 60_000,
  ) {}

  /** The shared board of `jobId` at `version`, built by `build` unless a fresh one is kept. */
  async read(
    jobId: number,
    version: number,
    now: Date,
    build: () => Promise<KanbanBoard>,
  ): Promise<SharedBoard> {
    const kept = this.entries.get(jobId);
    // a request that read the number before a newer one was cached: answer it, keep the newer
    if (kept && kept.version > version) return new SharedBoard(await build());
    this.entries.delete(jobId);
    const fresh =
      kept &&
      kept.version === version &&
      now.getTime() - kept.builtAt >= 0 &&
      now.getTime() - kept.builtAt < this.maxAgeMs;
    const entry: Entry = fresh
      ? kept
      : { version, builtAt: now.getTime(), board: build().then((board) => new SharedBoard(board)) };
    this.entries.set(jobId, entry);
    if (this.entries.size > this.maxJobs) this.entries.delete(this.entries.keys().next().value as number);
    try {
      return await entry.board;
    } catch (error) {
      // a failed build is not kept: the next request tries again
      if (this.entries.get(jobId) === entry) this.entries.delete(jobId);
      throw error;
    }
  }
}

type Entry = { version: number; builtAt: number; board: Promise<SharedBoard> };

/** One built board and its JSON (UTF-8 bytes) for each `can_manage`, serialised on first use. */
export class SharedBoard {
  private readonly json = new Map<boolean, Buffer>();

  constructor(readonly board: KanbanBoard) {}

  /**
   * The board as one viewer sees it: whether they may manage the job, and with the verdicts
   * (interview score and leaning, quality score) of `blinded` applications hidden until their own
   * scorecard is in.
   */
  jsonFor(canManage: boolean, blinded: ReadonlySet<number>): Buffer {
    const shown =
      blinded.size > 0 &&
      Object.values(this.board.stages).some((stage) =>
        stage.applications.some((card) => blinded.has(card.id)),
      );
    if (shown) return Buffer.from(JSON.stringify(viewerBoard(this.board, canManage, blinded)));
    let json = this.json.get(canManage);
    if (json === undefined) {
      json = Buffer.from(JSON.stringify({ ...this.board, can_manage: canManage }));
      this.json.set(canManage, json);
    }
    return json;
  }
}

function viewerBoard(board: KanbanBoard, canManage: boolean, blinded: ReadonlySet<number>): KanbanBoard {
  const stages: KanbanBoard['stages'] = {};
  for (const [key, stage] of Object.entries(board.stages)) {
    stages[key] = {
      ...stage,
      applications: stage.applications.map((card) => (blinded.has(card.id) ? blindCard(card) : card)),
    };
  }
  return { ...board, can_manage: canManage, stages };
}
