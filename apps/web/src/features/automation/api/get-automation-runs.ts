import type { AutomationRun, Page } from '@shortlist/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { automationKeys } from './automation-keys.ts';

/** The run log shows this many runs a page. */
export const RUNS_PAGE_SIZE = 10;

/** GET /automation-rules/{id}/runs/ — the rule's run log, newest first. */
export function getAutomationRuns(ruleId: number, page: number, signal?: AbortSignal) {
  return api.get<Page<AutomationRun>>(`/automation-rules/${ruleId}/runs/`, {
    params: { page, page_size: RUNS_PAGE_SIZE },
    signal,
  });
}

export function automationRunsQueryOptions(ruleId: number, page: number) {
  return queryOptions({
    queryKey: automationKeys.runList(ruleId, page),
    queryFn: ({ signal }) => getAutomationRuns(ruleId, page, signal),
  });
}

export function useAutomationRuns(ruleId: number, page: number) {
  return useQuery({ ...automationRunsQueryOptions(ruleId, page), placeholderData: keepPreviousData });
}
