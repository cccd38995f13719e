import type { KanbanCard } from '@shortlist/contracts';
import { describe, expect, it } from 'vitest';
import { buildKanbanBoard, buildKanbanCard } from '../../../test/kanban-fixtures.ts';
import { appendCards, cardMatches, moveCard } from './board-state.ts';

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
});
