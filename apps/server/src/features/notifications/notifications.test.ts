import type { Notification, Role } from '@shortlist/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { candidateTeamMembers, domainEvents, notifications } from '../../db/schema/index.ts';
import { testApp } from '../../test/app.ts';
import { createApplication, createJobWithWorkflow } from '../../test/pipeline-factories.ts';
import { deliverNotifications } from './notifications.service.ts';

const t = testApp();

const call = t.call;

async function notificationsOf(role: Role, query = ''): Promise<Notification[]> {
  await t.settle();
  const response = await call(role, 'GET', `/notifications/${query}`);
  expect(response.statusCode).toBe(200);
  return response.json().results;
}

const ofEvent = (list: Notification[], type: string, key: string, value: unknown) =>
  list.filter((item) => item.template_type === type && item.context_data[key] === value);

describe('who is notified', () => {
  it('tells the recruiter and the hiring team of a new application, and not the person who added it', async () => {
    const job = await createJobWithWorkflow(t.database.db, {
      recruiterId: t.session('recruiter').user.id,
      hiringTeam: [{ email: t.session('hiring_manager').user.email, role: 'hiring_manager' }],
    });
    const response = await call('admin', 'POST', '/candidates/', {
      full_name: 'Noor Haddad',
      emails: ['noor.haddad@example.com'],
      job_id: job.id,
    });
    expect(response.statusCode).toBe(201);

    for (const role of ['recruiter', 'hiring_manager'] as const) {
      const mine = ofEvent(await notificationsOf(role), 'new_application', 'job_id', job.id);
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({
        title: 'New application',
        message: `Noor Haddad applied to ${job.title}.`,
        status: 'delivered',
        template_display: 'New application',
        action_url: `/candidates/${response.json().id}`,
      });
    }
    expect(ofEvent(await notificationsOf('admin'), 'new_application', 'job_id', job.id)).toEqual([]);
    expect(ofEvent(await notificationsOf('finance'), 'new_application', 'job_id', job.id)).toEqual([]);
  });

  it("tells an application's owner and the candidate's assigned team of a stage move, not the mover", async () => {
    const job = await createJobWithWorkflow(t.database.db);
    const { application, candidate } = await createApplication(t.database.db, job.id, {
      name: 'Ines Duarte',
      ownerUserId: t.session('hiring_manager').user.id,
    });
    await t.database.db.insert(candidateTeamMembers).values([
      { candidateId: candidate.id, userId: t.session('finance').user.id },
      { candidateId: candidate.id, userId: t.session('recruiter').user.id },
    ]);
    const moved = await call('recruiter', 'POST', `/kanban/${job.id}/update-stage/`, {
      application_id: application.id,
      new_stage: 'screening',
    });
    expect(moved.statusCode).toBe(200);

    for (const role of ['hiring_manager', 'finance'] as const) {
      const mine = ofEvent(await notificationsOf(role), 'stage_change', 'application_id', application.id);
      expect(mine).toHaveLength(1);
      expect(mine[0]?.message).toBe(
        `Ines Duarte was moved by ${t.session('recruiter').user.full_name} from Applied to CV Review for ${job.title}.`,
      );
    }
    expect(
      ofEvent(await notificationsOf('recruiter'), 'stage_change', 'application_id', application.id),
    ).toEqual([]);
  });

  it("tells an application's owner of a status change (the decisions issue makes them), not the actor", async () => {
    const job = await createJobWithWorkflow(t.database.db, { title: 'Staff Designer' });
    const { application, candidate } = await createApplication(t.database.db, job.id, {
      name: 'Lena Vogel',
      ownerUserId: t.session('hiring_manager').user.id,
    });
    await t.database.db.transaction(async (tx) => {
      await t.spine.events.record(tx, {
        type: 'application.status_changed',
        actor: { id: t.session('admin').user.id, full_name: t.session('admin').user.full_name },
        jobId: job.id,
        candidateId: candidate.id,
        applicationId: application.id,
        data: { from_status: 'active', to_status: 'hired', reason: 'Accepted the offer' },
      });
    });
    const mine = ofEvent(
      await notificationsOf('hiring_manager'),
      'status_change',
      'application_id',
      application.id,
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      title: 'Lena Vogel: hired',
      priority_level: 'high',
      message: `${t.session('admin').user.full_name} changed Lena Vogel's application for Staff Designer from active to hired.`,
    });
    expect(
      ofEvent(await notificationsOf('admin'), 'status_change', 'application_id', application.id),
    ).toEqual([]);
  });

  it('tells the people mentioned in a note, but not for a private note or a self-mention', async () => {
    const job = await createJobWithWorkflow(t.database.db);
    const { candidate } = await createApplication(t.database.db, job.id, { name: 'Tomas Berg' });
    const hm = t.session('hiring_manager').user.full_name;
    const finance = t.session('finance').user.full_name;
    const me = t.session('recruiter').user.full_name;
    const note = (text: string, isPrivate = false) =>
      call('recruiter', 'POST', `/candidates/${candidate.id}/notes/`, { text, is_private: isPrivate });

    expect((await note(`@${hm} and @${me}, can you look at his portfolio?`)).statusCode).toBe(201);
    expect((await note(`Private reminder for @${finance}`, true)).statusCode).toBe(201);

    const mentions = ofEvent(
      await notificationsOf('hiring_manager'),
      'mention',
      'candidate_id',
      candidate.id,
    );
    expect(mentions).toHaveLength(1);
    expect(mentions[0]).toMatchObject({
      title: `${me} mentioned you`,
      priority_level: 'high',
      action_url: `/candidates/${candidate.id}?tab=notes`,
    });
    expect(mentions[0]?.message).toContain('can you look at his portfolio?');
    expect(ofEvent(await notificationsOf('recruiter'), 'mention', 'candidate_id', candidate.id)).toEqual([]);
    expect(ofEvent(await notificationsOf('finance'), 'mention', 'candidate_id', candidate.id)).toEqual([]);
  });

  it('tells the person asked for a sign-off, and refuses to ask someone who cannot approve', async () => {
    const job = await createJobWithWorkflow(t.database.db, { title: 'Head of Data' });
    const asked = await call('recruiter', 'POST', `/jobs/${job.id}/signoff-requests/`, {
      signoff: 'people_ops',
      user_id: t.session('finance').user.id,
      message: 'Budget is agreed',
    });
    expect(asked.statusCode).toBe(202);
    const mine = ofEvent(await notificationsOf('finance'), 'signoff_request', 'job_id', job.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.message).toBe(
      `${t.session('recruiter').user.full_name} asked for your People Ops sign-off on Head of Data. “Budget is agreed”`,
    );

    const refused = await call('admin', 'POST', `/jobs/${job.id}/signoff-requests/`, {
      signoff: 'strategy',
      user_id: t.session('recruiter').user.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      user_id: [`${t.session('recruiter').user.full_name} cannot approve sign-offs.`],
    });
  });

  it('sends nothing of a kind the user turned off in their profile', async () => {
    const preferences = await call('hiring_manager', 'GET', '/notifications/preferences/');
    expect(preferences.json()).toEqual({
      new_application: true,
      stage_change: true,
      status_change: true,
      mention: true,
      signoff_request: true,
      email_failed: true,
      interview: true,
      interview_reminder: true,
      scorecard_submitted: true,
      offer_approval: true,
      offer_update: true,
      task: true,
      automation_failed: true,
    });
    const saved = await call('hiring_manager', 'PUT', '/notifications/preferences/', {
      ...preferences.json(),
      stage_change: false,
    });
    expect(saved.json()).toMatchObject({ stage_change: false, mention: true });

    const job = await createJobWithWorkflow(t.database.db);
    const { application } = await createApplication(t.database.db, job.id, {
      ownerUserId: t.session('hiring_manager').user.id,
    });
    await call('admin', 'POST', `/kanban/${job.id}/update-stage/`, {
      application_id: application.id,
      new_stage: 'prospector',
    });
    expect(
      ofEvent(await notificationsOf('hiring_manager'), 'stage_change', 'application_id', application.id),
    ).toEqual([]);
    await call('hiring_manager', 'PUT', '/notifications/preferences/', { ...preferences.json() });
  });

  it('delivers an event once even when its job runs twice', async () => {
    const job = await createJobWithWorkflow(t.database.db);
    const { application } = await createApplication(t.database.db, job.id, {
      ownerUserId: t.session('finance').user.id,
    });
    await call('admin', 'POST', `/kanban/${job.id}/update-stage/`, {
      application_id: application.id,
      new_stage: 'facet',
    });
    await t.settle();
    const [event] = await t.database.db
      .select()
      .from(domainEvents)
      .where(eq(domainEvents.applicationId, application.id));
    await deliverNotifications(
      { db: t.database.db, clock: () => new Date(), realtime: t.spine.realtime },
      event!,
    );
    const rows = await t.database.db.select().from(notifications).where(eq(notifications.eventId, event!.id));
    expect(rows).toHaveLength(1);
  });
});

