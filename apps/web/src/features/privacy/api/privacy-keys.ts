/** Every privacy query key, defined once; the rule's save and live updates refresh through these. */
export const privacyKeys = {
  all: ['privacy'] as const,
  logs: () => [...privacyKeys.all, 'log'] as const,
  log: (page: number) => [...privacyKeys.logs(), page] as const,
  retention: () => [...privacyKeys.all, 'retention'] as const,
  retentionPage: (page: number) => [...privacyKeys.retention(), page] as const,
};
