import type { RejectRemaining, RejectRemainingResult } from '@shortlist/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { api } from '../../../lib/api-client.ts';
import { useRefreshAfterChange } from '../../../lib/change-refresh.tsx';
import { applicationKeys } from './get-applications.ts';

/** POST /applications/reject-remaining/ — rejects at most REJECT_BATCH_SIZE of a job's active applications. */
export function rejectRemaining(input: RejectRemaining) {
  return api.post<RejectRemainingResult>('/applications/reject-remaining/', input);
}

export type RejectRun = {
  phase: 'idle' | 'running' | 'stopped' | 'done' | 'failed';
  rejected: number;
  /** rejected so far plus what the server last said remains: the bar's 100% */
  total: number;
  remaining: number;
  emailsScheduled: number;
  error: unknown;
};

const IDLE: RejectRun = {
  phase: 'idle',
  rejected: 0,
  total: 0,
  remaining: 0,
  emailsScheduled: 0,
  error: null,
};

/**
 * Rejects a job's remaining active applications a batch a call, calling again while the server
 * says some remain and the last call rejected any (a call that rejects none would loop forever).
 * A failed or stopped run continues from where it was.
 */
export function useRejectRemaining(jobId: number) {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterChange();
  const [run, setRun] = useState<RejectRun>(IDLE);
  const stopping = useRef(false);

  const start = async (input: Omit<RejectRemaining, 'job_id'>, remaining: number) => {
    stopping.current = false;
    let progress: RejectRun = { ...run, phase: 'running', total: run.rejected + remaining, error: null };
    setRun(progress);
    try {
      for (;;) {
        const batch = await rejectRemaining({ ...input, job_id: jobId });
        const rejected = progress.rejected + batch.rejected;
        const finished = batch.remaining === 0 || batch.rejected === 0;
        progress = {
          phase: finished ? 'done' : stopping.current ? 'stopped' : 'running',
          rejected,
          total: Math.max(progress.total, rejected + batch.remaining),
          remaining: batch.remaining,
          emailsScheduled: progress.emailsScheduled + batch.emails_scheduled,
          error: null,
        };
        setRun(progress);
        if (progress.phase !== 'running') break;
      }
    } catch (error) {
      setRun({ ...progress, phase: 'failed', error });
    } finally {
      void queryClient.invalidateQueries({ queryKey: applicationKeys.all });
      refresh({ type: 'application.status_changed', job_id: jobId });
      if (progress.emailsScheduled > 0) refresh({ type: 'email.queued', job_id: jobId });
    }
  };

  return {
    run,
    start,
    stop: () => {
      stopping.current = true;
    },
  };
}
