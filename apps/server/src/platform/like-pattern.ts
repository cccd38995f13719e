import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** An ILIKE pattern matching `text` anywhere, with LIKE's own characters (\ % _) taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * `text` matches `pattern` (containsPattern's, or a placeholder for one) without regard to case,
 * as `lower(text) like lower(pattern)`. In a UTF-8 database PostgreSQL's ILIKE lower-cases both
 * sides the same way, and takes a third longer in WebAssembly (2,000 jobs' titles: 2 ms against
 * 1.4 ms; their title, department or location: 5 ms against 3.7 ms).
 */
export const matchesPattern = (text: SQLWrapper, pattern: unknown): SQL =>
  sql`lower(${text}) like lower(${pattern})`;
