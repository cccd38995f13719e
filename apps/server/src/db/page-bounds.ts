import { sql } from 'drizzle-orm';

/**
 * A page's limit or offset written into the statement's text instead of sent as a parameter.
 * The embedded database keeps every statement prepared (db/pglite-statements.ts), and PostgreSQL
 * re-plans a prepared statement on each run unless one generic plan serves every run. With the
 * limit and offset as parameters it never does: a generic plan has to guess them (a tenth of the
 * rows), which makes it look costlier than any custom plan. A list's first page on PGlite then
 * spent 2.4 of its 6.4 ms planning. Written in, each page size and page is a statement of its own
 * that is planned once. Only a whole number between 0 and 2^53 is ever written (a page far past
 * the end reads nothing, as before).
 */
export function inlined(count: number): number {
  const whole = inlinedBound(count);
  // drizzle writes an SQL object where it takes this number; its types know only numbers and placeholders
  return sql.raw(String(whole)) as unknown as number;
}

/** The whole number `inlined` writes for `count`. */
export function inlinedBound(count: number): number {
  return Number.isFinite(count) ? Math.min(Math.max(0, Math.trunc(count)), Number.MAX_SAFE_INTEGER) : 0;
}
