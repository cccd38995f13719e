import type { CandidateListQuery } from '@shortlist/contracts';

/** Every candidate query key, defined once; mutations invalidate through these. */
export const candidateKeys = {
  all: ['candidates'] as const,
  lists: () => [...candidateKeys.all, 'list'] as const,
  list: (query: CandidateListQuery & { page?: number }) => [...candidateKeys.lists(), query] as const,
  detail: (id: number) => [...candidateKeys.all, 'detail', id] as const,
  notes: (id: number) => [...candidateKeys.detail(id), 'notes'] as const,
  timeline: (id: number) => [...candidateKeys.detail(id), 'timeline'] as const,
  team: (id: number) => [...candidateKeys.detail(id), 'team'] as const,
  documents: (id: number) => [...candidateKeys.detail(id), 'documents'] as const,
};
