import type { AutomationTemplate } from '@shortlist/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { automationKeys } from './automation-keys.ts';

/** automationTemplateSchema on the wire: a template and whether it is installed where asked. */
export type InstallableTemplate = AutomationTemplate & { installed: boolean };

/** GET /automation-rules/templates/?job_id= — spec 01 §9's four, each marked if installed there. */
export function getAutomationTemplates(jobId: number | null, signal?: AbortSignal) {
  return api.get<InstallableTemplate[]>('/automation-rules/templates/', {
    params: { job_id: jobId },
    signal,
  });
}

export function automationTemplatesQueryOptions(jobId: number | null) {
  return queryOptions({
    queryKey: automationKeys.templateList(jobId),
    queryFn: ({ signal }) => getAutomationTemplates(jobId, signal),
  });
}

export function useAutomationTemplates(jobId: number | null) {
  return useQuery(automationTemplatesQueryOptions(jobId));
}
