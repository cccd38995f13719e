import { describe, expect, it } from 'vitest';
import { builtOncePerHandle, builtOncePerShape } from './built-once.ts';
import type { Tx } from './client.ts';

/** A stand-in for a drizzle query: counts how often it is built. */
function counter() {
  const built: string[] = [];
  const query = (label: string) => ({ prepare: () => ({ label }) });
  return { built, query };
}
const handle = () => ({}) as Tx;

describe('queries built once', () => {
  it('builds a query once for each database handle', () => {
    const { built, query } = counter();
    const session = builtOncePerHandle(() => {
      built.push('session');
      return query('session');
    });
    const db = handle();
    const transaction = handle();
    expect(session(db)).toBe(session(db));
    expect(session(transaction)).not.toBe(session(db));
    expect(built).toEqual(['session', 'session']);
  });

  it('builds each shape once and keeps only the most recently used shapes', () => {
    const { built, query } = counter();
    const page = builtOncePerShape(
      (shape: { status: boolean; offset: number }) => JSON.stringify(shape),
      (_db, shape) => {
        built.push(JSON.stringify(shape));
        return query(JSON.stringify(shape));
      },
      2,
    );
    const db = handle();
    const first = page(db, { status: true, offset: 0 });
    expect(page(db, { status: true, offset: 0 })).toBe(first);
    page(db, { status: false, offset: 0 });
    // the first shape was used last but one: reading it again keeps it over the second
    page(db, { status: true, offset: 0 });
    page(db, { status: true, offset: 25 });
    expect(page(db, { status: true, offset: 0 })).toBe(first);
    page(db, { status: false, offset: 0 });
    expect(built).toEqual([
      '{"status":true,"offset":0}',
      '{"status":false,"offset":0}',
      '{"status":true,"offset":25}',
      '{"status":false,"offset":0}',
    ]);
  });
});
