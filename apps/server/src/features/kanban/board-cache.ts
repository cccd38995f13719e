import type { KanbanBoard, KanbanConfiguration } from '@shortlist/contracts';
import type { WorkflowStage } from '../pipeline/pipeline.service.ts';
import { blindCard } from './kanban.presenter.ts';
import type { BoardParts } from './kanban.read-model.ts';

/**
 * Issue 11 (docs/decisions/020): the part of a job's board that every viewer sees alike — its
 * cards, numbers, tags and workflow — built once and served as JSON while the job's board number
 * (board_versions) stands. Every change the board shows raises that number in the writing
 * transaction, so the next request after a commit rebuilds: from the board it had, whose cards and
 * numbers of stages unchanged since are kept (docs/decisions/033). Days in stage and upcoming
 * interviews move with the clock alone, so a board whose oldest part is `maxAgeMs` old is built
 * whole again.
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

  /**
   * The shared board of `jobId` at `version`, kept or built by `build` — given the board kept at
   * an earlier number, if any, to build on.
   */
  async read(
    jobId: number,
    version: number,
    now: Date,
    build: (previous?: BuiltBoard) => Promise<Built>,
  ): Promise<SharedBoard> {
    const kept = this.entries.get(jobId);
    // a request that read the number before a newer one was cached: answer it, keep the newer
    if (kept && kept.version > version) return SharedBoard.of(await build());
    this.entries.delete(jobId);
    const age = kept ? now.getTime() - kept.builtAt : -1;
    const young = kept !== undefined && age >= 0 && age < this.maxAgeMs;
    let entry: Entry;
    if (young && kept.version === version) entry = kept;
    else if (young) {
      // on the board kept, once it is built; should that build fail, from nothing
      const base = kept.board.then(
        (shared) => build({ ...shared.built, version: kept.version }),
        () => build(),
      );
      entry = { version, builtAt: kept.builtAt, board: base.then(SharedBoard.of) };
    } else {
      entry = { version, builtAt: now.getTime(), board: build().then(SharedBoard.of) };
    }
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

/**
 * A built board, and what it was built from that a rebuild keeps: the numbers of each stage
 * (counts, days, scores and tags by stage) for the stages unchanged since, and the board's settings
 * and stages while its layout is unchanged.
 */
export type Built = {
  board: KanbanBoard;
  numbers: Pick<BoardParts, 'stats' | 'tags'>;
  layout: { configuration: KanbanConfiguration; stages: WorkflowStage[] };
};

/** A board as built at a board number, to build the next one on. */
export type BuiltBoard = Built & { version: number };

/** `builtAt`: when the oldest part of the board was read (a rebuild keeps parts of the last). */
type Entry = { version: number; builtAt: number; board: Promise<SharedBoard> };

/** One built board and its JSON (UTF-8 bytes) for each `can_manage`, serialised on first use. */
export class SharedBoard {
  private readonly json = new Map<boolean, Buffer>();

  constructor(readonly built: Built) {}

  static of(this: void, built: Built): SharedBoard {
    return new SharedBoard(built);
  }

  get board(): KanbanBoard {
    return this.built.board;
  }

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
      json = boardJson({ ...this.board, can_manage: canManage });
      this.json.set(canManage, json);
    }
    return json;
  }
}

type Cards = KanbanBoard['stages'][string]['applications'];

/** Each stage's cards as JSON, for as long as a board built on them keeps them (board-build.ts). */
const cardsJson = new WeakMap<Cards, Buffer>();

/**
 * A board as JSON (UTF-8), its stages' cards written once per build that made them: a board
 * rebuilt after a change keeps the other stages' cards as they were, and their bytes with them.
 * Of a 1,000-application board's 133 KB, the cards are most; written whole, the JSON took about
 * 1.4 ms (stringified, then encoded) on every rebuild.
 */
export function boardJson(board: KanbanBoard): Buffer {
  const { stages, ...rest } = board;
  const parts: Buffer[] = [Buffer.from(`${JSON.stringify(rest).slice(0, -1)},"stages":{`)];
  Object.entries(stages).forEach(([key, { applications, ...stage }], index) => {
    let cards = cardsJson.get(applications);
    if (cards === undefined) {
      cards = Buffer.from(JSON.stringify(applications));
      cardsJson.set(applications, cards);
    }
    const head = JSON.stringify(stage).slice(0, -1);
    parts.push(
      Buffer.from(`${index > 0 ? ',' : ''}${JSON.stringify(key)}:${head},"applications":`),
      cards,
      CLOSE,
    );
  });
  parts.push(CLOSE, CLOSE);
  return Buffer.concat(parts);
}

const CLOSE = Buffer.from('}');

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
