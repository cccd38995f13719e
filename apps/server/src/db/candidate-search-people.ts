import { COUNTED_MATCHES } from '@shortlist/contracts';
import { decidedByBits, setTextBits, termBits, WORDS } from './candidate-search-bits.ts';
import { newestOf, passingOf, summed, walkFrom } from './candidate-search-walks.ts';

/*
 * The people the candidate search index holds (docs/decisions/034), in columns, and what a search
 * of them finds. candidate-search-index.ts keeps them in step with the tables.
 */

/** A person's applications by status (candidate_application_counts). */
export type ApplicationCounts = {
  total: number;
  active: number;
  hired: number;
  rejected: number;
  withdrawn: number;
};

const COUNTED = 5;
type Counted = [total: number, active: number, hired: number, rejected: number, withdrawn: number];
/**
 * A person's applications as the database sends them: by status, then the newest in the
 * applications page's order (applied_at in microseconds, then id), none without applications.
 */
export type Applied = [...Counted, latestAt: number | null, latestId: number | null];
/** A person as the database sends them (entryJson): `added` is created_at in microseconds. */
export type Row = [
  id: number,
  added: number,
  text: string,
  nameLength: number,
  companyLength: number,
  ...Applied,
];

/**
 * A person as search_text has them, lower-cased: `text` is the name, a space, the company, a space
 * and the e-mails' JSON, whose first two parts are `nameLength` and `companyLength` long.
 */
export type PersonText = { text: string; nameLength: number; companyLength: number };

/** A person's rank when a term does not rank them at all; ranks run from 0 (first) below it. */
export const NOT_RANKED = 9;

/**
 * How CandidateMatches.best ranks the people found under each of `orders` orders: `ranks` gives a
 * person's rank under each (0 first; NOT_RANKED or more: not ranked), and `mayRankFirst` whether
 * they may rank 0 under any — true for everyone who does (it may be true for others too).
 */
export type PeopleRanker = {
  readonly orders: number;
  ranks(person: PersonText): readonly number[];
  mayRankFirst(person: PersonText): boolean;
};

/** How many more people best() ranks at a time before it asks again whether only a first can still be chosen. */
const RANKED_AT_A_TIME = 256;

/**
 * Every person the index has read, one slot each, in columns. A slot is written once, when its row
 * is read, and afterwards only its applications (counts, newest): a changed row takes a new slot,
 * so a search still walking an older order reads the people it began with.
 */
export class People {
  size = 0;
  ids: Int32Array;
  added: Float64Array;
  nameLengths: Int32Array;
  companyLengths: Int32Array;
  texts: string[] = [];
  /** WORDS columns of every slot's bits */
  bits: Int32Array[];
  counts: Int32Array;
  /** each slot's newest application (-Infinity: none), and its id */
  latestAt: Float64Array;
  latestIds: Int32Array;
  /** a slot whose person has since changed or gone */
  gone: Uint8Array;

  constructor(private capacity: number) {
    this.ids = new Int32Array(capacity);
    this.added = new Float64Array(capacity);
    this.nameLengths = new Int32Array(capacity);
    this.companyLengths = new Int32Array(capacity);
    this.bits = Array.from({ length: WORDS }, () => new Int32Array(capacity));
    this.counts = new Int32Array(capacity * COUNTED);
    this.latestAt = new Float64Array(capacity);
    this.latestIds = new Int32Array(capacity);
    this.gone = new Uint8Array(capacity);
  }

  add([id, added, text, nameLength, companyLength, ...applied]: Row): number {
    if (this.size === this.capacity) this.grow();
    const slot = this.size;
    this.size += 1;
    this.ids[slot] = id;
    this.added[slot] = added;
    this.nameLengths[slot] = nameLength;
    this.companyLengths[slot] = companyLength;
    this.texts[slot] = text;
    setTextBits(this.bits, slot, text);
    this.setApplied(slot, applied);
    return slot;
  }

