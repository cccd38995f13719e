import type { PipelineStage, StageCreate, StageUpdate } from '@shortlist/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { stageKeys } from './get-stages.ts';

/** The stage editor's four writes; each answers the whole workflow, which replaces the cache. */
export type StageChange =
  | { kind: 'add'; input: StageCreate }
  | { kind: 'update'; key: string; input: StageUpdate }
  | { kind: 'reorder'; keys: string[] }
  | { kind: 'remove'; key: string };

export function changeStages(jobId: number, change: StageChange): Promise<PipelineStage[]> {
  const base = `/jobs/${jobId}/stages/`;
  switch (change.kind) {
    case 'add':
      return api.post(base, change.input);
    case 'update':
      return api.patch(`${base}${encodeURIComponent(change.key)}/`, change.input);
    case 'reorder':
      return api.put(`${base}order/`, { keys: change.keys });
    case 'remove':
      return api.delete(`${base}${encodeURIComponent(change.key)}/`);
  }
}

/** Any board of the job shows the stages too, so its cache is refreshed as well. */
export function useChangeStages(jobId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: StageChange) => changeStages(jobId, change),
    onSuccess: (stages) => {
      queryClient.setQueryData(stageKeys.list(jobId), stages);
      void queryClient.invalidateQueries({ queryKey: ['kanban'] });
    },
  });
}
