import { type SQL, sql } from 'drizzle-orm';

/**
 * Marks a statement whose best plan depends on its parameters' values, as a comment in its text.
 * How many people a search pattern finds decides how best to read them: the trigram index for
 * "%hopper%", the table itself for "%ad%", which has no trigram and matches one person in seven.
 * A plan made once for any pattern picked the index for both, and "%ad%" then read every row of
 * the index (107 ms where the plan for its value stops after 7,600 rows, 5 ms). The embedded
 * database, which otherwise keeps each statement's plan (db/pglite-statements.ts), plans a marked
 * statement with its values every time, as PostgreSQL's driver does for every statement.
 */
export const PLANNED_WITH_VALUES = '/* planned with its values */';

export const plannedWithValues: SQL = sql.raw(PLANNED_WITH_VALUES);