describe('the notification calls', () => {
  async function seedThree() {
    await call('admin', 'POST', '/notifications/clear-all/');
    const job = await createJobWithWorkflow(t.database.db, { title: 'Platform Engineer' });
    const apps = await Promise.all(
      ['Ada', 'Grace', 'Linus'].map((name) =>
        createApplication(t.database.db, job.id, { name, ownerUserId: t.session('admin').user.id }),
      ),
    );
    for (const { application } of apps) {
      await call('recruiter', 'POST', `/kanban/${job.id}/update-stage/`, {
        application_id: application.id,
        new_stage: 'screening',
      });
    }
    return notificationsOf('admin');
  }

  it('counts, filters, reads and dismisses only the caller’s own notifications', async () => {
    const list = await seedThree();
    expect(list).toHaveLength(3);
    expect((await call('admin', 'GET', '/notifications/unread-count/')).json()).toEqual({
      unread_count: 3,
      total_count: 3,
    });

    const first = list[0]!;
    expect((await call('recruiter', 'POST', `/notifications/${first.id}/read/`)).statusCode).toBe(404);
    expect((await call('recruiter', 'DELETE', `/notifications/${first.id}/`)).statusCode).toBe(404);

    const read = await call('admin', 'POST', `/notifications/${first.id}/read/`);
    expect(read.json()).toMatchObject({ id: first.id, status: 'read' });
    expect(read.json().read_at).not.toBeNull();
    expect((await notificationsOf('admin', '?status=read')).map((item) => item.id)).toEqual([first.id]);
    expect(await notificationsOf('admin', '?status=delivered')).toHaveLength(2);
    expect(await notificationsOf('admin', '?search=grace')).toHaveLength(1);
    expect(await notificationsOf('admin', '?template_type=mention')).toHaveLength(0);
    expect(await notificationsOf('admin', '?priority_level=medium')).toHaveLength(3);

    expect((await call('admin', 'DELETE', `/notifications/${first.id}/`)).statusCode).toBe(204);
    expect((await call('admin', 'POST', '/notifications/read-all/')).json()).toEqual({ updated: 2 });
    expect((await call('admin', 'GET', '/notifications/unread-count/')).json()).toEqual({
      unread_count: 0,
      total_count: 2,
    });
    expect((await call('admin', 'POST', '/notifications/clear-all/')).json()).toEqual({ deleted: 2 });
    expect(await notificationsOf('admin')).toEqual([]);
  });

  it('answers a malformed filter with the field that is wrong', async () => {
    const response = await call('admin', 'GET', '/notifications/?status=unknown');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('status');
  });
});
