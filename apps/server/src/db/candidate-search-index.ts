import { COUNTED_MATCHES } from '@shortlist/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from './client.ts';
import { candidateApplicationCounts, candidateSearchRemovals, candidates } from './schema/index.ts';

/*
 * Issue 11 (docs/decisions/034): what candidate search reads — each person's search text (name,
 * company, e-mails, lower-cased by the database) in the candidates list's order, newest first —
 * held in the server's memory, with each person's applications by status. In WebAssembly,
 * PostgreSQL checks a row against a pattern in about 1.5 µs; a term a tenth of all names share,
 * found newest first, read 9,000 rows before its first page of 25 (13 ms), and its count another
 * 10,000. The same walk over strings here takes under a millisecond, and the database then reads
 * only the rows a page shows.
 *
 * The index follows the tables by transaction: every written row is stamped with its writer's
 * transaction id (candidates.search_stamp, migration 0034; candidate_application_counts.stamp,
 * migration 0035), and every deleted candidate recorded with it (candidate_search_removals). Each request first reads, in one statement, the rows stamped at or
 * after the oldest transaction that was still running when the index last looked (its snapshot's
 * xmin): any transaction before that had ended by then, so its rows were read then. Rows are
 * sometimes read twice, never missed, whichever process or session wrote them.
 */

/**
 * One person as search reads them. `added` is created_at in microseconds; `text` is search_text:
 * the name, a space, the company, a space and the e-mails' JSON, lower-cased, whose first two
 * parts are `nameLength` and `companyLength` long; `pairs`, the pairs of adjacent characters
 * `text` holds (pairsOf).
 */
type Entry = {
  id: number;
  added: number;
  text: string;
  nameLength: number;
  companyLength: number;
  pairs: Int32Array;
  applications: ApplicationCounts;
};

/** A person's applications by status (candidate_application_counts). */
export type ApplicationCounts = {
  total: number;
  active: number;
  hired: number;
  rejected: number;
  withdrawn: number;
};

type Counted = [total: number, active: number, hired: number, rejected: number, withdrawn: number];
/** An entry as the database sends it (entryJson). */
type Row = [id: number, added: number, text: string, nameLength: number, companyLength: number, ...Counted];
const countedJson = sql`coalesce(k.applications, 0), coalesce(k.active, 0), coalesce(k.hired, 0),
  coalesce(k.rejected, 0), coalesce(k.withdrawn, 0)`;
/** Selected from candidates `c` left joined to their application counts `k` (withCounts). */
const entryJson = sql`json_build_array(c.id, (extract(epoch from c.created_at) * 1000000)::bigint, c.search_text,
  char_length(c.full_name), char_length(c.current_company), ${countedJson})`;
const withCounts = sql`${candidates} c left join ${candidateApplicationCounts} k on k.candidate_id = c.id`;

/**
 * A person as search_text has them, lower-cased: `text` is the name, a space, the company, a space
 * and the e-mails' JSON, whose first two parts are `nameLength` and `companyLength` long.
 */
export type PersonText = { text: string; nameLength: number; companyLength: number };
/** The oldest transaction still running in the statement's snapshot. */
const snapshotLowWater = sql`pg_snapshot_xmin(pg_current_snapshot())::text`;

const PAIR_WORDS = 8;

/**
 * Which of 256 buckets the pairs of adjacent characters of `text` fall in, one bit each. A text
 * that holds a term holds its pairs, so a person whose bits lack one of the term's cannot match:
 * a term few people share is then compared with a few hundred texts rather than with all of them
 * (100,000: 1.5 ms against 5 ms). About a fifth of a name, company and e-mail's bits are set.
 */
function pairsOf(text: string): Int32Array {
  const bits = new Int32Array(PAIR_WORDS);
  for (let index = 0; index + 1 < text.length; index += 1) {
    const bucket = (text.charCodeAt(index) * 31 + text.charCodeAt(index + 1)) & 255;
    bits[bucket >>> 5]! |= 1 << (bucket & 31);
  }
  return bits;
}

function countsOf([total, active, hired, rejected, withdrawn]: Counted): ApplicationCounts {
  return { total, active, hired, rejected, withdrawn };
}

function entryOf([id, added, text, nameLength, companyLength, ...counted]: Row): Entry {
  return {
    id,
    added,
    text,
    nameLength,
    companyLength,
    pairs: pairsOf(text),
    applications: countsOf(counted),
  };
}

type Loaded = { lowWater: number; lookedAt: number; entries: Entry[]; byId: Map<number, Entry> };

/** The list's order: date added newest first, then id (candidates.queries' default ordering). */
function before(a: Entry, b: Entry): boolean {
  return a.added !== b.added ? a.added > b.added : a.id > b.id;
}

/** Where `entry` goes in `entries`, kept in the list's order. */
function placeOf(entries: Entry[], entry: Entry): number {
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (before(entries[middle]!, entry)) low = middle + 1;
    else high = middle;
  }
  return low;
}

function drop(loaded: Loaded, id: number) {
  const entry = loaded.byId.get(id);
  if (!entry) return;
  loaded.byId.delete(id);
  loaded.entries.splice(placeOf(loaded.entries, entry), 1);
}

