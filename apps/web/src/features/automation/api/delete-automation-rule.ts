import type { AutomationRule } from '@shortlist/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { automationKeys } from './automation-keys.ts';

/** DELETE /automation-rules/{id}/ — 204; its run log goes with it. */
export function deleteAutomationRule(rule: Pick<AutomationRule, 'id'>) {
  return api.delete(`/automation-rules/${rule.id}/`);
}

export function useDeleteAutomationRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAutomationRule,
    // a deleted template's rule makes the template installable again
    onSuccess: () => queryClient.invalidateQueries({ queryKey: automationKeys.all }),
  });
}
