import { PANEL_ROLE_LABELS, type PanelSuggestion } from '@shortlist/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { interviewKeys } from './get-interviews.ts';

/** GET /interviews/panel-suggestions/ — the job's hiring team with accounts, its recruiter and author. */
export function getPanelSuggestions(applicationId: number, signal?: AbortSignal) {
  return api
    .get<{ results: PanelSuggestion[] }>('/interviews/panel-suggestions/', {
      params: { application_id: applicationId },
      signal,
    })
    .then(({ results }) => results);
}

export function panelSuggestionsQueryOptions(applicationId: number) {
  return queryOptions({
    queryKey: [...interviewKeys.all, 'panel-suggestions', applicationId] as const,
    queryFn: ({ signal }) => getPanelSuggestions(applicationId, signal),
    staleTime: 60_000,
  });
}

/** The people a scheduler picks first for an application's panel, each with their part in the job. */
export function usePanelSuggestions(applicationId: number | undefined) {
  const query = useQuery({
    ...panelSuggestionsQueryOptions(applicationId ?? 0),
    enabled: applicationId !== undefined,
  });
  return (query.data ?? []).map((person) => ({
    id: person.id,
    full_name: person.full_name,
    role: PANEL_ROLE_LABELS[person.job_role as keyof typeof PANEL_ROLE_LABELS] ?? person.job_role,
  }));
}
