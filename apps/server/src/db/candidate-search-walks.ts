import type { People, Snapshot } from './candidate-search-people.ts';

/*
 * The loops of a candidate search over every person the index holds (docs/decisions/034), each a
 * function of its own: in a method that went on after its loop, V8 gave up the optimised loop on
 * every call (it deoptimised at the code after the loop, never run before).
 */

/**
 * The walk of `order` from `position` until `wanted` people are found: a person is found when their
 * bits hold every one of `masks` in `words` (each word's column) and `accepts` their slot (none:
 * the bits alone decide).
 */
export function walkFrom(
  position: number,
  order: Int32Array,
  words: Int32Array[],
  masks: number[],
  accepts: ((slot: number) => boolean) | undefined,
  found: Int32Array,
  foundCount: number,
  wanted: number,
) {
  let slots: Int32Array = found;
  let count = foundCount;
  // the rarest word turns most people away, in a loop of its own (an empty term has none: all pass)
  const first = words[0] ?? order;
  const firstMask = masks[0] ?? 0;
  walk: for (; count < wanted; position += 1) {
    position = passingFrom(order, first, firstMask, position);
    if (position === order.length) break;
    const slot = order[position]!;
    for (let index = 1; index < words.length; index += 1) {
      const mask = masks[index]!;
      if ((words[index]![slot]! & mask) !== mask) continue walk;
    }
    if (accepts && !accepts(slot)) continue;
    if (count === slots.length) {
      const larger = new Int32Array(slots.length * 4);
      larger.set(slots);
      slots = larger;
    }
    slots[count++] = slot;
  }
  return { walked: position, found: slots, foundCount: count };
}

/** The first position from `position` on whose person has every bit of `mask` in `column`. */
function passingFrom(order: Int32Array, column: Int32Array, mask: number, position: number): number {
  if (mask === 0) return position;
  let at = position;
  while (at < order.length && (column[order[at]!]! & mask) !== mask) at += 1;
  return at;
}

/** People sampled from the start of the order to see how many pass a word's check. */
const SAMPLED = 256;

/**
 * How many of the first SAMPLED people pass `mask` in `word`. A walk checks the term's rarest word
 * first, so most people cost one read: "person4242" holds pairs nearly everyone has ("pe", "er")
 * and a few that most lack ("n4", "24"); in word order, 100,000 people took 0.7 ms.
 */
export function passingOf({ people, order }: Snapshot, word: number, mask: number): number {
  const column = people.bits[word]!;
  let passing = 0;
  for (let at = 0; at < order.length && at < SAMPLED; at += 1) {
    if ((column[order[at]!]! & mask) === mask) passing += 1;
  }
  return passing;
}

/**
 * Of `slots`, the `count` whose newest application comes first, chosen with a heap whose top is
 * the one of them that comes last.
 */
export function newestOf(people: People, slots: Int32Array, count: number): number[] {
  const heap: number[] = [];
  const swap = (a: number, b: number) => {
    [heap[a], heap[b]] = [heap[b]!, heap[a]!];
  };
  // `a` sits below `b` in the heap: `a`'s newest comes first
  const below = (a: number, b: number) => people.appliedBefore(heap[a]!, heap[b]!);
  for (const slot of slots) {
    if (people.latestAt[slot] === Number.NEGATIVE_INFINITY) continue;
    if (heap.length < count) {
      heap.push(slot);
      for (let at = heap.length - 1; at > 0 && below((at - 1) >> 1, at); at = (at - 1) >> 1)
        swap(at, (at - 1) >> 1);
    } else if (count > 0 && people.appliedBefore(slot, heap[0]!)) {
      heap[0] = slot;
      for (let at = 0; ; ) {
        const [left, right] = [2 * at + 1, 2 * at + 2];
        let last = at;
        if (left < heap.length && below(last, left)) last = left;
        if (right < heap.length && below(last, right)) last = right;
        if (last === at) break;
        swap(at, last);
        at = last;
      }
    }
  }
  return heap;
}

/**
 * The counts of `slots` added up, column by column. A loop of its own: in a method that goes on
 * after it, the optimised loop gave way on every call (V8 deoptimised it at the code after the
 * loop, never run before), and 100,000 people took 12 ms rather than under one.
 */
export function summed(counts: Int32Array, slots: Int32Array, columns: number): Float64Array {
  const sum = new Float64Array(columns);
  for (const slot of slots) {
    for (let column = 0; column < columns; column += 1) sum[column]! += counts[slot * columns + column]!;
  }
  return sum;
}
