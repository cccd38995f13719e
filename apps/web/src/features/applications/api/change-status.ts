import type { ApplicationStatusChange, ApplicationStatusResult } from '@shortlist/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import type { OutcomeApplication } from '../../../lib/application-outcome.ts';
import { useRefreshAfterChange } from '../../../lib/change-refresh.tsx';
import { applicationKeys } from './get-applications.ts';

/** POST /applications/{id}/status/ (issue 13): reject, withdraw, hire or reopen an application. */
export function changeApplicationStatus(id: number, change: ApplicationStatusChange) {
  return api.post<ApplicationStatusResult>(`/applications/${id}/status/`, change);
}

type Variables = { application: OutcomeApplication; change: ApplicationStatusChange };

/**
 * A decided application moves this feature's lists and counters, the job's board and page, the
 * candidate's page and timeline and, with a rejection e-mail scheduled, the outbox. A 409 (someone
 * decided it meanwhile) refreshes them too, so the pages show what now stands.
 */
export function useChangeApplicationStatus() {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterChange();
  const refreshAfter = ({ application }: Variables, emailScheduled: boolean) => {
    void queryClient.invalidateQueries({ queryKey: applicationKeys.all });
    const ids = {
      job_id: application.job.id,
      candidate_id: application.candidate.id,
      application_id: application.id,
    };
    refresh({ type: 'application.status_changed', ...ids });
    if (emailScheduled) refresh({ type: 'email.queued', ...ids });
  };
  return useMutation({
    mutationFn: ({ application, change }: Variables) => changeApplicationStatus(application.id, change),
    onSuccess: (result, variables) => {
      // the positions as the change left them, for "every position is filled"
      queryClient.setQueryData(applicationKeys.positions(result.positions.job_id), result.positions);
      refreshAfter(variables, result.scheduled_email !== null);
    },
    onError: (error, variables) => {
      if (error instanceof ApiError && error.status === 409) refreshAfter(variables, false);
    },
  });
}
