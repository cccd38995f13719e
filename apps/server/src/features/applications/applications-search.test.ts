import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { testApp } from '../../test/app.ts';
import { createApplicationRow } from '../../test/candidate-factories.ts';
import { createJob } from '../../test/factories.ts';
import { LISTED_PEOPLE } from './applications.read-model.ts';

/*
 * A search carries the people it finds by id up to LISTED_PEOPLE; a name more people share is
 * searched inside each statement instead (docs/decisions/019). Its own database: the thousand
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
    const people = LISTED_PEOPLE + 8;
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
    const expected = {
      total: people + 1,
      active: byStatus(4) + 1,
      hired: byStatus(1),
      rejected: byStatus(2),
    };

    const found = await list('?search=quillon');
    expect(found.count).toBe(people + 1);
    expect(found.counters).toEqual(expected);
    expect(
      found.results.map((row: { candidate: { full_name: string } }) => row.candidate.full_name).slice(0, 3),
    ).toEqual(['Quillon 1', `Quillon ${people}`, `Quillon ${people - 1}`]);
    const withdrawn = await list('?search=quillon&status=withdrawn&page=2');
    expect(withdrawn.count).toBe(byStatus(3));
    const newestWithdrawn = people - ((people - 3) % 4);
    expect(withdrawn.results[0].candidate.full_name).toBe(`Quillon ${newestWithdrawn - 4 * 25}`);
    // a filter no maintained count knows: the matching rows themselves are counted
    const byEmail = await list('?search=quillon&source=email');
    expect(byEmail.count).toBe(people / 2);
  });
});
