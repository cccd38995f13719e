import {
  APPLICATION_MESSAGES,
  type ApplicationStatusResult,
  EMAIL_MESSAGES,
  type OutgoingEmail,
  REJECT_BATCH_SIZE,
  REJECTION_EMAIL_DELAY_HOURS,
  type RejectRemainingResult,
  type Role,
} from '@shortlist/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, timelineEvents } from '../../db/schema/index.ts';
import { bearer, createTestApp, testApp } from '../../test/app.ts';
import { createApplication, createJob } from '../../test/factories.ts';
import { mailEnv, type SmtpPeer, startSmtpPeer } from '../../test/mail/smtp-peer.ts';
import { createJobWithWorkflow } from '../../test/pipeline-factories.ts';

/**
 * Issue 13 "Application outcomes": reject, withdraw, hire and reopen through the API, with the
 * role rules, the refusals, the job's positions, the scheduled rejection e-mail delivered to a
 * real SMTP server (or cancelled before it goes), and rejecting the rest of a filled job.
 */
let peer: SmtpPeer;

beforeAll(async () => {
  peer = await startSmtpPeer();
});
afterAll(async () => peer?.close());
const t = testApp({ env: () => mailEnv(peer) });

const post = (role: Role, url: string, payload: object) => t.call(role, 'POST', url, payload);
const get = (role: Role, url: string) => t.call(role, 'GET', url);
const decide = (role: Role, applicationId: number, payload: object) =>
  post(role, `/applications/${applicationId}/status/`, payload);

async function anApplication(
  options: { positions?: number; createdBy?: number; email?: string | null } = {},
) {
  const job = await createJob(
    t.database.db,
    { title: 'Data Engineer', createdBy: options.createdBy ?? null },
    options.positions ? { sectors: [{ name: 'Meridian Leadership', positions: options.positions }] } : {},
  );
  const application = await createApplication(
    t.database.db,
    job.id,
    {},
    {
      fullName: 'Ana Novak',
      emails: options.email === null ? [] : [options.email ?? 'ana.novak@example.com'],
    },
  );
  return { job, application };
}

async function statusOf(applicationId: number) {
  const page = (await get('recruiter', `/applications/?search=&page_size=100`)).json();
  return page.results.find((row: { id: number }) => row.id === applicationId)?.status;
}

describe('who may decide an application', () => {
  it.each([
    ['admin', 200],
    ['recruiter', 200],
    ['hiring_manager', 403],
    ['finance', 403],
  ] as const)('rejecting: %s gets %i on a job they do not own', async (role, code) => {
    const { application } = await anApplication();
    const response = await decide(role, application.id, {
      status: 'rejected',
      reason: 'Not enough experience',
    });
    expect(response.statusCode).toBe(code);
    if (code === 403) {
      expect(response.json().detail).toBe(APPLICATION_MESSAGES.cannotManage);
      expect(await statusOf(application.id)).toBe('active');
    }
  });

  it('a hiring manager may reject and withdraw on a job they created', async () => {
    const { application } = await anApplication({ createdBy: t.session('hiring_manager').user.id });
    const response = await decide('hiring_manager', application.id, {
      status: 'withdrawn',
      reason: 'Accepted another offer',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<ApplicationStatusResult>().application.status).toBe('withdrawn');
  });

  it('says on each application row whether the signed-in user manages its job', async () => {
    const theirs = await anApplication({ createdBy: t.session('hiring_manager').user.id });
    const other = await anApplication();
    const canManage = async (role: Role, jobId: number) =>
      (await get(role, `/applications/?job_id=${jobId}`)).json().results[0].job.can_manage;
    expect(await canManage('hiring_manager', theirs.job.id)).toBe(true);
    expect(await canManage('hiring_manager', other.job.id)).toBe(false);
    expect(await canManage('recruiter', other.job.id)).toBe(true);
    expect(await canManage('finance', other.job.id)).toBe(false);
  });

  it.each([
    ['admin', 200],
    ['hiring_manager', 200],
    ['finance', 200],
    ['recruiter', 403],
  ] as const)('hiring: %s gets %i (approve hires)', async (role, code) => {
    const { application } = await anApplication();
    const response = await decide(role, application.id, { status: 'hired' });
    expect(response.statusCode).toBe(code);
    if (code === 403) expect(response.json().detail).toBe(APPLICATION_MESSAGES.cannotHire);
    expect(await statusOf(application.id)).toBe(code === 200 ? 'hired' : 'active');
  });

  it('undoing a hire takes approve hires; reopening a rejection takes managing the job', async () => {
    const hired = (await anApplication()).application;
    await decide('finance', hired.id, { status: 'hired' });
    expect((await decide('recruiter', hired.id, { status: 'active' })).statusCode).toBe(403);
    expect((await decide('finance', hired.id, { status: 'active' })).statusCode).toBe(200);

    const rejected = (await anApplication()).application;
    await decide('recruiter', rejected.id, { status: 'rejected', reason: 'Position filled' });
    expect((await decide('finance', rejected.id, { status: 'active' })).statusCode).toBe(403);
    const reopened = await decide('recruiter', rejected.id, { status: 'active' });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json<ApplicationStatusResult>().application.status).toBe('active');
  });
});

