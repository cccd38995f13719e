import type { KanbanCard } from '@shortlist/contracts';
import { api } from '../../../lib/api-client.ts';

/** The most cards POST /candidate-cards/bulk/ returns at once. */
export const BULK_CARDS_MAX = 200;

/** GET /candidate-cards/{id}/ — one card as it stands now. */
export function getCard(applicationId: number, signal?: AbortSignal): Promise<KanbanCard> {
  return api.get<KanbanCard>(`/candidate-cards/${applicationId}/`, { signal });
}

/** POST /candidate-cards/bulk/ — several cards as they stand now (those still there). */
export function getCards(applicationIds: number[], signal?: AbortSignal): Promise<{ results: KanbanCard[] }> {
  return api.post(`/candidate-cards/bulk/`, { application_ids: applicationIds }, { signal });
}
