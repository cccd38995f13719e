import { z } from 'zod';
import { DB_INT_MAX } from './input-limits.ts';

/** DESIGN.md §5: DRF page-number pagination. */
/** DRF's word for a page past the last one. */
export const INVALID_PAGE_MESSAGE = 'Invalid page.';

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().max(DB_INT_MAX).optional(),
  page_size: z.coerce.number().int().max(DB_INT_MAX).optional(),
});

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}

export type Page<T> = { count: number; next: string | null; previous: string | null; results: T[] };

/**
 * The most matches a search counts exactly (docs/decisions/019). Past it, a list's `count` is a
 * lower bound (`count_is_lower_bound`): the page shows "1,000+", and `next` says whether another
 * page follows.
 */
export const COUNTED_MATCHES = 1_000;

/** A page of a list whose search may find more than `COUNTED_MATCHES`: the candidates and applications lists. */
export function searchPageSchema<T extends z.ZodType>(item: T) {
  return pageSchema(item).extend({ count_is_lower_bound: z.boolean() });
}

export type SearchPage<T> = Page<T> & { count_is_lower_bound: boolean };
