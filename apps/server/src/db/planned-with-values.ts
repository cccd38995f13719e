import { type SQL, sql } from 'drizzle-orm';

/**
 * Marks a statement whose best plan depends on its parameters' values, as a comment in its text.
 * How many people a search pattern finds decides how best to read them: the trigram index for
 * "%hopper%", the table itself for "%ad%", which has no trigram and matches one person in seven.
 * A plan made once for any pattern picked the index for both, and "%ad%" then read every row of
 * the index (107 ms where the plan for its value stops after 7,600 rows, 5 ms). Both databases
 * otherwise keep each statement's plan (db/pglite-statements.ts, db/postgres-statements.ts); a
 * marked statement is sent unnamed and planned with its values every time.
 */
export const PLANNED_WITH_VALUES = '/* planned with its values */';

export const plannedWithValues: SQL = sql.raw(PLANNED_WITH_VALUES);

const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * Whether a statement is prepared once under a name and its plan kept (db/pglite-statements.ts,
 * db/postgres-statements.ts): queries and writes, unless marked to be planned with their values.
 * DDL, VACUUM, SET and the like are sent as they are.
 */
export const keepsItsPlan = (text: string): boolean =>
  PREPARABLE.test(text) && !text.includes(PLANNED_WITH_VALUES);
