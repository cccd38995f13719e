import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Results, Transaction } from '@electric-sql/pglite';

/**
 * The embedded database on a thread of its own (docs/decisions/025). PGlite runs each statement
 * on the thread that calls it, so in the server's thread a 2 ms statement is 2 ms in which no
 * request is read, no session checked and no JSON written, and a long one stops them all. This
 * client holds the PGlite instance in a worker thread and forwards the calls the server makes —
 * drizzle's, pg-boss's, LISTEN and VACUUM — as messages. Statements still run one at a time, in
 * the order they were sent, and a transaction still has the database to itself until it ends:
 * PGlite's own locks do that, on the worker's side.
 */

/** A data directory (none: in memory), and the dump a new one starts from. */
export type ThreadStart = { dataDir?: string; templatePath?: string };

type QueryRequest = {
  op: 'query';
  id: number;
  tx?: number;
  sql: string;
  params?: unknown[];
  rowMode?: 'array' | 'object';
  textTypes?: number[];
};
export type ThreadRequest =
  | QueryRequest
  | { op: 'exec'; id: number; tx?: number; sql: string }
  | { op: 'begin'; id: number }
  | { op: 'commit' | 'rollback'; id: number; tx: number }
  | { op: 'listen'; id: number; channel: string }
  | { op: 'unlisten'; id: number; listener: number }
  | { op: 'close'; id: number };

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

type ThreadError = { name: string; message: string; fields: Record<string, string | number> };
export type ThreadReply =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: ThreadError }
  | { notification: number; payload: string }
  | { ready: true };

type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> };

/** The part of PGlite's interface the server uses, served from the database's thread. */
export type PgliteThreadClient = {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Array<Results>>;
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T>;
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  readonly closed: boolean;
};

/**
 * dist/pglite-thread-worker.js beside the bundle (apps/server/build.mjs), or under tsx and vitest
 * the TypeScript source, loaded once tsx's loader is registered in the new thread (a worker does
 * not take `--import` from its execArgv).
 */
function startWorker(workerData: ThreadStart): Worker {
  const here = fileURLToPath(import.meta.url);
  if (!here.endsWith('.ts'))
    return new Worker(path.join(path.dirname(here), 'pglite-thread-worker.js'), { workerData });
  // tsx's ES module API (require.resolve would find its CommonJS twin, which cannot register here)
  const tsxRoot = path.dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  const tsx = pathToFileURL(path.join(tsxRoot, 'dist/esm/api/index.mjs')).href;
  const source = pathToFileURL(path.join(path.dirname(here), 'pglite-thread-worker.ts')).href;
  const boot = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(source)}); })`;
  return new Worker(boot, { eval: true, workerData });
}

/** An error as the worker described it, with PostgreSQL's fields where the caller looks for them. */
function rebuild(error: ThreadError): Error {
  const rebuilt = new Error(error.message);
  rebuilt.name = error.name;
  Object.assign(rebuilt, error.fields);
  return rebuilt;
}

export async function openPgliteThread(start: ThreadStart): Promise<PgliteThreadClient> {
  const worker = startWorker(start);
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  const notified = new Map<number, (payload: string) => void>();
  let nextId = 1;
  let closed = false;
  let closing: Promise<void> | null = null;
  let stopped: Error | null = null;

  await new Promise<void>((resolve, reject) => {
    const failed = (error: Error) => reject(error);
    worker.once('error', failed);
    worker.once('exit', (code) => reject(new Error(`The embedded database did not start (exit ${code}).`)));
    worker.on('message', function ready(message: ThreadReply) {
      if (!('ready' in message)) return;
      worker.off('message', ready);
      worker.off('error', failed);
      worker.removeAllListeners('exit');
      resolve();
    });
  });

  worker.on('message', (message: ThreadReply) => {
    if ('notification' in message) {
      notified.get(message.notification)?.(message.payload);
      return;
    }
    if ('ready' in message) return;
    const waiting = pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id);
    if (message.ok) waiting.resolve(message.result);
    else waiting.reject(rebuild(message.error));
  });
  const stop = (error: Error) => {
    stopped = error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on('error', (error) => stop(error));
  worker.on('exit', (code) => stop(new Error(`The embedded database stopped (exit ${code}).`)));

  const call = <T>(request: WithoutId<ThreadRequest>): Promise<T> => {
    if (closed) return Promise.reject(new Error('The embedded database is closed.'));
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  };

  const query =
    (tx: number | undefined) =>
    <T>(sql: string, params?: unknown[], options?: QueryOptions) =>
      call<Results<T>>({
        op: 'query',
        tx,
        sql,
        params,
        rowMode: options?.rowMode,
        textTypes: options?.parsers ? Object.keys(options.parsers).map(Number) : undefined,
      });
  const exec = (tx: number | undefined) => (sql: string) => call<Array<Results>>({ op: 'exec', tx, sql });

  return {
    query: query(undefined),
    exec: exec(undefined),
    async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
      // BEGIN is not waited for: the worker holds this transaction's statements until it is open
      const txId = nextId++;
      worker.postMessage({ op: 'begin', id: txId } satisfies ThreadRequest);
      let ended = false;
      const ensureOpen = () => {
        if (ended) throw new Error('Transaction is closed');
      };
      const tx = {
        query: <R>(sql: string, params?: unknown[], options?: QueryOptions) => {
          ensureOpen();
          return query(txId)<R>(sql, params, options);
        },
        exec: (sql: string) => {
          ensureOpen();
          return exec(txId)(sql);
        },
        rollback: async () => {
          ensureOpen();
          ended = true;
          await call({ op: 'rollback', tx: txId });
        },
        get closed() {
          return ended;
        },
      } as unknown as Transaction;
      let result: T;
      try {
        result = await callback(tx);
      } catch (error) {
        if (!ended) {
          ended = true;
          // the callback's error is the one to report; a rollback that fails with it adds nothing
          await call({ op: 'rollback', tx: txId }).catch(() => {});
        }
        throw error;
      }
      if (!ended) {
        ended = true;
        await call({ op: 'commit', tx: txId });
      }
      return result;
    },
    async listen(channel, callback) {
      const listener = nextId;
      notified.set(listener, callback);
      await call({ op: 'listen', channel });
      return async () => {
        notified.delete(listener);
        await call({ op: 'unlisten', listener });
      };
    },
    close() {
      // PGlite closes its data directory first (a terminated thread would leave it mid-write)
      closing ??= call({ op: 'close' })
        .catch(() => {})
        .then(async () => {
          closed = true;
          await worker.terminate();
        });
      return closing;
    },
    get closed() {
      return closed;
    },
  };
}
