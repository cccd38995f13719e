import type { LiveEvent } from '@shortlist/contracts';
import { createContext, use } from 'react';

/** A change this browser made, named like the domain event the server records for it. */
export type LocalChange = Pick<LiveEvent, 'type'> &
  Partial<Pick<LiveEvent, 'job_id' | 'candidate_id' | 'application_id'>>;

export type RefreshAfterChange = (change: LocalChange) => void;

/**
 * Refreshes, at once, every query a change made stale — also those of other features, whose keys
 * a feature may not import. `app/` provides it from its one map from events to query keys (the
 * live event repeats it later, or never without a socket); without `app/` nothing is refreshed.
 */
export const ChangeRefreshContext = createContext<RefreshAfterChange>(() => {});

export function useRefreshAfterChange(): RefreshAfterChange {
  return use(ChangeRefreshContext);
}
