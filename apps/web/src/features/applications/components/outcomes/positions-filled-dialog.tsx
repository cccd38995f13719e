import type { JobPositions } from '@shortlist/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { CircleCheck, Lock } from 'lucide-react';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../../components/ui/dialog.tsx';
import { getErrorMessage } from '../../../../lib/api-error.ts';
import { useRefreshAfterChange } from '../../../../lib/change-refresh.tsx';
import { applicationKeys } from '../../api/get-applications.ts';
import { useJobPositions } from '../../api/get-job-positions.ts';
import { useRejectRemaining } from '../../api/reject-remaining.ts';
import type { OutcomeServices } from './outcome-services.ts';
import { RejectRemainingForm } from './reject-remaining-form.tsx';

type PositionsFilledDialogProps = {
  /** what the hire that filled the last position answered */
  positions: JobPositions;
  jobTitle: string;
  services: Pick<OutcomeServices, 'closeJob' | 'rejectionTemplateSelect'>;
  onClose: () => void;
};

/** Closes the job through the jobs feature; the job and this feature's counts refresh. */
function useCloseJob(jobId: number, closeJob: OutcomeServices['closeJob']) {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: () =>
      closeJob ? closeJob(jobId) : Promise.reject(new Error('Closing jobs is not available here.')),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: applicationKeys.positions(jobId) });
      refresh({ type: 'job.status_changed', job_id: jobId });
    },
  });
}

/**
 * After the hire that fills a job's last open position (issue 13): close the job, reject the
 * applications still active, or both. Nothing closes the dialog while a rejection run is going.
 */
export function PositionsFilledDialog({
  positions: known,
  jobTitle,
  services,
  onClose,
}: PositionsFilledDialogProps) {
  const jobId = known.job_id;
  // the hire's answer is in the cache already (change-status.ts); refetched after each step
  const positions = useJobPositions(jobId).data ?? known;
  const close = useCloseJob(jobId, services.closeJob);
  const rejecting = useRejectRemaining(jobId);
  const running = rejecting.run.phase === 'running';
  const closed = positions.job_status !== 'open' || close.isSuccess;
  const acted = close.isSuccess || rejecting.run.rejected > 0;

  return (
    <Dialog open onOpenChange={(open) => !open && !running && onClose()}>
      <DialogContent
        title="Every position is filled"
        description={`${jobTitle}: ${positions.hired} of ${positions.positions} ${positions.positions === 1 ? 'position' : 'positions'} hired.`}
        footer={
          <Button variant="secondary" onClick={onClose} disabled={running}>
            {acted ? 'Done' : 'Not now'}
          </Button>
        }
      >
        <div className="space-y-5">
          {services.closeJob ? (
            <section aria-label="Close the job" className="space-y-2">
              <h3 className="text-sm font-semibold text-slate-900">Close the job</h3>
              {closed ? (
                <p className="inline-flex items-center gap-1.5 text-sm text-emerald-700" role="status">
                  <CircleCheck className="size-4" aria-hidden /> The job is closed: it takes no new
                  applications.
                </p>
              ) : (
                <>
                  <p className="text-sm text-slate-600">A closed job takes no new applications.</p>
                  {close.isError ? <Alert tone="error">{getErrorMessage(close.error)}</Alert> : null}
                  <Button
                    variant="secondary"
                    size="sm"
                    icon={<Lock className="size-3.5" aria-hidden />}
                    loading={close.isPending}
                    onClick={() => close.mutate()}
                  >
                    Close the job
                  </Button>
                </>
              )}
            </section>
          ) : null}
          <section
            aria-label="Reject the remaining applications"
            className={clsx('space-y-2', services.closeJob && 'border-t border-slate-100 pt-4')}
          >
            <h3 className="text-sm font-semibold text-slate-900">
              {rejecting.run.phase === 'idle' && positions.remaining_active > 0
                ? `Reject the ${positions.remaining_active} remaining active ${positions.remaining_active === 1 ? 'application' : 'applications'}`
                : 'Reject the remaining active applications'}
            </h3>
            <RejectRemainingForm
              jobId={jobId}
              remaining={positions.remaining_active}
              rejecting={rejecting}
              templateSelect={services.rejectionTemplateSelect}
            />
          </section>
        </div>
      </DialogContent>
    </Dialog>
  );
}
