import {
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { keepsItsPlan } from './planned-with-values.ts';

/*
 * Named prepared statements for the embedded database (docs/decisions/025). PGlite's `query`
 * sends an unnamed statement each time: Parse, Describe, Bind, Describe, Execute and Sync as six
 * calls into PostgreSQL, and the statement is parsed and planned anew every time. Planning is
 * most of a short statement's cost there (the session check: 356 µs as PGlite's query, 83 µs
 * prepared, on this machine). Here each distinct SELECT/INSERT/UPDATE/DELETE text is parsed once
 * under a name, and later calls send Bind, Describe, Execute and Sync in one call. PostgreSQL then
 * plans it as it plans any prepared statement (plan_cache_mode auto: custom plans for the first
 * five runs, then the generic plan when that is no costlier), and re-plans it by itself when a
 * table it reads changes shape. Other statements (DDL, VACUUM, SET…), and those marked to be
 * planned with their values (db/planned-with-values.ts), go through `query` as before.
 */

/** Statements kept per database; the least recently used is closed past this. */
export const STATEMENT_CACHE_SIZE = 400;

/** PostgreSQL's refusal when a prepared statement's result columns changed under it (0A000). */
export const RESULT_TYPE_CHANGED = 'cached plan must not change result type';

type Prepared = { name: string; paramTypes: number[] };
type Serializer = (value: unknown) => string;

/** The PGlite calls the server makes, as PGlite and its thread client both answer them. */
export type PgliteCalls = Pick<PGlite, 'query' | 'exec' | 'transaction' | 'listen' | 'close' | 'closed'>;

function concat(parts: Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}

/**
 * `client` with a statement cache: query, and every transaction's query, run named statements.
 * Statements take PGlite's own locks, so they still run one at a time and never inside another
 * caller's transaction.
 */
export function withStatementCache(client: PGlite): PgliteCalls {
  const prepared = new Map<string, Prepared>();
  let nextName = 1;
  // PGlite's locks (public, if underscored): one statement at a time, none while a transaction holds the database
  const alone = <T>(run: () => Promise<T>) => client._runExclusiveQuery(run);
  const outsideTransactions = <T>(run: () => Promise<T>) => client._runExclusiveTransaction(() => alone(run));

  async function prepare(sql: string): Promise<Prepared> {
    const name = `s${nextName++}`;
    const described = await client.execProtocolStream(
      concat([
        protocol.serialize.parse({ name, text: sql }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(described) };
    prepared.set(sql, statement);
    if (prepared.size > STATEMENT_CACHE_SIZE) await forget(prepared.keys().next().value as string);
    return statement;
  }

  async function forget(sql: string) {
    const statement = prepared.get(sql);
    if (!statement) return;
    prepared.delete(sql);
    await client.execProtocolStream(
      concat([protocol.serialize.close({ type: 'S', name: statement.name }), protocol.serialize.sync()]),
      { syncToFs: false },
    );
  }

  /**
   * PGlite's parsers with the caller's own on top. PGlite merges the two itself when a query
   * passes parsers, as drizzle's every query does: a copy of its 318 parsers, about 0.15 ms each
   * time. Here the caller's few sit on an object whose prototype is PGlite's own (a lookup falls
   * through to them), kept for as long as the caller keeps its parsers object — drizzle makes a
   * new one for each statement it builds, so the merge itself must be cheap too.
   */
  type Parsers = PGlite['parsers'];
  const merged = new WeakMap<object, Parsers>();
  function parsersWith(own: NonNullable<QueryOptions['parsers']>): Parsers {
    let parsers = merged.get(own);
    if (!parsers) {
      parsers = Object.assign(Object.create(client.parsers) as Parsers, own);
      merged.set(own, parsers);
    }
    return parsers;
  }

  /** PGlite's own rule for parameters: its serializer for the parameter's type, else text. */
  function values(params: unknown[], statement: Prepared, options: QueryOptions | undefined) {
    const serializers = client.serializers as Record<number, Serializer>;
    return params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const type = statement.paramTypes[index] ?? 0;
      const serialize =
        (options?.serializers as Record<number, Serializer> | undefined)?.[type] ?? serializers[type];
      return serialize ? serialize(param) : String(param);
    });
  }

  async function run<T>(
    sql: string,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    let statement = prepared.get(sql);
    if (statement) {
      // most recently used last, so the first entry is the one to close
      prepared.delete(sql);
      prepared.set(sql, statement);
    } else {
      statement = await prepare(sql);
    }
    const messages = await client.execProtocolStream(
      concat([
        protocol.serialize.bind({ statement: statement.name, values: values(params, statement, options) }),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const parsers = options?.parsers ? parsersWith(options.parsers) : client.parsers;
    const rowMode = options?.rowMode ? { rowMode: options.rowMode } : undefined;
    return parse.parseResults(messages, parsers, rowMode)[0] as Results<T>;
  }

  async function runOrReprepare<T>(
    sql: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ) {
    try {
      return await run<T>(sql, params, options);
    } catch (error) {
      if (!(error instanceof Error) || !error.message.includes(RESULT_TYPE_CHANGED)) throw error;
      // A table it reads changed its columns since it was prepared: prepare it anew. Outside a
      // transaction, and run it again; inside one, the error has ended the transaction already.
      await forget(sql).catch(() => prepared.delete(sql));
      if (inTransaction) throw error;
      return run<T>(sql, params, options);
    }
  }

  /** `direct` answers what is not cached: PGlite's query, or the transaction's own. */
  const query =
    (direct: Pick<Transaction, 'query'>, inTransaction: boolean) =>
    async <T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
      if (!keepsItsPlan(sql)) return direct.query<T>(sql, params, options);
      if (inTransaction) return alone(() => runOrReprepare<T>(sql, params, options, true));
      const result = await outsideTransactions(() => runOrReprepare<T>(sql, params, options, false));
      await client.syncToFs();
      return result;
    };

  return {
    query: query(client, false),
    exec: (sql, options) => client.exec(sql, options),
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) =>
      client.transaction((tx) => {
        const inTransaction = query(tx, true);
        const cached: Transaction = {
          ...tx,
          query: async <R>(sql: string, params?: unknown[], options?: QueryOptions) => {
            if (tx.closed) throw new Error('Transaction is closed');
            return inTransaction<R>(sql, params, options);
          },
          exec: (sql, options) => tx.exec(sql, options),
          rollback: () => tx.rollback(),
          sql: (strings, ...params) => tx.sql(strings, ...params),
          listen: (channel, callback) => tx.listen(channel, callback),
          get closed() {
            return tx.closed;
          },
        };
        return callback(cached);
      }),
    listen: (channel, callback) => client.listen(channel, callback),
    close: () => client.close(),
    get closed() {
      return client.closed;
    },
  };
}
