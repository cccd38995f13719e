import type pg from 'pg';
import { RESULT_TYPE_CHANGED, STATEMENT_CACHE_SIZE } from './pglite-statements.ts';
import { keepsItsPlan } from './planned-with-values.ts';

/*
 * Named prepared statements on PostgreSQL (docs/decisions/025), as the embedded database has them.
 * node-postgres sends a statement unnamed unless its query names it, and PostgreSQL then parses
 * and plans it on every run: a board's cards statement spent about 4.5 of its milliseconds
 * planning. Here each connection gives every distinct query or write (db/planned-with-values.ts
 * `keepsItsPlan`) a name the first time it runs; node-postgres parses it once on that connection
 * and afterwards sends only Bind, Describe, Execute and Sync. PostgreSQL plans it as any prepared
 * statement: custom plans for five runs, then the generic plan when that is no costlier.
 *
 * A connection names at most STATEMENT_CACHE_SIZE statements; texts beyond those run unnamed, as
 * before. A statement whose table changed its columns is named anew, and its old name counts
 * against that size (it stays prepared on the server). A pooled connection's statements end with it.
 */

type QueryConfig = { text: string; name?: string };

const isConfig = (value: unknown): value is QueryConfig =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as QueryConfig).text === 'string' &&
  (value as QueryConfig).name === undefined &&
  !('submit' in value);

let nextName = 1;

/** Makes `client` name its statements: call it on each connection the pool opens. */
export function prepareStatements(client: pg.Client | pg.PoolClient): void {
  const names = new Map<string, string>();
  // names given on this connection, counting those a changed table left behind on the server
  let given = 0;
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;

  const nameFor = (text: string): string | undefined => {
    const known = names.get(text);
    if (known || given >= STATEMENT_CACHE_SIZE || !keepsItsPlan(text)) return known;
    const name = `s${nextName++}`;
    names.set(text, name);
    given += 1;
    return name;
  };

  client.query = ((config: unknown, ...rest: unknown[]) => {
    if (!isConfig(config)) return query(config, ...rest);
    const name = nameFor(config.text);
    if (!name) return query(config, ...rest);
    const result = query({ ...config, name }, ...rest);
    if (!(result instanceof Promise)) return result;
    return result.catch((error: unknown) => {
      // A table it reads changed its columns since it was prepared: the next run prepares it anew.
      if (error instanceof Error && error.message.includes(RESULT_TYPE_CHANGED)) names.delete(config.text);
      throw error;
    });
  }) as typeof client.query;
}
