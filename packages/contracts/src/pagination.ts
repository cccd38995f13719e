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
