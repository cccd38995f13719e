import path from 'node:path';
import {
  EMAIL_MESSAGES,
  type OutgoingEmailDetail,
  type Session,
  TEMPLATE_TYPE_REQUIRED,
} from '@shortlist/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emails } from '../../db/schema/index.ts';
import { createMailTransport } from '../../platform/mail.ts';
import { createLocalDiskStorage } from '../../platform/storage/local-disk-storage.ts';
import { bearer, createTestApp, type TestContext } from '../../test/app.ts';
import { createApplication, createJob } from '../../test/factories.ts';
import { headerOf, type SmtpPeer, startSmtpPeer } from '../../test/mail/smtp-peer.ts';
import { deliverEmail, SEND_RETRY_LIMIT, type SendingDeps } from './email-sending.service.ts';

/**
 * Issue 12, sending: a templated message is rendered for a real application, stored, and handed
 * to a real SMTP server (smtp-server on loopback) by a background job; refusals, retries, Mark
 * Resolved and the embedded default without SMTP_URL.
 */
let peer: SmtpPeer;
let t: TestContext;
let recruiter: Session;

beforeAll(async () => {
  peer = await startSmtpPeer();
  t = await createTestApp({ SMTP_URL: peer.url, MAIL_FROM: 'Meridian Careers <careers@meridian.example>' });
  recruiter = await t.login('recruiter');
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});
afterEach(() => {
  peer.answer({ kind: 'accept' });
  peer.delayData(0);
});

async function anApplication() {
  const job = await createJob(t.database.db, { title: 'Data Engineer' });
  return createApplication(
    t.database.db,
    job.id,
    {},
    { fullName: 'Ana Novak', emails: ['ana.novak@example.com'] },
  );
}

async function send(payload: Record<string, unknown>, session = recruiter) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/email-ingestion/send/',
    headers: bearer(session),
    payload,
  });
}

/** The ids the outbox lists for a query, newest first. */
async function outboxIds(query: string): Promise<number[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/email-ingestion/outbox/?${query}`,
    headers: bearer(recruiter),
  });
  return response.json().results.map((row: { id: number }) => row.id);
}

async function detail(id: number) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/email-ingestion/emails/${id}/`,
    headers: bearer(recruiter),
  });
  return response.json<OutgoingEmailDetail>();
}

describe('sending a templated e-mail', () => {
  it('renders the template for the application, delivers it over SMTP and puts it on the timeline', async () => {
    const application = await anApplication();
    const response = await send({
      to: 'ana.novak@example.com',
      template_type: 'application_received',
      application_id: application.id,
    });
    expect(response.statusCode, response.body).toBe(201);
    const { email_id, delivery_status, message } = response.json();
    expect(delivery_status).toBe('queued');
    expect(message).toBe(EMAIL_MESSAGES.sent);

    await t.settle();
    const [mail] = peer.received.slice(-1);
    expect(mail!.to).toEqual(['ana.novak@example.com']);
    expect(headerOf(mail!.raw, 'Subject')).toBe('We received your application for Data Engineer');
    expect(headerOf(mail!.raw, 'From')).toContain('careers@meridian.example');
    expect(mail!.raw).toContain('Dear Ana Novak,');
    expect(mail!.raw).toContain('The Meridian Recruiting Team');

    const stored = await detail(email_id);
    expect(stored).toMatchObject({
      delivery_status: 'delivered',
      to: 'ana.novak@example.com',
      candidate_name: 'Ana Novak',
      job_title: 'Data Engineer',
      template_type: 'application_received',
      attempts: 1,
    });
    expect(headerOf(mail!.raw, 'Message-ID')).toBe(stored.message_id);
    expect(stored.audit_trail.map((entry) => entry.action)).toEqual(['Composed', 'Delivered']);

    const timeline = await t.app.inject({
      method: 'GET',
      url: `/api/v1/candidates/${application.candidateId}/timeline/`,
      headers: bearer(recruiter),
    });
    const events = timeline.json().results ?? timeline.json();
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'email',
        metadata: expect.objectContaining({
          direction: 'outbound',
          subject: 'We received your application for Data Engineer',
          recipient: 'ana.novak@example.com',
          template: 'Application received',
        }),
      }),
    );
  });

  it('uses the custom subject and the variables the sender typed', async () => {
    const application = await anApplication();
    const response = await send({
      to: 'ana.novak@example.com',
      template_type: 'custom',
      application_id: application.id,
      subject: 'About {{job_title}} next week',
      variables: { message: 'Could we talk on Tuesday?' },
    });
    expect(response.statusCode, response.body).toBe(201);
    await t.settle();
    const stored = await detail(response.json().email_id);
    expect(stored.subject).toBe('About Data Engineer next week');
    expect(stored.body).toContain('Could we talk on Tuesday?');
  });

  it('refuses a message with an unfilled variable, naming it, and stores nothing', async () => {
    const before = peer.received.length;
    const response = await send({ to: 'someone@example.com', template_type: 'interview_invitation' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      variables: [
        EMAIL_MESSAGES.missingVariables([
          'job_title',
          'candidate_name',
          'interview_date',
          'interview_location',
        ]),
      ],
    });
    await t.settle();
    expect(peer.received.length).toBe(before);
  });

  it('refuses a malformed recipient with the spec message', async () => {
    const response = await send({ to: 'not-an-address', template_type: 'custom' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ to: [EMAIL_MESSAGES.recipientInvalid] });
    // an empty body gets the contract's words, not the validator's defaults
    const empty = await send({});
    expect(empty.json()).toEqual({
      to: [EMAIL_MESSAGES.recipientRequired],
      template_type: [TEMPLATE_TYPE_REQUIRED],
    });
  });

  it('answers at once while a slow mail server is still taking the message', async () => {
    peer.delayData(1500);
    const application = await anApplication();
    const response = await send({
      to: 'ana.novak@example.com',
      template_type: 'follow_up',
      application_id: application.id,
    });
    expect(response.statusCode).toBe(201);
    // the request returned before the server accepted: the message is still on its way
    expect((await detail(response.json().email_id)).delivery_status).toBe('queued');
    await t.settle();
    expect((await detail(response.json().email_id)).delivery_status).toBe('delivered');
  });
});

