import type { AutomationRule, AutomationRuleUpdate, Page } from '@shortlist/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { automationKeys } from './automation-keys.ts';

/** PATCH /automation-rules/{id}/ — some fields; the on/off switch sends `is_active` alone. */
export function patchAutomationRule({ id, changes }: { id: number; changes: AutomationRuleUpdate }) {
  return api.patch<AutomationRule>(`/automation-rules/${id}/`, changes);
}

type Toggle = { rule: Pick<AutomationRule, 'id'>; isActive: boolean };

/**
 * The switch moves at once in every list showing the rule; a refusal puts every list back as it
 * was. Keyed like the lists, so a live refetch waits until the change settles.
 */
export function useToggleAutomationRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: automationKeys.rules(),
    mutationFn: ({ rule, isActive }: Toggle) =>
      patchAutomationRule({ id: rule.id, changes: { is_active: isActive } }),
    onMutate: async ({ rule, isActive }) => {
      await queryClient.cancelQueries({ queryKey: automationKeys.rules() });
      const before = queryClient.getQueriesData<Page<AutomationRule>>({ queryKey: automationKeys.rules() });
      queryClient.setQueriesData<Page<AutomationRule>>({ queryKey: automationKeys.rules() }, (page) =>
        page
          ? {
              ...page,
              results: page.results.map((row) =>
                row.id === rule.id ? { ...row, is_active: isActive } : row,
              ),
            }
          : page,
      );
      return { before };
    },
    onError: (_error, _toggle, context) => {
      for (const [key, page] of context?.before ?? []) queryClient.setQueryData(key, page);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: automationKeys.rules() }),
  });
}