  setApplied(slot: number, [total, active, hired, rejected, withdrawn, latestAt, latestId]: Applied) {
    this.counts.set([total, active, hired, rejected, withdrawn], slot * COUNTED);
    this.latestAt[slot] = latestAt ?? Number.NEGATIVE_INFINITY;
    this.latestIds[slot] = latestId ?? 0;
  }

  /** Whose newest application comes first in the applications page's order: `a`'s or `b`'s. */
  appliedBefore(a: number, b: number): boolean {
    const { latestAt, latestIds } = this;
    return latestAt[a] !== latestAt[b] ? latestAt[a]! > latestAt[b]! : latestIds[a]! > latestIds[b]!;
  }

  /** The list's order: date added newest first, then id (candidates.queries' default ordering). */
  before(a: number, b: number): boolean {
    const { added, ids } = this;
    return added[a] !== added[b] ? added[a]! > added[b]! : ids[a]! > ids[b]!;
  }

  private grow() {
    this.capacity = this.capacity * 2 + 1024;
    const larger = <T extends Int32Array | Float64Array | Uint8Array>(
      old: T,
      make: (size: number) => T,
      per = 1,
    ) => {
      const made = make(this.capacity * per);
      made.set(old);
      return made;
    };
    this.ids = larger(this.ids, (size) => new Int32Array(size));
    this.added = larger(this.added, (size) => new Float64Array(size));
    this.nameLengths = larger(this.nameLengths, (size) => new Int32Array(size));
    this.companyLengths = larger(this.companyLengths, (size) => new Int32Array(size));
    this.bits = this.bits.map((word) => larger(word, (size) => new Int32Array(size)));
    this.counts = larger(this.counts, (size) => new Int32Array(size), COUNTED);
    this.latestAt = larger(this.latestAt, (size) => new Float64Array(size));
    this.latestIds = larger(this.latestIds, (size) => new Int32Array(size));
    this.gone = larger(this.gone, (size) => new Uint8Array(size));
  }
}

/**
 * The people as one search sees them: their slots in the list's order, and each person's slot by
 * id. The order is never changed once made. The map follows the people's later looks (a changed
 * person's new slot, a removed one gone) until they are compacted, which makes a new map: a search
 * that looks a person up reads them as they are now, in the slots it began with.
 */
export type Snapshot = { people: People; order: Int32Array; slotOf: Map<number, number> };

/** `order` without the slots that have gone, and with `added` put in their places. */
export function reordered(people: People, order: Int32Array, added: number[]): Int32Array {
  added.sort((a, b) => (people.before(a, b) ? -1 : 1));
  const next = new Int32Array(order.length + added.length);
  let size = 0;
  let adding = 0;
  for (const slot of order) {
    if (people.gone[slot]) continue;
    while (adding < added.length && people.before(added[adding]!, slot)) next[size++] = added[adding++]!;
    next[size++] = slot;
  }
  while (adding < added.length) next[size++] = added[adding++]!;
  return next.subarray(0, size);
}

/**
 * Read into a new set of slots, once as many slots have gone as are in use: each column copied as
 * it is, the bits included (worked out again from 100,000 texts, they cost a walk of every text).
 */
export function compacted(snapshot: Snapshot): Snapshot {
  const { people, order } = snapshot;
  const fresh = new People(order.length + 1024);
  order.forEach((slot, at) => {
    fresh.ids[at] = people.ids[slot]!;
    fresh.added[at] = people.added[slot]!;
    fresh.nameLengths[at] = people.nameLengths[slot]!;
    fresh.companyLengths[at] = people.companyLengths[slot]!;
    fresh.texts[at] = people.texts[slot]!;
    people.bits.forEach((word, index) => {
      fresh.bits[index]![at] = word[slot]!;
    });
    fresh.counts.set(people.counts.subarray(slot * COUNTED, (slot + 1) * COUNTED), at * COUNTED);
    fresh.latestAt[at] = people.latestAt[slot]!;
    fresh.latestIds[at] = people.latestIds[slot]!;
  });
  fresh.size = order.length;
  const slotOf = new Map<number, number>();
  for (let slot = 0; slot < fresh.size; slot += 1) slotOf.set(fresh.ids[slot]!, slot);
  return { people: fresh, order: Int32Array.from(order.keys()), slotOf };
}

