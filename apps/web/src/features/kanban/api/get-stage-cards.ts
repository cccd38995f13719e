import type { KanbanCard, KanbanSort } from '@shortlist/contracts';
import { api } from '../../../lib/api-client.ts';
import { withFallbackMessage } from '../../../lib/api-error.ts';
import { KANBAN_SERVICE_MESSAGES } from './messages.ts';

/** GET /kanban/{jobId}/stage/{stage}/cards/ — the next cards of a long column ("Load more"). */
export function getStageCards(
  jobId: number,
  stage: string,
  query: { offset: number; limit: number; sort: KanbanSort },
): Promise<{ results: KanbanCard[] }> {
  return withFallbackMessage(
    api.get(`/kanban/${jobId}/stage/${encodeURIComponent(stage)}/cards/`, { params: query }),
    KANBAN_SERVICE_MESSAGES.stageCards,
  );
}
