import { sql } from 'drizzle-orm';
import {
  type Applied,
  CandidateMatches,
  compacted,
  People,
  type Row,
  reordered,
  type Snapshot,
} from './candidate-search-people.ts';
import { queryRows, type Tx } from './client.ts';
import { candidateApplicationCounts, candidateSearchRemovals, candidates } from './schema/index.ts';

export type {
  ApplicationCounts,
  CandidateMatches,
  PeopleRanker,
  PersonText,
} from './candidate-search-people.ts';
export { NOT_RANKED } from './candidate-search-people.ts';

/*
 * Issue 11 (docs/decisions/034): what candidate search reads — each person's search text (name,
 * company, e-mails, lower-cased by the database) in the candidates list's order, newest first —
 * held in the server's memory, with each person's applications by status. In WebAssembly,
 * PostgreSQL checks a row against a pattern in about 1.5 µs; a term a tenth of all names share,
 * found newest first, read 9,000 rows before its first page of 25 (13 ms), and its count another
 * 10,000. The same walk here takes about a millisecond, and the database then reads only the rows
 * a page shows.
 *
 * The index follows the tables by transaction: every written row is stamped with its writer's
 * transaction id (candidates.search_stamp, migration 0034; candidate_application_counts.stamp,
 * migration 0035), and every deleted candidate recorded with it (candidate_search_removals). Each
 * request first reads, in one statement, the rows stamped at or after the oldest transaction that
 * was still running when the index last looked (its snapshot's xmin): any transaction before that
 * had ended by then, so its rows were read then. Rows are sometimes read twice, never missed,
 * whichever process or session wrote them.
 */

const countedJson = sql`coalesce(k.applications, 0), coalesce(k.active, 0), coalesce(k.hired, 0),
  coalesce(k.rejected, 0), coalesce(k.withdrawn, 0),
  (extract(epoch from k.latest_applied_at) * 1000000)::bigint, k.latest_application_id`;
/** Selected from candidates `c` left joined to their application counts `k` (withCounts). */
const entryJson = sql`json_build_array(c.id, (extract(epoch from c.created_at) * 1000000)::bigint, c.search_text,
  char_length(c.full_name), char_length(c.current_company), ${countedJson})`;
const withCounts = sql`${candidates} c left join ${candidateApplicationCounts} k on k.candidate_id = c.id`;

/** The oldest transaction still running in the statement's snapshot. */
const snapshotLowWater = sql`pg_snapshot_xmin(pg_current_snapshot())::text`;

type Loaded = { lowWater: number; lookedAt: number; snapshot: Snapshot };

/**
 * One server process's index (app.ts makes one and hands it to the features that search people).
 * Requests look in turn: each one's look sees every change committed before it began.
 */
