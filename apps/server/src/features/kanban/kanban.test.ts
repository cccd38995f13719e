import {
  JOB_MESSAGES,
  type KanbanBoard,
  type KanbanCard,
  type Role,
  SEARCH_MESSAGES,
} from '@shortlist/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { domainEvents } from '../../db/schema/index.ts';
import { serviceUser, testApp } from '../../test/app.ts';
import { createApplication, createJobWithWorkflow } from '../../test/pipeline-factories.ts';
import { listTimeline } from '../timeline/timeline.service.ts';

const t = testApp();

const call = t.call;
const board = async (jobId: number, role: Role = 'recruiter') =>
  (await call(role, 'GET', `/kanban/${jobId}/board/`)).json<KanbanBoard>();
const move = (jobId: number, payload: object, role: Role = 'recruiter') =>
  call(role, 'POST', `/kanban/${jobId}/update-stage/`, payload);

/** A known dataset: 6 on the board (+1 rejected, +1 withdrawn off it). */
async function knownJob() {
  const job = await createJobWithWorkflow(t.database.db, { title: 'Staff Platform Engineer' });
  const db = t.database.db;
  const made = {
    ada: await createApplication(db, job.id, {
      name: 'Ada',
      stageKey: 'applied',
      daysInStage: 1,
      matchScore: 95,
    }),
    ben: await createApplication(db, job.id, {
      name: 'Ben',
      stageKey: 'applied',
      daysInStage: 9,
      matchScore: 60,
    }),
    cy: await createApplication(db, job.id, {
      name: 'Cy',
      stageKey: 'applied',
      daysInStage: 3,
      matchScore: null,
    }),
    dee: await createApplication(db, job.id, {
      name: 'Dee',
      stageKey: 'screening',
      daysInStage: 7,
      matchScore: 82,
    }),
    eve: await createApplication(db, job.id, {
      name: 'Eve',
      stageKey: 'screening',
      daysInStage: 2,
      matchScore: 71,
    }),
    fay: await createApplication(db, job.id, {
      name: 'Fay',
      stageKey: 'decision',
      daysInStage: 12,
      matchScore: 88,
    }),
  };
  await createApplication(db, job.id, {
    name: 'Gus',
    stageKey: 'applied',
    status: 'rejected',
    matchScore: 99,
  });
  await createApplication(db, job.id, { name: 'Hal', stageKey: 'screening', status: 'withdrawn' });
  return { job, ...made };
}

