import type { KanbanCard, KanbanSort } from '@shortlist/contracts';
import { api } from '../../../lib/api-client.ts';

/** GET /kanban/{jobId}/stage/{stage}/cards/ — the next cards of a long column ("Load more"). */
export function getStageCards(
  jobId: number,
  stage: string,
  query: { offset: number; limit: number; sort: KanbanSort },
): Promise<{ results: KanbanCard[] }> {
  return api.get(`/kanban/${jobId}/stage/${encodeURIComponent(stage)}/cards/`, { params: query });
}