describe('delivery failures', () => {
  it('marks a message refused by the server (5xx) as failed with the error, and tells the sender', async () => {
    peer.answer({ kind: 'refuse', code: 550, message: 'Mailbox unavailable' });
    const application = await anApplication();
    const response = await send({
      to: 'ana.novak@example.com',
      template_type: 'rejection',
      application_id: application.id,
    });
    await t.settle();
    const stored = await detail(response.json().email_id);
    expect(stored.delivery_status).toBe('failed');
    expect(stored.error_details).toContain('Mailbox unavailable');
    expect(stored.attempts).toBe(1);

    const notifications = await t.app.inject({
      method: 'GET',
      url: '/api/v1/notifications/?template_type=email_failed',
      headers: bearer(recruiter),
    });
    expect(notifications.json().results[0]).toMatchObject({
      title: 'E-mail not delivered',
      action_url: '/email?tab=outbox&delivery_status=failed',
    });

    // Retry once the server takes it again
    peer.answer({ kind: 'accept' });
    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/v1/email-ingestion/emails/${stored.id}/retry/`,
      headers: bearer(recruiter),
    });
    expect(retried.statusCode, retried.body).toBe(200);
    await t.settle();
    const after = await detail(stored.id);
    expect(after.delivery_status).toBe('delivered');
    expect(after.audit_trail.map((entry) => entry.action)).toEqual([
      'Composed',
      'Failed',
      'Retry',
      'Delivered',
    ]);
  });

  it('Mark Resolved clears a failure once, and Retry refuses a delivered message', async () => {
    peer.answer({ kind: 'refuse', code: 553, message: 'Address rejected' });
    const response = await send({
      to: 'gone@example.com',
      template_type: 'custom',
      variables: { candidate_name: 'Gone', message: 'Hello' },
    });
    await t.settle();
    const id = response.json().email_id;
    const [bounced] = await t.database.db
      .insert(emails)
      .values({
        direction: 'outbound',
        messageId: '<bounced-1@meridian.example>',
        fromAddress: 'careers@meridian.example',
        toAddress: 'bounced@example.com',
        deliveryStatus: 'bounced',
      })
      .returning();
    expect(await outboxIds('delivery_status=failed&page_size=100')).toEqual(
      expect.arrayContaining([id, bounced!.id]),
    );
    const resolve = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/email-ingestion/emails/${id}/resolve/`,
        headers: bearer(recruiter),
      });
    const first = await resolve();
    expect(first.statusCode).toBe(200);
    expect(first.json().resolved_at).not.toBeNull();
    expect((await resolve()).json()).toEqual({ detail: EMAIL_MESSAGES.notFailed });
    // spec 02 "Failed" (failed or bounced) no longer lists it; searching by its address still finds it
    expect(await outboxIds('delivery_status=failed')).not.toContain(id);
    expect(await outboxIds('search=gone%40example.com')).toEqual([id]);

    peer.answer({ kind: 'accept' });
    const ok = await send({
      to: 'fine@example.com',
      template_type: 'custom',
      variables: { candidate_name: 'Fine', message: 'Hi' },
    });
    await t.settle();
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/v1/email-ingestion/emails/${ok.json().email_id}/retry/`,
      headers: bearer(recruiter),
    });
    expect(retry.statusCode).toBe(409);
    expect(retry.json()).toEqual({ detail: EMAIL_MESSAGES.notRetryable });
  });

  it('keeps a message queued through a passing failure (4xx) and fails it only on the last attempt', async () => {
    peer.answer({ kind: 'refuse', code: 451, message: 'Try again later' });
    const deps = sendingDeps();
    // a message stored as the send route stores it, run by hand so the backoff does not slow the test
    const response = await send({
      to: 'later@example.com',
      template_type: 'custom',
      variables: { candidate_name: 'L', message: 'x' },
    });
    const id = response.json().email_id;
    // the queue's first attempt fails; its retry waits out a backoff of 10 s
    let stored = await detail(id);
    for (let wait = 0; stored.attempts === 0 && wait < 200; wait++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      stored = await detail(id);
    }
    expect(stored.delivery_status).toBe('queued');
    expect(stored.error_details).toContain('Try again later');

    await expect(deliverEmail(deps, id, { retryCount: 1 })).rejects.toThrow('Try again later');
    expect((await detail(id)).delivery_status).toBe('queued');
    await deliverEmail(deps, id, { retryCount: SEND_RETRY_LIMIT });
    stored = await detail(id);
    expect(stored.delivery_status).toBe('failed');
    expect(stored.attempts).toBe(3);

    // a second run of a job that already finished changes nothing (at-least-once delivery)
    peer.answer({ kind: 'accept' });
    const before = peer.received.length;
    await deliverEmail(deps, id, { retryCount: 0 });
    expect(peer.received.length).toBe(before);
    expect((await detail(id)).attempts).toBe(3);
  });
});

/** The send job's dependencies on the test server's database, events and mail server. */
function sendingDeps(): SendingDeps {
  return {
    db: t.database.db,
    clock: () => new Date(),
    events: t.spine.events,
    jobs: t.spine.jobs,
    transport: createMailTransport(peer.url),
    mailFrom: 'Meridian Careers <careers@meridian.example>',
    imapUrl: undefined,
    storage: createLocalDiskStorage(path.join(t.dataDir, 'files')),
  };
}

describe('without SMTP_URL (the embedded default)', () => {
  let off: TestContext;
  let session: Session;
  beforeAll(async () => {
    off = await createTestApp();
    session = await off.login('recruiter');
  });
  afterAll(async () => off?.close());

  it('keeps the message in the outbox as not sent, and Retry says mail delivery is off', async () => {
    const response = await off.app.inject({
      method: 'POST',
      url: '/api/v1/email-ingestion/send/',
      headers: bearer(session),
      payload: {
        to: 'held@example.com',
        template_type: 'custom',
        variables: { candidate_name: 'Held', message: 'Hi' },
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ delivery_status: 'held', message: EMAIL_MESSAGES.mailOff });
    await off.settle();

    const outbox = await off.app.inject({
      method: 'GET',
      url: '/api/v1/email-ingestion/outbox/?delivery_status=held',
      headers: bearer(session),
    });
    expect(outbox.json().results[0]).toMatchObject({
      to: 'held@example.com',
      delivery_status: 'held',
      delivery_status_display: 'Not sent — mail delivery is off',
    });
    const retry = await off.app.inject({
      method: 'POST',
      url: `/api/v1/email-ingestion/emails/${response.json().email_id}/retry/`,
      headers: bearer(session),
    });
    expect(retry.statusCode).toBe(409);
    expect(retry.json()).toEqual({ detail: EMAIL_MESSAGES.mailStillOff });

    const status = await off.app.inject({
      method: 'GET',
      url: '/api/v1/email-ingestion/imap/status/',
      headers: bearer(session),
    });
    expect(status.json()).toMatchObject({ service_enabled: false, sending_enabled: false, emails_today: 1 });
  });
});
