import type { BoardMetrics } from '@shortlist/contracts';
import { api } from '../../../lib/api-client.ts';
import { withFallbackMessage } from '../../../lib/api-error.ts';
import { KANBAN_SERVICE_MESSAGES } from './messages.ts';

/** GET /kanban/{jobId}/metrics/ — what the Export button turns into CSV. */
export function getBoardMetrics(jobId: number): Promise<BoardMetrics> {
  return withFallbackMessage(
    api.get<BoardMetrics>(`/kanban/${jobId}/metrics/`),
    KANBAN_SERVICE_MESSAGES.metrics,
  );
}
