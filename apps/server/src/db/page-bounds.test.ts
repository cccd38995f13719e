import { QueryBuilder } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { inlined } from './page-bounds.ts';
import { jobs } from './schema/index.ts';

const pageOf = (limit: number, offset: number) =>
  new QueryBuilder().select({ id: jobs.id }).from(jobs).limit(inlined(limit)).offset(inlined(offset)).toSQL();

describe('a page written into its statement', () => {
  it('writes the limit and offset as numbers, with no parameter', () => {
    const query = pageOf(25, 50);
    expect(query.sql).toMatch(/ limit 25 offset 50$/);
    expect(query.params).toEqual([]);
  });

  it('writes only whole numbers from 0 to 2^53, whatever it is given', () => {
    expect(pageOf(25.7, -3).sql).toMatch(/ limit 25 offset 0$/);
    expect(pageOf(25, 1e30).sql).toMatch(/ limit 25 offset 9007199254740991$/);
    expect(pageOf(Number.NaN, Number.POSITIVE_INFINITY).sql).toMatch(/ limit 0 offset 0$/);
  });
});
