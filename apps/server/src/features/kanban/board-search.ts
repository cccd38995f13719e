import type { KanbanSort } from '@shortlist/contracts';
import type { CandidateMatches } from '../../db/candidate-search-index.ts';
import type { Tx } from '../../db/client.ts';
import { selectBoardRoster } from './kanban.read-model.ts';

/*
 * Issue 11: the board's search without ranking the job's cards in SQL. It read each of the job's
 * 1,000 applications' candidate, matched the term, ranked the matches per stage and then read the
 * shown cards' details, in one statement (6.8 ms on PGlite for "Hopper", a tenth of the board).
 * Now the board's cards in its order are kept per job while its board number stands (the number
 * rises with every change a board shows: a move, a decision, a score, a candidate's new name;
 * docs/decisions/020), the term is matched against the server's candidate search index
 * (docs/decisions/034), and the statement reads only the shown cards' details (4.7 ms).
 */

/** A job's cards at a board number, by stage in the board's order under `sort`. */
export type Roster = {
  version: number;
  sort: KanbanSort;
  applicationIds: Int32Array;
  candidateIds: Int32Array;
  stageKeys: string[];
};

/**
 * The rosters of the boards searched lately, at most `maxJobs` (about 20 KB each at 1,000 cards),
 * the least recently searched going first. Requests that find the same one missing share its read.
 */
export class BoardRosters {
  private readonly entries = new Map<number, Promise<Roster>>();

  constructor(private readonly maxJobs = 64) {}

  /**
   * The roster of `jobId` at board number `version` or later, under `sort`: the one kept, or read
   * (with the number it was read at) and kept.
   */
  async read(db: Tx, jobId: number, version: number, sort: KanbanSort): Promise<Roster> {
    const kept = this.entries.get(jobId);
    if (kept) {
      const roster = await kept.catch(() => undefined);
      if (roster && roster.version >= version && roster.sort === sort) {
        this.entries.delete(jobId);
        this.entries.set(jobId, kept);
        return roster;
      }
    }
    const reading = readRoster(db, jobId, sort);
    this.entries.delete(jobId);
    this.entries.set(jobId, reading);
    if (this.entries.size > this.maxJobs) this.entries.delete(this.entries.keys().next().value as number);
    try {
      return await reading;
    } catch (error) {
      // a failed read is not kept: the next search reads again
      if (this.entries.get(jobId) === reading) this.entries.delete(jobId);
      throw error;
    }
  }
}

async function readRoster(db: Tx, jobId: number, sort: KanbanSort): Promise<Roster> {
  const { version, cards } = await selectBoardRoster(db, jobId, sort);
  return {
    version,
    sort,
    applicationIds: Int32Array.from(cards, (card) => card[0]),
    candidateIds: Int32Array.from(cards, (card) => card[1]),
    stageKeys: cards.map((card) => card[2]),
  };
}

/**
 * The cards whose candidate `matches` holds: each stage's first `limit` in the board's order, and
 * how many match in each stage, shown or not.
 */
export function matchingCards(roster: Roster, matches: CandidateMatches, limit: number) {
  const shown: number[] = [];
  const counts: Record<string, number> = {};
  for (let index = 0; index < roster.applicationIds.length; index += 1) {
    if (!matches.holds(roster.candidateIds[index]!)) continue;
    const stage = roster.stageKeys[index]!;
    const count = (counts[stage] ?? 0) + 1;
    counts[stage] = count;
    if (count <= limit) shown.push(roster.applicationIds[index]!);
  }
  return { shown, counts };
}
