/** Every possible-duplicates query key, defined once; merging and dismissing refresh through these. */
export const duplicateKeys = {
  all: ['duplicates'] as const,
  pairs: () => [...duplicateKeys.all, 'pairs'] as const,
  pairsPage: (page: number) => [...duplicateKeys.pairs(), page] as const,
  ofCandidate: (candidateId: number) => [...duplicateKeys.all, 'candidate', candidateId] as const,
};
