import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Tx } from './client.ts';

/**
 * Issue 16 merge: a duplicate record's rows go to the kept one. `applications` pairs the
 * duplicate's applications with the kept record's application to the same job, which absorbs it.
 */
export type CandidateMove = {
  from: number;
  to: number;
  applications: { from: number; to: number }[];
};

/**
 * Points a table's rows from the duplicate candidate (and its absorbed applications) to the kept
 * ones. Each feature calls it for its own tables; returns how many rows the candidate column moved.
 */
export async function repointCandidateRows(
  tx: Tx,
  table: PgTable,
  columns: { candidate?: PgColumn; application?: PgColumn },
  move: CandidateMove,
): Promise<number> {
  if (columns.application && move.applications.length > 0) {
    const column = sql.identifier(columns.application.name);
    await tx.execute(
      sql`update ${table} set ${column} = pairs.to_id
          from jsonb_to_recordset(${JSON.stringify(move.applications.map((pair) => ({ from_id: pair.from, to_id: pair.to })))}::jsonb)
            as pairs(from_id int, to_id int)
          where ${table}.${column} = pairs.from_id`,
    );
  }
  if (!columns.candidate) return 0;
  const column = sql.identifier(columns.candidate.name);
  const moved = await queryRows(
    tx,
    sql`update ${table} set ${column} = ${move.to} where ${column} = ${move.from} returning 1`,
  );
  return moved.length;
}