describe('the board', () => {
  it("carries the real job title, every stage in order and each stage's cards", async () => {
    const { job } = await knownJob();
    const result = await board(job.id, 'finance');
    expect(result.job_title).toBe('Staff Platform Engineer');
    expect(result.can_manage).toBe(false); // finance may look, not move
    expect(result.stage_order).toHaveLength(9);
    expect(result.stages.applied).toMatchObject({ key: 'applied', label: 'Applied', count: 3 });
    expect(result.stages.applied?.applications.map((card) => card.candidate_name)).toEqual([
      'Ada',
      'Ben',
      'Cy',
    ]);
    expect(result.stages.prospector).toMatchObject({ count: 0, applications: [] });
  });

  it('computes the metrics of the known dataset exactly (rejected and withdrawn are off the board)', async () => {
    const { job } = await knownJob();
    const { metrics } = await board(job.id);
    expect(metrics).toMatchObject({
      total_applications: 6,
      average_match_score: 79, // (95 + 60 + 82 + 71 + 88) / 5 = 79.2
      upcoming_interviews: 0,
      high_priority_count: 3, // 95, 82, 88
      stale_applications: 3, // 9, 7 and 12 days
    });
    expect(metrics.stage_health.applied).toEqual({ average_days: 4.3, stale_count: 1 });
    expect(metrics.stage_health.screening).toEqual({ average_days: 4.5, stale_count: 1 });
    expect(metrics.stage_health.decision).toEqual({ average_days: 12, stale_count: 1 });
    expect(metrics.stage_health.facet).toEqual({ average_days: 0, stale_count: 0 });
  });

  it('gives each card the fields of spec 02 from real data', async () => {
    const { job, ada } = await knownJob();
    const card = (await board(job.id)).stages.applied?.applications[0] as KanbanCard;
    expect(card).toMatchObject({
      id: ada.application.id,
      candidate_id: ada.candidate.id,
      candidate_name: 'Ada',
      primary_email: ada.candidate.emails[0],
      priority_level: 'urgent',
      match_score: 95,
      skills_match: ['React'],
      days_in_stage: 1,
      current_stage: 'applied',
      upcoming_interview: null,
      interview_count: 0,
    });
  });

  it('shows at most the configured number of cards per stage, while the count stays whole', async () => {
    const job = await createJobWithWorkflow(t.database.db);
    for (let i = 0; i < 27; i += 1) await createApplication(t.database.db, job.id, { matchScore: i });
    const result = await board(job.id);
    expect(result.configuration.cards_per_stage_limit).toBe(25);
    expect(result.stages.applied?.count).toBe(27);
    expect(result.stages.applied?.applications).toHaveLength(25);
    expect(result.stages.applied?.applications[0]?.match_score).toBe(26);

    const more = await call('recruiter', 'GET', `/kanban/${job.id}/stage/applied/cards/?offset=25`);
    expect(more.json().results.map((card: KanbanCard) => card.match_score)).toEqual([1, 0]);
  });

  it.each([
    ['match_score', ['Ada', 'Ben', 'Cy']],
    ['name', ['Ada', 'Ben', 'Cy']],
    ['longest_in_stage', ['Ben', 'Cy', 'Ada']],
  ])('sorts a column by %s', async (sort, names) => {
    const { job } = await knownJob();
    const response = await call('recruiter', 'GET', `/kanban/${job.id}/stage/applied/cards/?sort=${sort}`);
    expect(response.json().results.map((card: KanbanCard) => card.candidate_name)).toEqual(names);
  });

  it('sorts most recent applications first', async () => {
    const job = await createJobWithWorkflow(t.database.db);
    await createApplication(t.database.db, job.id, { name: 'Old', appliedDaysAgo: 10 });
    await createApplication(t.database.db, job.id, { name: 'New', appliedDaysAgo: 1 });
    const response = await call(
      'recruiter',
      'GET',
      `/kanban/${job.id}/stage/applied/cards/?sort=most_recent`,
    );
    expect(response.json().results.map((card: KanbanCard) => card.candidate_name)).toEqual(['New', 'Old']);
  });

  it('answers 404 for an unknown job or stage', async () => {
    const job = await createJobWithWorkflow(t.database.db);
    expect((await call('recruiter', 'GET', '/kanban/999999/board/')).statusCode).toBe(404);
    const noStage = await call('recruiter', 'GET', `/kanban/${job.id}/stage/nope/cards/`);
    expect(noStage.statusCode).toBe(404);
    expect(noStage.json().detail).toBe(JOB_MESSAGES.stageNotFound);
    const noJob = await call('recruiter', 'GET', '/kanban/999999/stage/applied/cards/');
    expect(noJob.statusCode).toBe(404);
    expect(noJob.json().detail).toBe(JOB_MESSAGES.notFound);
  });
});

