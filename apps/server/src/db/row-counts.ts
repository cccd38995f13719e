import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from './client.ts';
import { tableRowCounts } from './schema/index.ts';

/** The tables whose rows are counted as they change (migration 0023). */
export type CountedTable = 'candidates' | 'jobs' | 'timeline_events';

/**
 * How many rows a table holds, from its maintained striped counter (migration 0023,
 * docs/decisions/019): sixteen rows read instead of every row counted. Exact.
 */
export function maintainedRowCount(relation: CountedTable) {
  // written out: drizzle leaves a column unqualified inside a subquery of another table's select
  return sql<number>`(select coalesce(sum(r.total), 0)::int from ${tableRowCounts} r where r.relation = ${relation})`;
}

export async function readRowCount(db: Tx, relation: CountedTable): Promise<number> {
  const [row] = await queryRows<{ value: number }>(db, sql`select ${maintainedRowCount(relation)} as value`);
  return row?.value ?? 0;
}
