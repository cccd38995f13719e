import { COUNTED_MATCHES } from '@shortlist/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../test/app.ts';

/*
 * A search counts up to COUNTED_MATCHES people and stops: past it, the list's count is a lower
 * bound and `next` follows the rows themselves (docs/decisions/019). Its own database: the
 * thousand people it adds would change every other test's totals.
 */
const t = testApp({ roles: ['recruiter'] });
const PEOPLE = COUNTED_MATCHES + 8;

const list = async (query: string) => {
  const response = await t.call('recruiter', 'GET', `/candidates/${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
};
const names = (page: { results: { full_name: string }[] }) => page.results.map((row) => row.full_name);

beforeAll(async () => {
  // created a minute apart, Zebulon 1 first: the list shows the newest first
  await t.database.db.execute(sql`
    insert into candidates (full_name, emails, source_type, created_at)
    select 'Zebulon ' || n, jsonb_build_array('zebulon' || n || '@many.test'),
           case when n % 2 = 0 then 'referral' else 'direct' end,
           timestamptz '2026-01-01' + n * interval '1 minute'
    from generate_series(1, ${PEOPLE}) n`);
});

describe('GET /candidates/?search= for a name more people share than a search counts', () => {
  it('shows a lower bound, and pages to the last of them', async () => {
    const first = await list('?search=zebulon');
    expect(first).toMatchObject({ count: COUNTED_MATCHES, count_is_lower_bound: true, previous: null });
    expect(first.next).toContain('page=2');
    expect(names(first).slice(0, 2)).toEqual([`Zebulon ${PEOPLE}`, `Zebulon ${PEOPLE - 1}`]);

    const lastPage = Math.ceil(PEOPLE / 25);
    const last = await list(`?search=zebulon&page=${lastPage}`);
    expect(names(last)).toEqual(
      Array.from(
        { length: PEOPLE - (lastPage - 1) * 25 },
        (_, i) => `Zebulon ${PEOPLE - (lastPage - 1) * 25 - i}`,
      ),
    );
    expect(last).toMatchObject({ count: PEOPLE, next: null, count_is_lower_bound: true });
    const past = await t.call('recruiter', 'GET', `/candidates/?search=zebulon&page=${lastPage + 1}`);
    expect(past.statusCode).toBe(404);
    expect(past.json()).toEqual({ detail: 'Invalid page.' });
  });

  it('counts exactly up to the cap, with or without other filters', async () => {
    const referrals = await list('?search=zebulon&source_type=referral');
    expect(referrals).toMatchObject({ count: PEOPLE / 2, count_is_lower_bound: false });
    const one = await list('?search=zebulon 1007');
    expect(one).toMatchObject({ count: 1, count_is_lower_bound: false, next: null });
    // no search: the maintained total, exact however large
    expect(await list('')).toMatchObject({ count: PEOPLE, count_is_lower_bound: false });
  });
});
