import type { DashboardVisit } from '@shortlist/contracts';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '../../../lib/api-client.ts';

/** POST /analytics/dashboard-visits/ — the dashboard was opened; answers the visit before this one. */
export function recordDashboardVisit() {
  return api.post<DashboardVisit>('/analytics/dashboard-visits/');
}

export function useRecordDashboardVisit() {
  return useMutation({ mutationFn: recordDashboardVisit });
}

/**
 * Records one visit when the dashboard mounts (the ref keeps strict mode's second effect from
 * recording another) and says when the server has answered, either way: a failed record must not
 * keep the dashboard from loading, it only leaves NEW relative to the last visit recorded.
 */
export function useDashboardVisit(): { settled: boolean } {
  const { mutate, isIdle, isPending } = useRecordDashboardVisit();
  const recorded = useRef(false);
  useEffect(() => {
    if (recorded.current) return;
    recorded.current = true;
    mutate();
  }, [mutate]);
  return { settled: !isIdle && !isPending };
}
