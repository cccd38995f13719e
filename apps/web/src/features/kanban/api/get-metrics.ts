import type { BoardMetrics } from '@shortlist/contracts';
import { api } from '../../../lib/api-client.ts';

/** GET /kanban/{jobId}/metrics/ — what the Export button turns into CSV. */
export function getBoardMetrics(jobId: number): Promise<BoardMetrics> {
  return api.get<BoardMetrics>(`/kanban/${jobId}/metrics/`);
}