describe("the board's search", () => {
  const search = (jobId: number, q: string, role: Role = 'recruiter') =>
    call(role, 'GET', `/kanban/${jobId}/search/?q=${encodeURIComponent(q)}`);

  it('finds matches past the loaded first page of a column, on this board only', async () => {
    const db = t.database.db;
    const job = await createJobWithWorkflow(db);
    // 26 stronger matches fill the first page of Applied; the weakest is Zoë, past it
    for (let i = 0; i < 26; i += 1) await createApplication(db, job.id, { matchScore: 50 + i });
    const zoe = await createApplication(db, job.id, { name: 'Zoë Quillfeather', matchScore: 1 });
    const zed = await createApplication(db, job.id, { name: 'Zed Quillfeather', stageKey: 'facet' });
    await createApplication(db, job.id, { name: 'Rex Quillfeather', status: 'rejected' });
    const other = await createJobWithWorkflow(db);
    await createApplication(db, other.id, { name: 'Ola Quillfeather' });

    const loaded = (await board(job.id)).stages.applied?.applications.map((card) => card.id);
    expect(loaded).not.toContain(zoe.application.id);

    const response = await search(job.id, '  QUILLF ');
    expect(response.statusCode).toBe(200);
    const { results, counts } = response.json();
    expect(results.map((card: KanbanCard) => [card.candidate_name, card.current_stage])).toEqual([
      ['Zoë Quillfeather', 'applied'],
      ['Zed Quillfeather', 'facet'],
    ]);
    expect(results[0]).toMatchObject({
      id: zoe.application.id,
      match_score: 1,
      candidate_id: zoe.candidate.id,
    });
    expect(results[1].id).toBe(zed.application.id);
    expect(counts).toEqual({ applied: 1, facet: 1 });
  });

  it('matches a company or an e-mail, and takes % and _ literally', async () => {
    const { job, dee } = await knownJob();
    const byEmail = (await search(job.id, dee.candidate.emails[0] as string)).json();
    expect(byEmail.results.map((card: KanbanCard) => card.candidate_name)).toEqual(['Dee']);
    expect((await search(job.id, 'acme')).json().counts).toEqual({ applied: 3, screening: 2, decision: 1 });
    expect((await search(job.id, '%%')).json()).toEqual({ results: [], counts: {} });
  });

  it("shows a column's first page of matches in the board's order, and counts them all", async () => {
    const db = t.database.db;
    const job = await createJobWithWorkflow(db);
    for (let i = 0; i < 27; i += 1)
      await createApplication(db, job.id, { name: `Nadia Voss ${i}`, matchScore: i });
    const { results, counts } = (await search(job.id, 'voss')).json();
    expect(results).toHaveLength(25);
    expect(results[0].match_score).toBe(26);
    expect(counts).toEqual({ applied: 27 });
  });

  it('refuses a search under 2 characters, and an unknown job, in the DRF shape', async () => {
    const { job } = await knownJob();
    const short = await search(job.id, ' a ');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ q: [SEARCH_MESSAGES.tooShort] });
    expect((await call('recruiter', 'GET', `/kanban/${job.id}/search/`)).json()).toEqual({
      q: [SEARCH_MESSAGES.tooShort],
    });
    expect((await search(999999, 'ada')).statusCode).toBe(404);
  });
});

describe('board metrics', () => {
  it('reports distribution, time in stage, score bands and the conversion funnel', async () => {
    const { job } = await knownJob();
    const metrics = (await call('admin', 'GET', `/kanban/${job.id}/metrics/`)).json();
    expect(metrics.total_applications).toBe(6);
    expect(metrics.stage_distribution).toMatchObject({ applied: 3, screening: 2, decision: 1, facet: 0 });
    expect(metrics.average_time_in_stage).toMatchObject({ applied: 4.3, decision: 12 });
    expect(metrics.match_score_distribution).toEqual({
      '90-100': 1,
      '80-89': 2,
      '70-79': 1,
      '60-69': 1,
      '0-59': 0,
      unscored: 1,
    });
    expect(metrics.conversion_funnel.slice(0, 3)).toEqual([
      { stage: 'applied', label: 'Applied', reached: 6, rate: 100 },
      { stage: 'screening', label: 'CV Review', reached: 3, rate: 50 },
      { stage: 'prospector', label: 'Prospector', reached: 1, rate: 16.7 },
    ]);
  });
});

