import type { DomainEvents } from '../../platform/events.ts';
import type { JobRunner } from '../../platform/jobs.ts';
import {
  type DuplicatesDeps,
  pairsNeverFound,
  refreshDuplicatesOf,
  refreshDuplicatesOfMany,
  scanAllDuplicates,
} from './duplicates.service.ts';

/** The nightly scan that finds every possible duplicate afresh (issue 16, docs/decisions/023). */
export const DUPLICATES_SCAN_QUEUE = 'duplicates.scan';

/**
 * A candidate's pairs are found again after each change to them (after commit, in a background
 * job: idempotent, it replaces their pairs); every pair is found afresh each night.
 */
export function registerDuplicates(deps: DuplicatesDeps & { jobs: JobRunner }, events: DomainEvents) {
  events.subscribe({
    name: 'duplicates',
    types: ['candidate.created', 'candidate.updated', 'candidate.merged', 'candidate.erased'],
    handle: async (event) => {
      if (event.candidateId !== null) await refreshDuplicatesOf(deps.db, event.candidateId);
    },
  });
  // an import's batch names its candidates in its data (issue 16)
  events.subscribe({
    name: 'duplicates-imported',
    types: ['candidates.imported'],
    handle: async (event) => {
      const data = event.data as { created_ids?: number[]; updated_ids?: number[] };
      await refreshDuplicatesOfMany(deps.db, [...(data.created_ids ?? []), ...(data.updated_ids ?? [])]);
    },
  });
  deps.jobs.define({
    name: DUPLICATES_SCAN_QUEUE,
    cron: '11 3 * * *',
    expireInSeconds: 1800,
    handler: async () => void (await scanAllDuplicates(deps.db)),
  });
}

/** After the job runner starts: a first scan when nothing was ever found, so the list is filled at once. */
export async function startDuplicates(deps: DuplicatesDeps & { jobs: JobRunner }) {
  if (await pairsNeverFound(deps.db))
    await deps.jobs.send(DUPLICATES_SCAN_QUEUE, {}, { singletonKey: 'first-scan' });
}