describe('transitions', () => {
  it('refuses a change the rules do not allow, saying what the application is now', async () => {
    const { application } = await anApplication();
    await decide('recruiter', application.id, { status: 'rejected', reason: 'Not enough experience' });
    const toHired = await decide('admin', application.id, { status: 'hired' });
    expect(toHired.statusCode).toBe(409);
    expect(toHired.json()).toMatchObject({
      detail: APPLICATION_MESSAGES.notAllowed('rejected', 'hired'),
      current_status: 'rejected',
    });
    const again = await decide('recruiter', application.id, {
      status: 'rejected',
      reason: 'Position filled',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('This application is already rejected.');
  });

  it('a rejection or withdrawal needs a reason; "Other" alone is not one', async () => {
    const { application } = await anApplication();
    for (const reason of [undefined, '', '   ', 'Other']) {
      const response = await decide('recruiter', application.id, { status: 'rejected', reason });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ reason: [APPLICATION_MESSAGES.reasonRequired] });
    }
    expect(await statusOf(application.id)).toBe('active');
  });

  it('answers a malformed body with field errors, not a 500', async () => {
    const { application } = await anApplication();
    for (const payload of [
      {},
      { status: 'promoted' },
      { status: 'rejected', notify: 'yes' },
      { status: 7 },
    ]) {
      const response = await decide('recruiter', application.id, payload);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json()).length).toBeGreaterThan(0);
    }
    expect((await decide('recruiter', 2_000_000_000, { status: 'hired' })).statusCode).toBe(404);
  });

  it('puts a status_change on the timeline with fromStatus, toStatus and reason, and moves the counters', async () => {
    const { job, application } = await anApplication();
    const before = (await get('recruiter', `/applications/?job_id=${job.id}`)).json().counters;
    expect(before).toMatchObject({ total: 1, active: 1, rejected: 0, hired: 0 });
    await decide('recruiter', application.id, { status: 'rejected', reason: 'Skills do not match the role' });
    const after = (await get('recruiter', `/applications/?job_id=${job.id}`)).json().counters;
    expect(after).toMatchObject({ total: 1, active: 0, rejected: 1 });

    const entries = await t.database.db
      .select()
      .from(timelineEvents)
      .where(and(eq(timelineEvents.applicationId, application.id), eq(timelineEvents.type, 'status_change')));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.metadata).toEqual({
      fromStatus: 'active',
      toStatus: 'rejected',
      reason: 'Skills do not match the role',
    });
    expect(entries[0]!.description).toBe('Skills do not match the role');
  });

  it('takes a rejected application off the board, and reopening brings it back', async () => {
    const job = await createJobWithWorkflow(t.database.db, { title: 'Platform Engineer' });
    const application = await createApplication(t.database.db, job.id, { stageKey: 'applied' });
    const onBoard = async () => {
      const board = (await get('recruiter', `/kanban/${job.id}/board/`)).json();
      return Object.values(board.stages as Record<string, { applications: { id: number }[] }>).some((stage) =>
        stage.applications.some((card) => card.id === application.id),
      );
    };
    expect(await onBoard()).toBe(true);
    await decide('recruiter', application.id, { status: 'rejected', reason: 'Position filled' });
    expect(await onBoard()).toBe(false);
    await decide('recruiter', application.id, { status: 'active' });
    expect(await onBoard()).toBe(true);
  });
});

