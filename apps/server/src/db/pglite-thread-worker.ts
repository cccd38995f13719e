// The embedded database's own thread (db/pglite-thread.ts starts it; the server bundle builds it
// as dist/pglite-thread-worker.js). PGlite runs PostgreSQL compiled to WebAssembly on the thread
// that calls it: every statement, planning included, holds that thread until it returns. Here it
// holds this one, and the server's thread goes on parsing requests, checking sessions and
// writing JSON while a statement runs.
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './pglite-extensions.ts';
import { SizeKeepingNodeFS } from './pglite-file-sizes.ts';
import { withStatementCache } from './pglite-statements.ts';
import type { ThreadReply, ThreadRequest, ThreadStart } from './pglite-thread.ts';

const start = workerData as ThreadStart;
const port = parentPort;
if (!port) throw new Error('pglite-thread-worker runs as a worker thread');

/** An open transaction: the caller's statements run on `tx` until it says commit or rollback. */
type Open = { tx: Transaction; end(outcome: 'commit' | 'rollback'): void; done: Promise<void> };
/**
 * Transactions by id, from the moment they are asked for: the caller sends its first statement
 * without waiting for BEGIN (one round trip fewer), so a statement waits here until its
 * transaction has the database — after any transaction before it has ended.
 */
const transactions = new Map<number, Promise<Open>>();
const listeners = new Map<number, () => Promise<void>>();
/** Thrown inside the transaction callback to make PGlite roll back; never leaves this file. */
const ROLLBACK = Symbol('rollback');

const client = withStatementCache(
  await PGlite.create({
    // on disk, with file sizes kept (docs/decisions/036); a test's database lives in memory
    ...(start.dataDir ? { fs: new SizeKeepingNodeFS(start.dataDir) } : {}),
    extensions: PGLITE_EXTENSIONS,
    ...(start.templatePath ? { loadDataDir: new Blob([fs.readFileSync(start.templatePath)]) } : {}),
  }),
);

/** The same options object for the same request, so the statement cache merges its parsers once. */
const optionsByKey = new Map<string, QueryOptions>();

/**
 * drizzle's PGlite driver passes parsers that return the text as it came (timestamps, dates,
 * intervals and their arrays stay strings); functions cannot cross threads, so the caller names
 * the type ids and they are rebuilt here.
 */
function queryOptions(request: { rowMode?: 'array' | 'object'; textTypes?: number[] }) {
  if (!request.rowMode && !request.textTypes?.length) return undefined;
  const key = `${request.rowMode ?? ''}:${request.textTypes ?? ''}`;
  let options = optionsByKey.get(key);
  if (!options) {
    const parsers = Object.fromEntries(
      (request.textTypes ?? []).map((type) => [type, (value: string) => value]),
    );
    options = { ...(request.rowMode ? { rowMode: request.rowMode } : {}), parsers };
    optionsByKey.set(key, options);
  }
  return options;
}

function reply(message: ThreadReply) {
  port?.postMessage(message);
}

/** What crosses the thread of an error: its message and PostgreSQL's fields (code, constraint…). */
function errorReply(id: number, error: unknown): ThreadReply {
  if (!(error instanceof Error))
    return { id, ok: false, error: { name: 'Error', message: String(error), fields: {} } };
  const fields: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return { id, ok: false, error: { name: error.name, message: error.message, fields } };
}

async function open(id: number): Promise<Open> {
  const found = transactions.get(id);
  if (!found) throw new Error('Transaction is closed');
  return found;
}

/** Promise.withResolvers, which Node 20 does not have. */
function resolvers<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

function begin(id: number) {
  const ended = resolvers<'commit' | 'rollback'>();
  const end = ended.resolve;
  const opened = resolvers<Open>();
  const done = client
    .transaction(async (tx) => {
      opened.resolve({ tx, end, done });
      if ((await ended.promise) === 'rollback') throw ROLLBACK;
    })
    .catch((error: unknown) => {
      if (error === ROLLBACK) return;
      // a BEGIN that failed fails every statement sent for this transaction
      opened.reject(error);
      throw error;
    });
  // answered to the caller by the statements and by `finish`
  done.catch(() => {});
  opened.promise.catch(() => {});
  transactions.set(id, opened.promise);
}

async function finish(id: number, outcome: 'commit' | 'rollback') {
  try {
    const found = await open(id);
    found.end(outcome);
    await found.done;
  } finally {
    transactions.delete(id);
  }
  return null;
}

async function handle(request: ThreadRequest): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const target = request.tx === undefined ? client : (await open(request.tx)).tx;
      return target.query(request.sql, request.params, queryOptions(request));
    }
    case 'exec': {
      const target = request.tx === undefined ? client : (await open(request.tx)).tx;
      return target.exec(request.sql);
    }
    case 'commit':
    case 'rollback':
      return finish(request.tx, request.op);
    case 'listen': {
      const unsubscribe = await client.listen(request.channel, (payload) =>
        reply({ notification: request.id, payload }),
      );
      listeners.set(request.id, unsubscribe);
      return null;
    }
    case 'unlisten': {
      await listeners.get(request.listener)?.();
      listeners.delete(request.listener);
      return null;
    }
    case 'close':
      await client.close();
      return null;
    default:
      throw new Error('unknown request');
  }
}

port.on('message', (request: ThreadRequest) => {
  if (request.op === 'begin') {
    begin(request.id);
    return;
  }
  handle(request).then(
    (result) => reply({ id: request.id, ok: true, result }),
    (error: unknown) => reply(errorReply(request.id, error)),
  );
});

reply({ ready: true });
