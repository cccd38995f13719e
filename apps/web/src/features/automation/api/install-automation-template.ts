import type { AutomationRule, AutomationTemplateKey } from '@shortlist/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { automationKeys } from './automation-keys.ts';

/** POST /automation-rules/templates/{key}/install/ — 201 with the new rule, on, for a job or for all. */
export function installAutomationTemplate({
  key,
  jobId,
}: {
  key: AutomationTemplateKey;
  jobId: number | null;
}) {
  return api.post<AutomationRule>(`/automation-rules/templates/${key}/install/`, { job_id: jobId });
}

export function useInstallAutomationTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: installAutomationTemplate,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: automationKeys.rules() }),
        queryClient.invalidateQueries({ queryKey: automationKeys.templates() }),
      ]),
  });
}