export class CandidateSearchIndex {
  private loaded: Loaded | undefined;
  private turn: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly now: () => number = Date.now,
    /**
     * Removals are kept a day (migration 0034); an index that has not looked for an hour reads
     * every candidate again rather than trust what it may have missed.
     */
    private readonly maxIdleMs = 3_600_000,
  ) {}

  /** The people `search` finds, as of now. */
  find(db: Tx, search: string): Promise<CandidateMatches> {
    const looked = this.turn.then(() => this.look(db, search));
    this.turn = looked.catch(() => undefined);
    return looked;
  }

  private async look(db: Tx, search: string): Promise<CandidateMatches> {
    const loaded = this.loaded;
    if (!loaded || this.now() - loaded.lookedAt > this.maxIdleMs) return this.load(db, search);
    const since = loaded.lowWater;
    // Most looks find nothing new. Asking that first keeps the look a statement PostgreSQL plans
    // once: with the low water as a parameter, it planned the look below anew each time (a generic
    // plan guesses a third of all candidates stamped since: 2 ms of planning on PGlite, 0.1 of work).
    const [latest] = await queryRows<{ term: string; low_water: string; stamp: string | null }>(
      db,
      sql`select lower(${search}) as term, ${snapshotLowWater} as low_water,
        greatest((select max(c.search_stamp) from ${candidates} c),
                 (select max(r.stamp) from ${candidateSearchRemovals} r),
                 (select max(k.stamp) from ${candidateApplicationCounts} k))::text as stamp`,
    );
    if (!latest) throw new Error('The candidate search index could not look at the candidates.');
    if (latest.stamp === null || Number(latest.stamp) < since) return this.looked(loaded, latest);
    const [row] = await queryRows<{
      term: string;
      low_water: string;
      changed: string | null;
      removed: string | null;
      counted: string | null;
    }>(
      db,
      sql`select lower(${search}) as term, ${snapshotLowWater} as low_water,
        (select json_agg(${entryJson})::text from ${withCounts} where c.search_stamp >= ${since}) as changed,
        (select json_agg(r.candidate_id)::text from ${candidateSearchRemovals} r where r.stamp >= ${since}) as removed,
        (select json_agg(json_build_array(k.candidate_id, ${countedJson}))::text
          from ${candidateApplicationCounts} k where k.stamp >= ${since}) as counted`,
    );
    if (!row) throw new Error('The candidate search index could not look at the candidates.');
    const removed = row.removed ? (JSON.parse(row.removed) as Array<number | null>) : [];
    // a truncate: every candidate is read again
    if (removed.includes(null)) return this.load(db, search);
    const changed = row.changed ? (JSON.parse(row.changed) as Row[]) : [];
    if (removed.length + changed.length > 0) applyChanges(loaded, removed as number[], changed);
    const counted = row.counted ? (JSON.parse(row.counted) as [number, ...Applied][]) : [];
    const { people, slotOf } = loaded.snapshot;
    for (const [id, ...applied] of counted) {
      const slot = slotOf.get(id);
      if (slot !== undefined) people.setApplied(slot, applied);
    }
    return this.looked(loaded, row);
  }

  /** Up to date as of a look that saw the database at `low_water`. */
  private looked(loaded: Loaded, { term, low_water }: { term: string; low_water: string }) {
    loaded.lowWater = Number(low_water);
    loaded.lookedAt = this.now();
    return new CandidateMatches(term, loaded.snapshot);
  }

  private async load(db: Tx, search: string): Promise<CandidateMatches> {
    this.loaded = undefined;
    const [row] = await queryRows<{ term: string; low_water: string; entries: string }>(
      db,
      sql`select lower(${search}) as term, ${snapshotLowWater} as low_water,
        (select coalesce(json_agg(${entryJson} order by c.created_at desc, c.id desc), '[]')::text
          from ${withCounts}) as entries`,
    );
    if (!row) throw new Error('The candidate search index could not read the candidates.');
    const rows = JSON.parse(row.entries) as Row[];
    const people = new People(rows.length + 1024);
    const slotOf = new Map(rows.map((read) => [read[0], people.add(read)]));
    const snapshot = { people, order: Int32Array.from(rows.keys()), slotOf };
    this.loaded = { lowWater: Number(row.low_water), lookedAt: this.now(), snapshot };
    return new CandidateMatches(row.term, snapshot);
  }
}

/**
 * The people `removed` and `changed` leave: changed rows take new slots, and a new order is made
 * in one pass however many changed (an import of thousands too). Once as many slots have gone as
 * are in use, the people are read into new slots.
 */
function applyChanges(loaded: Loaded, removed: number[], changed: Row[]) {
  const { people, slotOf } = loaded.snapshot;
  for (const id of [...removed, ...changed.map((read) => read[0])]) {
    const slot = slotOf.get(id);
    if (slot === undefined) continue;
    people.gone[slot] = 1;
    slotOf.delete(id);
  }
  const added = changed.map((read) => {
    const slot = people.add(read);
    slotOf.set(read[0], slot);
    return slot;
  });
  const order = reordered(people, loaded.snapshot.order, added);
  loaded.snapshot = { people, order, slotOf };
  if (people.size > 2 * order.length + 1024) loaded.snapshot = compacted(loaded.snapshot);
}
