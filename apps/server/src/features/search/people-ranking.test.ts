import { describe, expect, it } from 'vitest';
import {
  CandidateMatches,
  NOT_RANKED,
  People,
  type Row,
  type Snapshot,
} from '../../db/candidate-search-people.ts';
import { PEOPLE_RANKED, peopleRanks } from './search.read-model.ts';

/*
 * Whom global search ranks (docs/decisions/034): the search index chooses, of everyone a term
 * finds, each group's best PEOPLE_RANKED by peopleRanks, newest first among equals. It stops
 * reading people for the term once only an exact name or e-mail could still be chosen; what it
 * chooses must be what ranking every person found would choose.
 */

const FIRST = ['Ada', 'Grace', 'Alan', 'Annika', 'Hop', 'Lee Ann'];
const LAST = ['Hopper', 'Lovelace', 'Turing', 'Hoppe', 'Ann', 'Adams'];

/** `count` people, newest first, many sharing names; a few with a name or e-mail that is only a term. */
function snapshotOf(count: number, seed: number): { snapshot: Snapshot; rows: Row[] } {
  let state = seed;
  const next = (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % below;
  };
  const rows: Row[] = [];
  for (let index = 0; index < count; index += 1) {
    const id = index + 1;
    const special = next(97);
    const name =
      special === 0
        ? 'hopper'
        : special === 1
          ? 'ann'
          : `${FIRST[next(FIRST.length)]} ${LAST[next(LAST.length)]}`;
    const company = next(3) === 0 ? `Hopper Labs ${next(50)}` : `Company ${next(500)}`;
    const email = special === 2 ? 'ann@hopper.example' : `person${id}@mail${next(9)}.example`;
    const text = `${name} ${company} ${JSON.stringify([email])}`.toLowerCase();
    // newest first: the list's order is by date added, newest first
    rows.push([id, (count - index) * 1000, text, name.length, company.length, 0, 0, 0, 0, 0, null, null]);
  }
  return { snapshot: snapshotFrom(rows), rows };
}

/** The index's people as it reads `rows`, in their order. */
function snapshotFrom(rows: Row[]): Snapshot {
  const people = new People(16);
  const slotOf = new Map(rows.map((row) => [row[0], people.add(row)]));
  return { people, order: Int32Array.from(rows.keys()), slotOf };
}

/** The same choice made the long way: every person who holds the term ranked, each group sorted. */
function reference(rows: Row[], term: string, max: number): number[] {
  const ranker = peopleRanks(term);
  const ranked = rows
    .filter(([, , text]) => text.includes(term))
    .map(([id, , text, nameLength, companyLength], position) => ({
      id,
      position,
      ranks: ranker.ranks({ text, nameLength, companyLength }),
    }));
  const chosen = new Set<number>();
  for (let order = 0; order < ranker.orders; order += 1) {
    ranked
      .filter((person) => person.ranks[order]! < NOT_RANKED)
      .sort((a, b) => a.ranks[order]! - b.ranks[order]! || a.position - b.position)
      .slice(0, max)
      .forEach((person) => {
        chosen.add(person.id);
      });
  }
  return [...chosen].sort((a, b) => a - b);
}

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

describe('whom global search ranks', () => {
  const terms = ['hopper', 'ann', 'ann@hopper.example', 'ad', 'hop', 'lovelace', 'labs 4', 'zzz'];

  it.each([1, 2, 3])('chooses what ranking everyone found would choose (people set %i)', (seed) => {
    const { snapshot, rows } = snapshotOf(6_000, seed);
    for (const term of terms) {
      for (const max of [1, 5, PEOPLE_RANKED]) {
        const chosen = new CandidateMatches(term, snapshot).best(max, peopleRanks(term));
        expect(sorted(chosen), `${term}, ${max} a group`).toEqual(reference(rows, term, max));
      }
    }
  });

  it('finds an exact name or e-mail older than thousands of names that start with the term', () => {
    // 3,000 Hopper names, newest first, and behind them the only exact ones
    const names = Array.from({ length: 3_000 }, (_, index) => [`hopper ${index}`, 'person@mail.example']);
    names.push(['hopper', 'someone@mail.example'], ['grace', 'hopper@mail.example']);
    const rows = names.map(([name, email], index): Row => {
      const text = `${name} acme ${JSON.stringify([email])}`;
      return [index + 1, names.length - index, text, name!.length, 4, 0, 0, 0, 0, 0, null, null];
    });
    const snapshot = snapshotFrom(rows);
    expect(new CandidateMatches('hopper', snapshot).best(5, peopleRanks('hopper'))).toContain(3_001);
    const byEmail = 'hopper@mail.example';
    expect(new CandidateMatches(byEmail, snapshot).best(1, peopleRanks(byEmail))).toEqual([3_002]);
  });

  it('leaves the same matches answering the list: its page and count after choosing', () => {
    const { snapshot } = snapshotOf(6_000, 5);
    for (const term of ['hopper', 'ad', 'ann']) {
      const chose = new CandidateMatches(term, snapshot);
      chose.best(PEOPLE_RANKED, peopleRanks(term));
      const fresh = new CandidateMatches(term, snapshot);
      expect(chose.page(40, 25), term).toEqual(fresh.page(40, 25));
      expect(chose.first(30), term).toEqual(fresh.first(30));
    }
  });
});