describe('moving a card', () => {
  it('sets the stage, restarts its days, writes the timeline event and records the domain event once', async () => {
    const { job, ben } = await knownJob();
    const response = await move(job.id, {
      application_id: ben.application.id,
      new_stage: 'prospector',
      notes: 'Strong phone screen',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      changed: true,
      from_stage: 'applied',
      to_stage: 'prospector',
      card: { current_stage: 'prospector', days_in_stage: 0 },
    });

    const after = await board(job.id);
    expect(after.stages.prospector?.applications.map((card) => card.candidate_name)).toEqual(['Ben']);
    const timeline = await listTimeline(
      { db: t.database.db, user: serviceUser('admin') },
      {
        scope: { applicationId: ben.application.id },
        page: { page: 1, pageSize: 5, offset: 0 },
      },
    );
    expect(timeline.results[0]).toMatchObject({
      type: 'status_change',
      title: 'Moved from Applied to Prospector',
      description: 'Strong phone screen',
      user_id: t.session('recruiter').user.id,
      metadata: { fromStage: 'applied', toStage: 'prospector', automated: false },
    });
    const recorded = await t.database.db
      .select()
      .from(domainEvents)
      .where(eq(domainEvents.applicationId, ben.application.id));
    expect(recorded.filter((event) => event.type === 'application.stage_changed')).toEqual([
      expect.objectContaining({
        actorId: t.session('recruiter').user.id,
        data: expect.objectContaining({ from_stage: 'applied', to_stage: 'prospector', automated: false }),
      }),
    ]);
  });

  it('does nothing when the card is dropped in the stage it is in', async () => {
    const { job, ada } = await knownJob();
    const response = await move(job.id, { application_id: ada.application.id, new_stage: 'applied' });
    expect(response.json()).toMatchObject({ changed: false, card: { days_in_stage: 1 } });
    const timeline = await listTimeline(
      { db: t.database.db, user: serviceUser('admin') },
      {
        scope: { applicationId: ada.application.id },
        page: { page: 1, pageSize: 5, offset: 0 },
      },
    );
    expect(timeline.total).toBe(0);
  });

  it("refuses an application of another job with 404 and a stage outside the job's workflow with 400", async () => {
    const { job } = await knownJob();
    const other = await knownJob();
    const foreign = await move(job.id, { application_id: other.ada.application.id, new_stage: 'screening' });
    expect(foreign.statusCode).toBe(404);

    const { ada } = other;
    const unknown = await move(other.job.id, { application_id: ada.application.id, new_stage: 'culture' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ new_stage: ['"culture" is not a stage of this job\'s workflow.'] });
  });

  it('refuses a move into a stage that has just been removed', async () => {
    const { job, ada } = await knownJob();
    expect((await call('admin', 'DELETE', `/jobs/${job.id}/stages/work_sample/`)).statusCode).toBe(200);
    const response = await move(job.id, { application_id: ada.application.id, new_stage: 'work_sample' });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a stale move with 409 when the client says where it saw the card', async () => {
    const { job, eve } = await knownJob();
    await move(job.id, { application_id: eve.application.id, new_stage: 'facet' }, 'admin');
    const stale = await move(job.id, {
      application_id: eve.application.id,
      new_stage: 'deep_dive',
      expected_stage: 'screening',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ current_stage: 'facet' });
  });

  it('lets the later of two simultaneous moves win, with both on the timeline', async () => {
    const { job, cy } = await knownJob();
    const [first, second] = await Promise.all([
      move(job.id, { application_id: cy.application.id, new_stage: 'screening' }),
      move(job.id, { application_id: cy.application.id, new_stage: 'facet' }, 'admin'),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const card = (
      await call('recruiter', 'GET', `/candidate-cards/${cy.application.id}/`)
    ).json<KanbanCard>();
    const timeline = await listTimeline(
      { db: t.database.db, user: serviceUser('admin') },
      {
        scope: { applicationId: cy.application.id },
        page: { page: 1, pageSize: 5, offset: 0 },
      },
    );
    expect(timeline.total).toBe(2);
    expect(timeline.results[0]?.metadata.toStage).toBe(card.current_stage);
  });

  it('is refused for finance, who may still look at the board', async () => {
    const { job, ada } = await knownJob();
    expect(
      (await move(job.id, { application_id: ada.application.id, new_stage: 'screening' }, 'finance'))
        .statusCode,
    ).toBe(403);
    expect((await call('finance', 'GET', `/kanban/${job.id}/board/`)).statusCode).toBe(200);
  });
});

describe('board settings', () => {
  it('persist per job, shape the board, and reset to the defaults', async () => {
    const { job } = await knownJob();
    const created = await call('recruiter', 'POST', '/kanban-configs/create_for_job/', {
      job_id: job.id,
      default_sort: 'name',
      cards_per_stage_limit: 50,
      show_match_scores: false,
    });
    expect(created.statusCode).toBe(201);
    const updated = await call('recruiter', 'POST', '/kanban-configs/create_for_job/', {
      job_id: job.id,
      show_days_in_stage: false,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      id: created.json().id,
      default_sort: 'name',
      cards_per_stage_limit: 50,
      show_match_scores: false,
      show_days_in_stage: false,
    });
    expect((await board(job.id)).configuration).toMatchObject({
      cards_per_stage_limit: 50,
      default_sort: 'name',
    });

    const reset = await call('recruiter', 'POST', `/kanban-configs/${created.json().id}/reset_to_defaults/`);
    expect(reset.json()).toMatchObject({
      default_sort: 'match_score',
      cards_per_stage_limit: 25,
      show_match_scores: true,
    });
  });

  it('refuses a cards-per-stage limit other than 25, 50 or 100', async () => {
    const job = await createJobWithWorkflow(t.database.db);
    const response = await call('recruiter', 'POST', '/kanban-configs/create_for_job/', {
      job_id: job.id,
      cards_per_stage_limit: 30,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('cards_per_stage_limit');
  });
});

describe('tags and cards', () => {
  it('adds and removes tags, and the board lists its tags most used first', async () => {
    const { job, ada, ben } = await knownJob();
    await call('recruiter', 'POST', `/candidate-cards/${ada.application.id}/tags/`, { tag: 'Fast Track' });
    await call('recruiter', 'POST', `/candidate-cards/${ben.application.id}/tags/`, { tag: 'fast-track' });
    const card = await call('recruiter', 'POST', `/candidate-cards/${ben.application.id}/tags/`, {
      tag: 'referral',
    });
    expect(card.json().tags).toEqual(['fast-track', 'referral']);
    expect((await board(job.id)).tags).toEqual(['fast-track', 'referral']);

    const removed = await call(
      'recruiter',
      'DELETE',
      `/candidate-cards/${ben.application.id}/tags/fast-track/`,
    );
    expect(removed.json().tags).toEqual(['referral']);
  });

  it('gives a card every tag, past the four it shows, so its editor can remove any', async () => {
    const { job, ada } = await knownJob();
    const tags = ['one', 'two', 'three', 'four', 'five', 'six'];
    for (const tag of tags)
      await call('recruiter', 'POST', `/candidate-cards/${ada.application.id}/tags/`, { tag });
    const shown = Object.values((await board(job.id)).stages)
      .flatMap((stage) => stage.applications)
      .find((card) => card.id === ada.application.id);
    expect(shown?.tags).toEqual(tags);
    expect((await call('recruiter', 'GET', `/candidate-cards/${ada.application.id}/`)).json().tags).toEqual(
      tags,
    );
  });

  it('fetches cards one by one and in bulk', async () => {
    const { ada, fay } = await knownJob();
    const bulk = await call('finance', 'POST', '/candidate-cards/bulk/', {
      application_ids: [fay.application.id, ada.application.id],
    });
    expect(
      bulk
        .json()
        .results.map((card: KanbanCard) => card.candidate_name)
        .sort(),
    ).toEqual(['Ada', 'Fay']);
    expect((await call('finance', 'GET', '/candidate-cards/999999/')).statusCode).toBe(404);
  });
});
