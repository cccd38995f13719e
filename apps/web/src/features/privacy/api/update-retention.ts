import type { RetentionOverview, RetentionSettings } from '@shortlist/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { privacyKeys } from './privacy-keys.ts';

/** PUT /privacy/retention/ — answers the overview with the first page of who is due now. */
export function updateRetention(settings: RetentionSettings) {
  return api.put<RetentionOverview>('/privacy/retention/', settings);
}

/** A new rule changes who is due and adds a line to the privacy log: both refetch. */
export function useUpdateRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRetention,
    onSuccess: (overview) => {
      queryClient.setQueryData(privacyKeys.retentionPage(1), overview);
      return queryClient.invalidateQueries({ queryKey: privacyKeys.all });
    },
  });
}
