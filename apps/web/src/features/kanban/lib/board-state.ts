import type { BoardSearchResult, KanbanBoard, KanbanCard } from '@shortlist/contracts';

type Stage = KanbanBoard['stages'][string];

function mapStages(board: KanbanBoard, change: (stage: Stage) => Stage): KanbanBoard {
  return {
    ...board,
    stages: Object.fromEntries(Object.entries(board.stages).map(([key, s]) => [key, change(s)])),
  };
}

export function findCard(board: KanbanBoard, applicationId: number): KanbanCard | undefined {
  for (const stage of Object.values(board.stages)) {
    const card = stage.applications.find((candidate) => candidate.id === applicationId);
    if (card) return card;
  }
  return undefined;
}

/** The optimistic move: the card leaves its column and heads the target one with 0 days in stage. */
export function moveCard(board: KanbanBoard, applicationId: number, toStage: string): KanbanBoard {
  const card = findCard(board, applicationId);
  if (!card || card.current_stage === toStage || !board.stages[toStage]) return board;
  const moved: KanbanCard = {
    ...card,
    current_stage: toStage,
    days_in_stage: 0,
    stage_entered_at: new Date().toISOString(),
  };
  return mapStages(board, (stage) => {
    if (stage.key === card.current_stage) {
      return {
        ...stage,
        count: stage.count - 1,
        applications: stage.applications.filter((candidate) => candidate.id !== applicationId),
      };
    }
    if (stage.key === toStage)
      return { ...stage, count: stage.count + 1, applications: [moved, ...stage.applications] };
    return stage;
  });
}

/** Puts the server's version of a card where the card now is. */
export function replaceCard(board: KanbanBoard, card: KanbanCard): KanbanBoard {
  return mapStages(board, (stage) =>
    stage.applications.some((candidate) => candidate.id === card.id)
      ? {
          ...stage,
          applications: stage.applications.map((candidate) => (candidate.id === card.id ? card : candidate)),
        }
      : stage,
  );
}

/** Appends a column's next page ("Load more"), skipping cards already shown. */
export function appendCards(board: KanbanBoard, stageKey: string, cards: KanbanCard[]): KanbanBoard {
  return mapStages(board, (stage) => {
    if (stage.key !== stageKey) return stage;
    const shown = new Set(stage.applications.map((card) => card.id));
    return {
      ...stage,
      applications: [...stage.applications, ...cards.filter((card) => !shown.has(card.id))],
    };
  });
}

/** Rejected and withdrawn applications leave the board (docs/decisions/005). */
const OFF_BOARD = new Set(['rejected', 'withdrawn']);

/** Every card the board shows, in any column. */
const shownIds = (board: KanbanBoard) =>
  new Set(Object.values(board.stages).flatMap((stage) => stage.applications.map((c) => c.id)));

/** The cards `previous` showed that a fresh copy of the board does not: those "Load more" brought in. */
export function cardsPastFirstPage(previous: KanbanBoard, fresh: KanbanBoard): number[] {
  const inFresh = shownIds(fresh);
  return previous.stage_order.flatMap((key) =>
    (previous.stages[key]?.applications ?? []).filter((card) => !inFresh.has(card.id)).map((card) => card.id),
  );
}

/**
 * Puts cards fetched apart from the board (again after a refresh, or found by its search) on it,
 * each after the column it now stands in: not one the board already shows anywhere, nor one that
 * has left the board.
 */
export function keepLoaded(board: KanbanBoard, cards: KanbanCard[]): KanbanBoard {
  const shown = shownIds(board);
  const joining = cards.filter((card) => !shown.has(card.id) && !OFF_BOARD.has(card.status));
  if (joining.length === 0) return board;
  return mapStages(board, (stage) => {
    const mine = joining.filter((card) => card.current_stage === stage.key);
    return mine.length > 0 ? { ...stage, applications: [...stage.applications, ...mine] } : stage;
  });
}

/** The optimistic move, in a board search's results: the card and one match change column. */
export function moveFoundCard(
  found: BoardSearchResult,
  applicationId: number,
  toStage: string,
): BoardSearchResult {
  const card = found.results.find((candidate) => candidate.id === applicationId);
  if (!card || card.current_stage === toStage) return found;
  const from = card.current_stage;
  return {
    results: found.results.map((candidate) =>
      candidate.id === applicationId ? { ...candidate, current_stage: toStage, days_in_stage: 0 } : candidate,
    ),
    counts: {
      ...found.counts,
      [from]: Math.max(0, (found.counts[from] ?? 0) - 1),
      [toStage]: (found.counts[toStage] ?? 0) + 1,
    },
  };
}

/** Puts the server's version of a card in a board search's results, if it is among them. */
export function replaceFoundCard(found: BoardSearchResult, card: KanbanCard): BoardSearchResult {
  if (!found.results.some((candidate) => candidate.id === card.id)) return found;
  return {
    ...found,
    results: found.results.map((candidate) => (candidate.id === card.id ? card : candidate)),
  };
}

/** Client-side search (spec 02: over the board data) and quick tag filters (a card with any chosen tag). */
export function cardMatches(card: KanbanCard, search: string, tags: readonly string[]): boolean {
  if (tags.length > 0 && !card.tags.some((tag) => tags.includes(tag))) return false;
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [
    card.candidate_name,
    card.primary_email ?? '',
    card.current_company,
    card.location,
    ...card.skills_match,
    ...card.tags,
  ]
    .join(' ')
    .toLowerCase()
    .includes(needle);
}
