import type { BoardSearchResult } from '@shortlist/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../test/app.ts';
import { createApplication, createJobWithWorkflow } from '../../test/pipeline-factories.ts';

/*
 * The board's search keeps each board's cards in order while its board number stands
 * (board-search.ts): every change a board shows must show in the next search too, made through
 * the API or straight in SQL.
 */
const t = testApp();

const search = async (jobId: number, q: string) => {
  const response = await t.call('recruiter', 'GET', `/kanban/${jobId}/search/?q=${encodeURIComponent(q)}`);
  expect(response.statusCode, response.body).toBe(200);
  const { results, counts } = response.json<BoardSearchResult>();
  return { names: results.map((card) => `${card.candidate_name} (${card.current_stage})`), counts };
};

describe("the board's search, after the board changes", () => {
  it('shows a move, a decision, a new name, a new card and another order', async () => {
    const db = t.database.db;
    const job = await createJobWithWorkflow(db);
    const ivo = await createApplication(db, job.id, { name: 'Ivo Marsh', matchScore: 90 });
    const una = await createApplication(db, job.id, { name: 'Una Marsh', matchScore: 80 });
    const kai = await createApplication(db, job.id, {
      name: 'Kai Marsh',
      stageKey: 'screening',
      matchScore: 70,
    });
    expect(await search(job.id, 'marsh')).toEqual({
      names: ['Ivo Marsh (applied)', 'Una Marsh (applied)', 'Kai Marsh (screening)'],
      counts: { applied: 2, screening: 1 },
    });

    const moved = await t.call('recruiter', 'POST', `/kanban/${job.id}/update-stage/`, {
      application_id: una.application.id,
      new_stage: 'screening',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await search(job.id, 'marsh')).toEqual({
      names: ['Ivo Marsh (applied)', 'Una Marsh (screening)', 'Kai Marsh (screening)'],
      counts: { applied: 1, screening: 2 },
    });

    // straight in SQL, as another process or an operator's fix would
    await db.execute(sql`update applications set status = 'rejected' where id = ${ivo.application.id}`);
    await db.execute(sql`update candidates set full_name = 'Kai Fenwick' where id = ${kai.candidate.id}`);
    await db.execute(sql`update applications set match_score = 99 where id = ${kai.application.id}`);
    expect(await search(job.id, 'marsh')).toEqual({
      names: ['Una Marsh (screening)'],
      counts: { screening: 1 },
    });
    expect((await search(job.id, 'fenwick')).names).toEqual(['Kai Fenwick (screening)']);

    await createApplication(db, job.id, { name: 'Abe Marsh', stageKey: 'screening', matchScore: 10 });
    expect((await search(job.id, 'marsh')).names).toEqual(['Una Marsh (screening)', 'Abe Marsh (screening)']);

    const sorted = await t.call('recruiter', 'POST', '/kanban-configs/create_for_job/', {
      job_id: job.id,
      default_sort: 'name',
    });
    expect(sorted.statusCode, sorted.body).toBeLessThan(300);
    expect((await search(job.id, 'marsh')).names).toEqual(['Abe Marsh (screening)', 'Una Marsh (screening)']);
  });

  it('shows only as many cards of a stage as a column does, counting them all', async () => {
    const db = t.database.db;
    const job = await createJobWithWorkflow(db);
    for (let i = 0; i < 30; i += 1)
      await createApplication(db, job.id, { name: `Orla Pike ${i}`, matchScore: i });
    const first = await search(job.id, 'pike');
    expect(first.names).toHaveLength(25);
    expect(first.names[0]).toBe('Orla Pike 29 (applied)');
    expect(first.counts).toEqual({ applied: 30 });

    const limited = await t.call('recruiter', 'POST', '/kanban-configs/create_for_job/', {
      job_id: job.id,
      cards_per_stage_limit: 50,
    });
    expect(limited.statusCode, limited.body).toBeLessThan(300);
    expect((await search(job.id, 'pike')).names).toHaveLength(30);
  });
});