describe('positions', () => {
  it("hiring fills the job's positions (its sectors' sum) and is refused once they are filled", async () => {
    const { job, application: first } = await anApplication({ positions: 2 });
    const second = await createApplication(t.database.db, job.id);
    const third = await createApplication(t.database.db, job.id);

    const one = (await decide('admin', first.id, { status: 'hired' })).json<ApplicationStatusResult>();
    expect(one.positions).toMatchObject({ positions: 2, hired: 1, all_filled: false, remaining_active: 2 });
    const two = (await decide('admin', second.id, { status: 'hired' })).json<ApplicationStatusResult>();
    expect(two.positions).toMatchObject({ positions: 2, hired: 2, all_filled: true, remaining_active: 1 });

    const refused = await decide('admin', third.id, { status: 'hired' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(APPLICATION_MESSAGES.positionsFilled(2));

    await decide('admin', second.id, { status: 'active' });
    expect((await decide('admin', third.id, { status: 'hired' })).statusCode).toBe(200);
    expect((await get('finance', `/jobs/${job.id}/positions/`)).json()).toMatchObject({
      hired: 2,
      all_filled: true,
    });
  });

  it('two hires at once for the last position: one is taken, the other refused', async () => {
    const { job, application } = await anApplication({ positions: 1 });
    const other = await createApplication(t.database.db, job.id);
    const answers = await Promise.all([
      decide('admin', application.id, { status: 'hired' }),
      decide('finance', other.id, { status: 'hired' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await get('admin', `/jobs/${job.id}/positions/`)).json()).toMatchObject({
      positions: 1,
      hired: 1,
    });
  });
});

describe('the rejection e-mail', () => {
  const outbox = async (applicationId: number) =>
    (await get('recruiter', `/email-ingestion/outbox/?application_id=${applicationId}`)).json()
      .results as OutgoingEmail[];

  it('is scheduled a few hours later with the rejection template, and Cancel stops it for good', async () => {
    const { application } = await anApplication();
    const started = Date.now();
    const response = await decide('recruiter', application.id, {
      status: 'rejected',
      reason: 'Another candidate was a better fit',
      notify: true,
    });
    expect(response.statusCode).toBe(200);
    const { scheduled_email } = response.json<ApplicationStatusResult>();
    const sendAt = new Date(scheduled_email!.send_at).getTime();
    expect(sendAt - started).toBeGreaterThanOrEqual(REJECTION_EMAIL_DELAY_HOURS * 3_600_000 - 1_000);
    expect(sendAt - started).toBeLessThan(REJECTION_EMAIL_DELAY_HOURS * 3_600_000 + 60_000);

    const [email] = await outbox(application.id);
    expect(email).toMatchObject({
      id: scheduled_email!.id,
      to: 'ana.novak@example.com',
      template_type: 'rejection',
      delivery_status: 'scheduled',
      delivery_status_display: 'Scheduled',
    });
    expect(email!.body).toContain('Ana Novak');
    await t.settle(); // the delayed send job is not due: settling does not wait for it

    const cancelled = await post('recruiter', `/email-ingestion/emails/${email!.id}/cancel/`, {});
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().delivery_status).toBe('cancelled');
    const twice = await post('recruiter', `/email-ingestion/emails/${email!.id}/cancel/`, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe(EMAIL_MESSAGES.notScheduled);
    expect((await post('recruiter', `/email-ingestion/emails/${email!.id}/send-now/`, {})).statusCode).toBe(
      409,
    );

    const titles = (
      await t.database.db
        .select()
        .from(timelineEvents)
        .where(eq(timelineEvents.applicationId, application.id))
    ).map((entry) => entry.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Email scheduled: /),
        expect.stringMatching(/^Email cancelled: /),
      ]),
    );
  });

  it('Send now delivers it at once to the candidate over SMTP', async () => {
    const { application } = await anApplication({ email: 'send.now@example.com' });
    const { scheduled_email } = (
      await decide('recruiter', application.id, {
        status: 'rejected',
        reason: 'Position filled',
        notify: true,
      })
    ).json<ApplicationStatusResult>();
    const before = peer.received.length;
    expect(
      (await post('recruiter', `/email-ingestion/emails/${scheduled_email!.id}/send-now/`, {})).statusCode,
    ).toBe(200);
    await t.settle();
    const [mail] = (await peer.waitFor(before + 1)).slice(before);
    expect(mail!.to).toEqual(['send.now@example.com']);
    expect((await outbox(application.id))[0]!.delivery_status).toBe('delivered');
  });

  it('refuses notify on anything but a rejection, and for a candidate without an address', async () => {
    const { application } = await anApplication();
    const hire = await decide('admin', application.id, { status: 'hired', notify: true });
    expect(hire.json()).toEqual({ notify: [APPLICATION_MESSAGES.notifyOnlyOnRejection] });
    const nobody = (await anApplication({ email: null })).application;
    const response = await decide('recruiter', nobody.id, {
      status: 'rejected',
      reason: 'Position filled',
      notify: true,
    });
    expect(response.json()).toEqual({ notify: [APPLICATION_MESSAGES.noEmailAddress] });
    expect(await statusOf(nobody.id)).toBe('active');
  });
});

describe('the scheduled send', () => {
  it('goes by itself when its time comes', async () => {
    const smtp = await startSmtpPeer();
    const app = await createTestApp({ SMTP_URL: smtp.url });
    try {
      // the server's clock runs the delay minus two seconds behind: the e-mail is due two seconds from now
      app.advanceClock(-(REJECTION_EMAIL_DELAY_HOURS * 3_600_000 - 2_000));
      const session = await app.login('recruiter');
      const { application } = await (async () => {
        const job = await createJob(app.database.db, { title: 'Analyst' });
        return {
          application: await createApplication(app.database.db, job.id, {}, { emails: ['due@example.com'] }),
        };
      })();
      const response = await app.app.inject({
        method: 'POST',
        url: `/api/v1/applications/${application.id}/status/`,
        headers: bearer(session),
        payload: { status: 'rejected', reason: 'Position filled', notify: true },
      });
      expect(response.statusCode).toBe(200);
      expect(smtp.received).toHaveLength(0);
      const [mail] = await smtp.waitFor(1, 20_000);
      expect(mail!.to).toEqual(['due@example.com']);
    } finally {
      await app.close();
      await smtp.close();
    }
  }, 30_000);
});

describe('rejecting the rest of a filled job', () => {
  it('rejects the active applications in batches with one reason and one template, hired ones untouched', async () => {
    const { job, application: hired } = await anApplication({ positions: 1 });
    await decide('admin', hired.id, { status: 'hired' });
    const count = REJECT_BATCH_SIZE + 5;
    for (let i = 0; i < count; i += 1)
      await createApplication(t.database.db, job.id, {}, i === 0 ? { emails: [] } : {});

    const batch = (body: object) =>
      post('recruiter', '/applications/reject-remaining/', { job_id: job.id, ...body });
    expect((await batch({ reason: '' })).json()).toEqual({ reason: [APPLICATION_MESSAGES.reasonRequired] });
    expect(
      (
        await post('hiring_manager', '/applications/reject-remaining/', {
          job_id: job.id,
          reason: 'Position filled',
        })
      ).statusCode,
    ).toBe(403);

    const first = (await batch({ reason: 'Position filled', notify: true })).json<RejectRemainingResult>();
    expect(first).toEqual({
      rejected: REJECT_BATCH_SIZE,
      remaining: 5,
      emails_scheduled: REJECT_BATCH_SIZE - 1,
    });
    const second = (await batch({ reason: 'Position filled', notify: true })).json<RejectRemainingResult>();
    expect(second).toEqual({ rejected: 5, remaining: 0, emails_scheduled: 5 });
    const done = (await batch({ reason: 'Position filled', notify: true })).json<RejectRemainingResult>();
    expect(done).toEqual({ rejected: 0, remaining: 0, emails_scheduled: 0 });

    const counters = (await get('recruiter', `/applications/?job_id=${job.id}`)).json().counters;
    expect(counters).toMatchObject({ total: count + 1, active: 0, hired: 1, rejected: count });
    await t.settle();
    // one decision for all at once: nobody is notified of each of them
    const bulkNotices = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.templateType, 'status_change'));
    expect(
      bulkNotices.filter((notice) => (notice.contextData as { job_id?: number }).job_id === job.id),
    ).toHaveLength(0);
  });
});
