import {
  DEFAULT_PAGE_SIZE,
  INVALID_PAGE_MESSAGE,
  MAX_PAGE_SIZE,
  type Page,
  type SearchPage,
} from '@shortlist/contracts';
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

/** What a search list reads: one row past its page, so whether a next page follows is known without a total. */
export const withLookahead = (page: PageRequest) => ({ limit: page.pageSize + 1, offset: page.offset });

/** A search list's total: exact, or past COUNTED_MATCHES a lower bound (docs/decisions/019). */
export type SearchTotal = { count: number; isLowerBound: boolean };

/**
 * A page of a list whose count may be a lower bound. `rows` were read `withLookahead`. With an
 * exact count it is `paginate`'s page; with a lower bound, `next` follows the row past the page,
 * the count is at least the rows seen so far, and only an empty page past the first is 404.
 */
export function paginateSearch<T>(
  request: FastifyRequest,
  pageReq: PageRequest,
  total: SearchTotal,
  rows: T[],
): SearchPage<T> {
  const results = rows.slice(0, pageReq.pageSize);
  if (!total.isLowerBound)
    return { ...paginate(request, pageReq, total.count, results), count_is_lower_bound: false };
  if (pageReq.page > 1 && results.length === 0) throw notFound(INVALID_PAGE_MESSAGE);
  return {
    count: Math.max(total.count, pageReq.offset + rows.length),
    next: rows.length > pageReq.pageSize ? pageUrl(request, pageReq.page + 1) : null,
    previous: pageReq.page > 1 ? pageUrl(request, pageReq.page - 1) : null,
    results,
    count_is_lower_bound: true,
  };
}
