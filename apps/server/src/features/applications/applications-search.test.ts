import { COUNTED_MATCHES } from '@shortlist/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { testApp } from '../../test/app.ts';
import { createApplicationRow } from '../../test/candidate-factories.ts';
import { createJob } from '../../test/factories.ts';

/*
 * A search carries the people it finds by id up to COUNTED_MATCHES; a name more people share is
 * searched inside each statement instead (docs/decisions/019). Its counters add up every person's
 * applications, from the search index (docs/decisions/034). Its own database: the thousand
 * people it adds would change every other test's totals.
 */
const t = testApp({ roles: ['recruiter'] });

const list = async (query: string) => {
  const response = await t.call('recruiter', 'GET', `/applications/${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('GET /applications/?search= for a name many people share', () => {
  it('finds, pages and counts a name more people share than a search carries by id', async () => {
    const people = COUNTED_MATCHES + 8;
    const db = t.database.db;
    const job = await createJob(db, { title: 'Quillon Lead' });
    const sales = await createJob(db, { title: 'Account Executive' });
    // one application each, newest last; statuses in turn: active, hired, rejected, withdrawn
    await db.execute(sql`
      with made as (
        insert into candidates (full_name, emails)
        select 'Quillon ' || n, jsonb_build_array('quillon' || n || '@many.test')
        from generate_series(1, ${people}) n
        returning id, split_part(full_name, ' ', 2)::int as n
      )
      insert into applications (candidate_id, job_id, status, stage_key, source, applied_at)
      select id, ${sales.id}, (array['active','hired','rejected','withdrawn'])[1 + n % 4], 'applied',
             case when n % 2 = 0 then 'email' else 'form' end,
             timestamptz '2026-01-01' + n * interval '1 minute'
      from made`);
    // the job is found too: its one application, from someone found by name, counts once
    const [first] = await queryRows<{ id: number }>(
      db,
      sql`select id from candidates where full_name = 'Quillon 1'`,
    );
    await createApplicationRow(db, { candidateId: first!.id, jobId: job.id, status: 'active' });
    const byStatus = (status: number) => Math.floor((people - status) / 4) + 1;
    const exact = { total: people + 1, active: byStatus(4) + 1, hired: byStatus(1), rejected: byStatus(2) };

    const found = await list('?search=quillon');
    // past COUNTED_MATCHES people still exact: every person's applications, the job's counted once
    expect(found.count_is_lower_bound).toBe(false);
    expect(found.count).toBe(exact.total);
    expect(found.counters).toEqual(exact);
    expect(
      found.results.map((row: { candidate: { full_name: string } }) => row.candidate.full_name).slice(0, 3),
    ).toEqual(['Quillon 1', `Quillon ${people}`, `Quillon ${people - 1}`]);
    expect(found.next).toContain('page=2');

    // every application is paged, the last page ends the list, and a page past it is refused
    const lastPage = Math.ceil(exact.total / 25);
    const last = await list(`?search=quillon&page=${lastPage}`);
    expect(last.results).toHaveLength(exact.total - (lastPage - 1) * 25);
    expect(last.next).toBeNull();
    expect(last.count).toBe(exact.total);
    // the oldest: Quillon 1's first application
    expect(last.results.at(-1).candidate.full_name).toBe('Quillon 1');
    const past = await t.call('recruiter', 'GET', `/applications/?search=quillon&page=${lastPage + 1}`);
    expect(past.statusCode).toBe(404);
    expect(past.json()).toEqual({ detail: 'Invalid page.' });

    const withdrawn = await list('?search=quillon&status=withdrawn&page=2');
    expect(withdrawn.count).toBe(byStatus(3));
    const newestWithdrawn = people - ((people - 3) % 4);
    expect(withdrawn.results[0].candidate.full_name).toBe(`Quillon ${newestWithdrawn - 4 * 25}`);
    // a filter no maintained count knows: the matching rows themselves are counted, exactly
    const byEmail = await list('?search=quillon&source=email');
    expect(byEmail.count).toBe(people / 2);
    expect(byEmail.count_is_lower_bound).toBe(false);
    // a narrow search: exact
    const one = await list('?search=quillon 1007');
    expect(one).toMatchObject({ count: 1, count_is_lower_bound: false, next: null });
    expect(one.counters).toEqual({ total: 1, active: 0, hired: 0, rejected: 0 });
  });

  it('pages a search exactly as its applications come newest first, whoever applied when', async () => {
    const db = t.database.db;
    const studio = await createJob(db, { title: 'Wrenfield Studio' });
    const [first, second] = [await createJob(db), await createJob(db)];
    // 30 people, 0 to 3 applications each on days and minutes that repeat (ties broken by id);
    // a job the term names, with applications of people it does not name
    await db.execute(sql`
      with made as (
        insert into candidates (full_name) select 'Wrenfield ' || n from generate_series(1, 30) n
        returning id, split_part(full_name, ' ', 2)::int as n
      ), others as (
        insert into candidates (full_name) select 'Someone ' || n from generate_series(1, 6) n returning id
      ), planned as (
        select m.id, j.job_id, timestamptz '2026-03-01' + ((m.n * 7 + j.k * 13) % 11) * interval '1 hour' as at
        from made m
        cross join lateral (values (1, ${first.id}::int), (2, ${second.id}::int), (3, ${studio.id}::int)) as j(k, job_id)
        where (m.n + j.k) % 4 <> 0 and m.n % 9 <> 0
        union all
        select o.id, ${studio.id}::int, timestamptz '2026-03-01' + (o.id % 5) * interval '1 hour' from others o
      )
      insert into applications (candidate_id, job_id, status, stage_key, applied_at)
      select id, job_id, 'active', 'applied', at from planned`);
    const expected = (
      await queryRows<{ id: number }>(
        db,
        sql`select a.id from applications a join candidates c on c.id = a.candidate_id join jobs j on j.id = a.job_id
            where c.full_name ilike '%wrenfield%' or j.title ilike '%wrenfield%'
            order by a.applied_at desc, a.id desc`,
      )
    ).map((row) => row.id);
    const shown: number[] = [];
    for (let page = 1; shown.length < expected.length; page += 1) {
      const found = await list(`?search=wrenfield&page_size=7&page=${page}`);
      expect(found.count).toBe(expected.length);
      shown.push(...found.results.map((row: { id: number }) => row.id));
      if (!found.next) break;
    }
    expect(shown).toEqual(expected);
  });
});
