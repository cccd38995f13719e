/** Every candidate-import query key, defined once; uploads, starts and discards refresh through these. */
export const importKeys = {
  all: ['imports'] as const,
  lists: () => [...importKeys.all, 'list'] as const,
  list: (page: number) => [...importKeys.lists(), page] as const,
  detail: (id: number) => [...importKeys.all, 'detail', id] as const,
};
