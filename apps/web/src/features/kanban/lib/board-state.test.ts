import type { KanbanCard } from '@shortlist/contracts';
import { describe, expect, it } from 'vitest';
import { buildKanbanBoard, buildKanbanCard } from '../../../test/kanban-fixtures.ts';
import { appendCards, cardMatches, keepLoaded, moveCard, moveFoundCard } from './board-state.ts';

const card = (id: number, stage: string, extra: Partial<KanbanCard> = {}) =>
  buildKanbanCard({
    id,
    current_stage: stage,
    days_in_stage: 5,
    candidate_name: `C${id}`,
    tags: [],
    skills_match: [],
    ...extra,
  });

/** Column A holds cards 1 and 2, column B card 3. */
const board = () => buildKanbanBoard({ a: [card(1, 'a'), card(2, 'a')], b: [card(3, 'b')] });

describe('board state', () => {
  it('moves a card to the top of the target column with 0 days in stage and fixes both counts', () => {
    const next = moveCard(board(), 2, 'b');
    expect(next.stages.a).toMatchObject({ count: 1, applications: [{ id: 1 }] });
    expect(next.stages.b?.count).toBe(2);
    expect(next.stages.b?.applications[0]).toMatchObject({ id: 2, current_stage: 'b', days_in_stage: 0 });
  });

  it('leaves the board alone for a drop in the same column or an unknown stage', () => {
    const before = board();
    expect(moveCard(before, 1, 'a')).toBe(before);
    expect(moveCard(before, 1, 'zzz')).toBe(before);
  });

  it('appends a next page without repeating cards already shown', () => {
    const next = appendCards(board(), 'a', [card(2, 'a'), card(9, 'a')]);
    expect(next.stages.a?.applications.map((c) => c.id)).toEqual([1, 2, 9]);
  });

  it('matches a card on any chosen tag and on search text', () => {
    const tagged = card(1, 'a', { tags: ['referral'], current_company: 'Navy' });
    expect(cardMatches(tagged, '', ['referral', 'senior'])).toBe(true);
    expect(cardMatches(tagged, '', ['senior'])).toBe(false);
    expect(cardMatches(tagged, 'NAVY', [])).toBe(true);
  });

  it('puts cards fetched apart in the column they stand in, never twice and never one off the board', () => {
    const kept = keepLoaded(board(), [
      card(1, 'b'), // already shown in A (the board's own copy wins)
      card(4, 'b'),
      card(5, 'a', { status: 'rejected' }),
      card(6, 'gone'), // a stage the board does not have
    ]);
    const ids = (key: string) => kept.stages[key]?.applications.map((c) => c.id);
    expect(ids('a')).toEqual([1, 2]);
    expect(ids('b')).toEqual([3, 4]);
  });

  it("moves a found card in a search's results, and one match with it", () => {
    const found = { results: [card(7, 'a'), card(8, 'a')], counts: { a: 30 } };
    const moved = moveFoundCard(found, 7, 'b');
    expect(moved.results.map((c) => [c.id, c.current_stage, c.days_in_stage])).toEqual([
      [7, 'b', 0],
      [8, 'a', 5],
    ]);
    expect(moved.counts).toEqual({ a: 29, b: 1 });
    expect(moveFoundCard(found, 99, 'b')).toBe(found);
  });
});
