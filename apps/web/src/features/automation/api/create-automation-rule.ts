import type { AutomationRule, AutomationRuleCreate } from '@shortlist/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { automationKeys } from './automation-keys.ts';

/** POST /automation-rules/ — 201 with the rule. */
export function createAutomationRule(rule: AutomationRuleCreate) {
  return api.post<AutomationRule>('/automation-rules/', rule);
}

export function useCreateAutomationRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAutomationRule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: automationKeys.rules() }),
  });
}