/**
 * The people a search term finds, in the list's order. Its questions share one walk of the
 * snapshot, taken only as far as the furthest question needs: the first page stops after a few
 * hundred people, the counts go to the end once.
 */
export class CandidateMatches {
  /** the term's words that have a bit set, and those bits, the word fewest people pass first */
  private readonly words: number[];
  private readonly masks: number[];
  /**
   * Whether a person whose bits hold the term's holds it: their text read, unless the bits alone
   * decide (none: one or two characters, each of a class of its own)
   */
  private readonly holdsTerm: ((slot: number) => boolean) | undefined;
  /** where the walk is, and the slots it found so far (the first `foundCount` of `found`) */
  private walked = 0;
  private found: Int32Array = new Int32Array(64);
  private foundCount = 0;

  constructor(
    /** the term as the database lower-cases it, so it compares as search_text was made */
    readonly term: string,
    private readonly snapshot: Snapshot,
  ) {
    const checks = termBits(term)
      .flatMap((mask, word) => (mask === 0 ? [] : [{ word, mask, passing: passingOf(snapshot, word, mask) }]))
      .sort((a, b) => a.passing - b.passing);
    this.words = checks.map((check) => check.word);
    this.masks = checks.map((check) => check.mask);
    const { texts } = snapshot.people;
    this.holdsTerm = decidedByBits(term) ? undefined : (slot) => texts[slot]!.includes(term);
  }

  /** Whether the person with this id matches (no: one the index does not hold). */
  holds(candidateId: number): boolean {
    const { people, slotOf } = this.snapshot;
    const slot = slotOf.get(candidateId);
    if (slot === undefined) return false;
    for (let index = 0; index < this.words.length; index += 1) {
      const mask = this.masks[index]!;
      if ((people.bits[this.words[index]!]![slot]! & mask) !== mask) return false;
    }
    return !this.holdsTerm || this.holdsTerm(slot);
  }

  /** The slots of the first `wanted` people found (all of them, if fewer). */
  private foundUpTo(wanted: number): Int32Array {
    const { order } = this.snapshot;
    if (this.foundCount < wanted && this.walked < order.length) {
      const walk = this.walk(this.walked, this.holdsTerm, this.found, this.foundCount, wanted);
      this.walked = walk.walked;
      this.found = walk.found;
      this.foundCount = walk.foundCount;
    }
    return this.found.subarray(0, this.foundCount);
  }

  /** walkFrom over this term's words, from `position`, adding to the first `count` of `found`. */
  private walk(
    position: number,
    accepts: ((slot: number) => boolean) | undefined,
    found: Int32Array,
    count: number,
    wanted: number,
  ) {
    const { order, people } = this.snapshot;
    const words = this.words.map((word) => people.bits[word]!);
    return walkFrom(position, order, words, this.masks, accepts, found, count, wanted);
  }

  private idsOf(slots: Int32Array): number[] {
    const { ids } = this.snapshot.people;
    return Array.from(slots, (slot) => ids[slot]!);
  }

  /**
   * The ids of the page at `offset` (up to `limit`), and how many people match, counted up to
   * COUNTED_MATCHES as the lists count a search (docs/decisions/019): past it, a lower bound.
   */
  page(offset: number, limit: number) {
    const found = this.foundUpTo(Math.max(offset + limit, COUNTED_MATCHES + 1));
    const isLowerBound = found.length > COUNTED_MATCHES;
    return {
      ids: this.idsOf(found.slice(offset, offset + limit)),
      count: isLowerBound ? COUNTED_MATCHES : found.length,
      isLowerBound,
    };
  }

  /** The first `max` people found, newest first. */
  first(max: number): number[] {
    return this.idsOf(this.foundUpTo(max).slice(0, max));
  }

