import type { AutomationRule, Page } from '@shortlist/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { automationKeys, type RuleListQuery } from './automation-keys.ts';

/** GET /automation-rules/ — organisation-wide rules first, then each job's (its settings' rules first). */
export function getAutomationRules(query: RuleListQuery, signal?: AbortSignal) {
  return api.get<Page<AutomationRule>>('/automation-rules/', { params: query, signal });
}

export function automationRulesQueryOptions(query: RuleListQuery) {
  return queryOptions({
    queryKey: automationKeys.ruleList(query),
    queryFn: ({ signal }) => getAutomationRules(query, signal),
  });
}

/** Keeps the previous page on screen while the next one loads. */
export function useAutomationRules(query: RuleListQuery) {
  return useQuery({ ...automationRulesQueryOptions(query), placeholderData: keepPreviousData });
}
