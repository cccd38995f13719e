import { sql } from 'drizzle-orm';

/**
 * When the current transaction started, as PostgreSQL's `now()` says it: what a row's
 * `defaultNow()` columns hold when it is inserted. An update's `updated_at` bookkeeping stamps the
 * same clock (issue 17: no query calls `new Date()`), so a row's created_at and updated_at come
 * from one clock. Business times (a deadline, a schedule, a token's expiry) come from the
 * injected clock instead.
 */
export const transactionTime = sql`now()`;
