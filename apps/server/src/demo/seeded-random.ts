/**
 * A small seeded PRNG (mulberry32) so every seed run produces the same demo data;
 * Math.random would make screenshots, tests and bug reports disagree between runs.
 */
export type SeededRandom = ReturnType<typeof createSeededRandom>;

export function createSeededRandom(seed: number) {
  let state = seed >>> 0;

  function next(): number {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** A float in [min, max). */
  function between(min: number, max: number): number {
    return min + (max - min) * next();
  }

  /** An integer in [min, max], both included. */
  function int(min: number, max: number): number {
    return min + Math.floor(next() * (max - min + 1));
  }

  function chance(probability: number): boolean {
    return next() < probability;
  }

  function pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('pick() needs a non-empty list');
    return item;
  }

  /** A shuffled copy (Fisher–Yates). */
  function shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy;
  }

  /** `count` distinct items in random order. */
  function sample<T>(items: readonly T[], count: number): T[] {
    return shuffle(items).slice(0, count);
  }

  return { next, between, int, chance, pick, shuffle, sample };
}
