import type { DryRunResult, TriggerType } from '@shortlist/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type DryRunInput = {
  trigger_type: TriggerType;
  trigger_conditions: Record<string, unknown>;
  job_id: number | null;
};

/** POST /automation-rules/dry-run/ — which of today's applications the trigger and conditions would affect. */
export function dryRunAutomationRule(input: DryRunInput) {
  return api.post<DryRunResult>('/automation-rules/dry-run/', input);
}

/** A preview changes nothing on the server; a mutation only because it is asked for on demand. */
export function useDryRunAutomationRule() {
  return useMutation({ mutationFn: dryRunAutomationRule });
}
