import type { AutomationRule, AutomationRuleCreate } from '@shortlist/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { automationKeys } from './automation-keys.ts';

/** PUT /automation-rules/{id}/ — the whole rule, as the edit form holds it. */
export function updateAutomationRule({ id, rule }: { id: number; rule: AutomationRuleCreate }) {
  return api.put<AutomationRule>(`/automation-rules/${id}/`, rule);
}

export function useUpdateAutomationRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAutomationRule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: automationKeys.rules() }),
  });
}