  /**
   * The people found who rank best under each of the ranker's orders: each order's first `max` — by
   * rank, then newest — are returned, once each.
   *
   * People are ranked newest first, so one who comes later only goes behind those of their rank
   * already ranked: once an order has `max` people at ranks up to r, nobody of rank r or more can
   * join its choice. A common term settles that soon (a tenth of all names start a word with
   * "hopper": after 200 of them only an exact name can still be chosen), and from then on, when
   * only a first can still be chosen in every order, the rest of the people are walked with the
   * ranker's cheap check alone instead of each of them being read for the term and ranked.
   */
  best(max: number, ranker: PeopleRanker): number[] {
    const { ids, texts, nameLengths, companyLengths } = this.snapshot.people;
    const person: PersonText = { text: '', nameLength: 0, companyLength: 0 };
    const read = (slot: number) => {
      person.text = texts[slot]!;
      person.nameLength = nameLengths[slot]!;
      person.companyLength = companyLengths[slot]!;
      return person;
    };
    // buckets[order][rank]: the ids chosen so far; open[order]: only ranks below it can still join
    const buckets = Array.from({ length: ranker.orders }, () =>
      Array.from({ length: NOT_RANKED }, (): number[] => []),
    );
    const open = Array.from({ length: ranker.orders }, () => NOT_RANKED);
    const rank = (slot: number) => {
      const ranks = ranker.ranks(read(slot));
      for (let order = 0; order < ranker.orders; order += 1) {
        const rank = ranks[order]!;
        if (rank >= open[order]!) continue;
        const ranked = buckets[order]!;
        ranked[rank]!.push(ids[slot]!);
        let atOrAbove = 0;
        for (let better = 0; better < open[order]!; better += 1) {
          atOrAbove += ranked[better]!.length;
          if (atOrAbove >= max) open[order] = better;
        }
      }
    };
    let ranked = 0;
    let found = this.foundUpTo(RANKED_AT_A_TIME);
    for (;;) {
      while (ranked < found.length) rank(found[ranked++]!);
      const walkedAll = this.walked === this.snapshot.order.length;
      if (walkedAll || open.every((below) => below <= 1)) break;
      found = this.foundUpTo(ranked + RANKED_AT_A_TIME);
    }
    if (this.walked < this.snapshot.order.length && open.some((below) => below > 0)) {
      // only a first can still be chosen: the rest are checked for that, then read for the term
      const holdsTerm = this.holdsTerm;
      const mayBeFirst = (slot: number) => ranker.mayRankFirst(read(slot)) && (!holdsTerm || holdsTerm(slot));
      const rest = this.walk(this.walked, mayBeFirst, new Int32Array(16), 0, Number.POSITIVE_INFINITY);
      for (const slot of rest.found.subarray(0, rest.foundCount)) rank(slot);
    }
    const chosen = new Set<number>();
    for (const ranked of buckets) {
      let taken = 0;
      for (const bucket of ranked) {
        for (const id of bucket) {
          if (taken >= max) break;
          chosen.add(id);
          taken += 1;
        }
      }
    }
    return [...chosen];
  }

  /**
   * The `count` people found whose newest application comes first in the applications page's
   * order (newest applied, then highest id), in no order; people without applications are not
   * among them. The first `count` applications of everyone found are all theirs: anyone else's
   * newest comes after each of theirs.
   */
  newest(count: number): number[] {
    const { people } = this.snapshot;
    return newestOf(people, this.foundUpTo(Number.POSITIVE_INFINITY), count).map((slot) => people.ids[slot]!);
  }

  /** The applications of every person found, by status. */
  applications(): ApplicationCounts {
    const [total, active, hired, rejected, withdrawn] = summed(
      this.snapshot.people.counts,
      this.foundUpTo(Number.POSITIVE_INFINITY),
      COUNTED,
    );
    return { total: total!, active: active!, hired: hired!, rejected: rejected!, withdrawn: withdrawn! };
  }
}
