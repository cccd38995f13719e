import { DEFAULT_PAGE_SIZE, INVALID_PAGE_MESSAGE, MAX_PAGE_SIZE, type Page } from '@shortlist/contracts';
import type { FastifyRequest } from 'fastify';
import { notFound } from './errors.ts';

export type PageRequest = { page: number; pageSize: number; offset: number };

/**
 * DRF page-number pagination (DESIGN.md §5): page_size defaults to 25 and is capped at 100;
 * a page below 1 is "Invalid page." (404), like DRF.
 */
export function pageRequest(query: {
  page?: number | undefined;
  page_size?: number | undefined;
}): PageRequest {
  const page = query.page ?? 1;
  if (page < 1) throw notFound(INVALID_PAGE_MESSAGE);
  const requested = query.page_size ?? DEFAULT_PAGE_SIZE;
  const pageSize = requested < 1 ? DEFAULT_PAGE_SIZE : Math.min(requested, MAX_PAGE_SIZE);
  return { page, pageSize, offset: (page - 1) * pageSize };
}

function pageUrl(request: FastifyRequest, page: number): string {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  if (page === 1) url.searchParams.delete('page');
  else url.searchParams.set('page', String(page));
  return url.toString();
}

/** Builds {count, next, previous, results}; a page past the end (other than an empty first page) is 404. */
export function paginate<T>(
  request: FastifyRequest,
  pageReq: PageRequest,
  count: number,
  results: T[],
): Page<T> {
  const lastPage = Math.max(1, Math.ceil(count / pageReq.pageSize));
  if (pageReq.page > lastPage) throw notFound(INVALID_PAGE_MESSAGE);
  return {
    count,
    next: pageReq.page < lastPage ? pageUrl(request, pageReq.page + 1) : null,
    previous: pageReq.page > 1 ? pageUrl(request, pageReq.page - 1) : null,
    results,
  };
}