/**
 * Past this many rows changed at once (an import), the list is put in order anew rather than
 * moved once per row: each move shifts up to every entry.
 */
const REBUILT_PAST = 256;

function rebuild(loaded: Loaded, removed: number[], changed: Entry[]) {
  const gone = new Set([...removed, ...changed.map((entry) => entry.id)]);
  loaded.entries = loaded.entries.filter((entry) => !gone.has(entry.id)).concat(changed);
  loaded.entries.sort((a, b) => (before(a, b) ? -1 : 1));
  for (const id of gone) loaded.byId.delete(id);
  for (const entry of changed) loaded.byId.set(entry.id, entry);
}

/** The people a search term finds, in the list's order. */
export class CandidateMatches {
  /** the words of the term's pairs that have a bit set, and those bits */
  private readonly words: number[] = [];
  private readonly masks: number[] = [];

  constructor(
    /** the term as the database lower-cases it, so it compares as search_text was made */
    readonly term: string,
    private readonly entries: readonly Entry[],
  ) {
    pairsOf(term).forEach((mask, word) => {
      if (mask === 0) return;
      this.words.push(word);
      this.masks.push(mask);
    });
  }

  private holds(entry: Entry): boolean {
    for (let index = 0; index < this.words.length; index += 1) {
      const mask = this.masks[index]!;
      if ((entry.pairs[this.words[index]!]! & mask) !== mask) return false;
    }
    return entry.text.includes(this.term);
  }

  /**
   * The ids of the page at `offset` (up to `limit`), and how many people match, counted up to
   * COUNTED_MATCHES as the lists count a search (docs/decisions/019): past it, a lower bound.
   */
  page(offset: number, limit: number) {
    const ids: number[] = [];
    let found = 0;
    const end = offset + limit;
    for (const entry of this.entries) {
      if (!this.holds(entry)) continue;
      if (found >= offset && found < end) ids.push(entry.id);
      found += 1;
      if (found > COUNTED_MATCHES && found >= end) break;
    }
    const isLowerBound = found > COUNTED_MATCHES;
    return { ids, count: isLowerBound ? COUNTED_MATCHES : found, isLowerBound };
  }

  /**
   * The people found who rank best under each of several orders: `rankOf` gives a person's rank
   * under each (0 first; 9 or more: not ranked), and each order's first `max` — by rank, then
   * newest — are returned, once each. Every person found is ranked.
   */
  best(max: number, rankOf: (person: PersonText) => readonly number[]): number[] {
    const buckets: number[][][] = [];
    for (const entry of this.entries) {
      if (!this.holds(entry)) continue;
      const ranks = rankOf(entry);
      for (let order = 0; order < ranks.length; order += 1) {
        const rank = ranks[order]!;
        if (rank >= 9) continue;
        const ranked = buckets[order] ?? [];
        buckets[order] = ranked;
        const bucket = ranked[rank] ?? [];
        ranked[rank] = bucket;
        if (bucket.length < max) bucket.push(entry.id);
      }
    }
    const chosen = new Set<number>();
    for (const ranked of buckets) {
      let taken = 0;
      for (const bucket of ranked ?? []) {
        for (const id of bucket ?? []) {
          if (taken >= max) break;
          chosen.add(id);
          taken += 1;
        }
      }
    }
    return [...chosen];
  }

  /** The applications of every person found, by status. */
  applications(): ApplicationCounts {
    const sum: ApplicationCounts = { total: 0, active: 0, hired: 0, rejected: 0, withdrawn: 0 };
    for (const entry of this.entries) {
      if (!this.holds(entry)) continue;
      const counts = entry.applications;
      sum.total += counts.total;
      sum.active += counts.active;
      sum.hired += counts.hired;
      sum.rejected += counts.rejected;
      sum.withdrawn += counts.withdrawn;
    }
    return sum;
  }

  /** The first `max` people found, newest first. */
  first(max: number): number[] {
    const ids: number[] = [];
    for (const entry of this.entries) {
      if (ids.length >= max) break;
      if (this.holds(entry)) ids.push(entry.id);
    }
    return ids;
  }
}

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
    const changed = (row.changed ? (JSON.parse(row.changed) as Row[]) : []).map(entryOf);
    if (removed.length + changed.length > REBUILT_PAST) rebuild(loaded, removed as number[], changed);
    else {
      for (const id of removed) drop(loaded, id as number);
      for (const entry of changed) {
        drop(loaded, entry.id);
        loaded.entries.splice(placeOf(loaded.entries, entry), 0, entry);
        loaded.byId.set(entry.id, entry);
      }
    }
    const counted = row.counted ? (JSON.parse(row.counted) as [number, ...Counted][]) : [];
    for (const [id, ...counts] of counted) {
      const entry = loaded.byId.get(id);
      if (entry) entry.applications = countsOf(counts);
    }
    loaded.lowWater = Number(row.low_water);
    loaded.lookedAt = this.now();
    return new CandidateMatches(row.term, loaded.entries);
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
    const entries = (JSON.parse(row.entries) as Row[]).map(entryOf);
    this.loaded = {
      lowWater: Number(row.low_water),
      lookedAt: this.now(),
      entries,
      byId: new Map(entries.map((entry) => [entry.id, entry])),
    };
    return new CandidateMatches(row.term, entries);
  }
}
