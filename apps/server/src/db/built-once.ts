import type { Tx } from './client.ts';

/*
 * Queries built once and run many times with their values (drizzle's prepared queries, values as
 * `sql.placeholder`). drizzle builds a query from its builder on every run, chunk by chunk: for the
 * jobs list that was 0.7 ms of a 2.6 ms request, more than the statement took, and the session
 * check every request makes cost about what it took to run. A query built here is named by the
 * statement layers (db/postgres-statements.ts, db/pglite-statements.ts) like any other, so it is
 * given no name of its own.
 */

type Preparable<P> = { prepare(name: string): P };

/** The query drizzle built, ready to run with its placeholders' values. */
function prepared<P>(query: Preparable<P>): P {
  // no name: node-postgres would prepare a named one itself, outside the statement layer's cap
  return query.prepare(undefined as unknown as string);
}

/** A query built once for each database handle (the database, or an open transaction). */
export function builtOncePerHandle<P>(build: (db: Tx) => Preparable<P>): (db: Tx) => P {
  const built = new WeakMap<Tx, P>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = prepared(build(db));
      built.set(db, query);
    }
    return query;
  };
}

/**
 * A query of many shapes (which filters are set, the order, the page), each built once for each
 * database handle; the `max` last used shapes are kept.
 */
export function builtOncePerShape<S, P>(
  keyOf: (shape: S) => string,
  build: (db: Tx, shape: S) => Preparable<P>,
  max = 200,
): (db: Tx, shape: S) => P {
  const built = new WeakMap<Tx, Map<string, P>>();
  return (db, shape) => {
    let shapes = built.get(db);
    if (!shapes) {
      shapes = new Map();
      built.set(db, shapes);
    }
    const key = keyOf(shape);
    let query = shapes.get(key);
    if (query) {
      // the most recently used last
      shapes.delete(key);
    } else {
      query = prepared(build(db, shape));
      if (shapes.size >= max) shapes.delete(shapes.keys().next().value as string);
    }
    shapes.set(key, query);
    return query;
  };
}
