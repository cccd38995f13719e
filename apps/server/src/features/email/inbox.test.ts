import {
  type CreateFromEmailResponse,
  INBOX_MESSAGES,
  type IncomingEmail,
  type OutgoingEmailDetail,
  type Session,
} from '@shortlist/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../db/schema/index.ts';
import { bearer, createTestApp, type TestContext } from '../../test/app.ts';
import { createCandidateRow, docxOf, pdfOf } from '../../test/candidate-factories.ts';
import { createJob } from '../../test/factories.ts';
import { type InboxClient, inboxClient } from '../../test/mail/inbox-client.ts';
import { applicationMessage, bounceReport, composeMessage } from '../../test/mail/messages.ts';
import { type SmtpPeer, startSmtpPeer } from '../../test/mail/smtp-peer.ts';

/**
 * Issue 12, receiving: a raw message handed in is stored, read off the request thread, matched
 * and offered as a candidate; Create, Attach, Archive, Reply and Forward do what they say; a
 * delivery report bounces the message it names. Hostile mail: inbox-hostile-mail.test.ts.
 */
let peer: SmtpPeer;
let t: TestContext;
let admin: Session;
let recruiter: Session;
let ingest: InboxClient['ingest'];
let received: InboxClient['received'];
let detail: InboxClient['detail'];
let call: InboxClient['call'];
let inbox: InboxClient['inbox'];

beforeAll(async () => {
  peer = await startSmtpPeer();
  t = await createTestApp({
    SMTP_URL: peer.url,
    MAIL_FROM: 'Meridian Careers <careers@meridian.example>',
  });
  admin = await t.login('admin');
  recruiter = await t.login('recruiter');
  ({ ingest, received, detail, call, inbox } = inboxClient(t, { admin, recruiter }));
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

describe('an application e-mail arriving', () => {
  it('is stored, read and offered: fields, CV attachment, confidence, job suggestion, audit trail', async () => {
    const job = await createJob(t.database.db, {
      title: 'Data Engineer',
      status: 'open',
      skillsRequired: ['Python', 'SQL'],
    });
    const cv = await pdfOf(
      'Ana Novak\nData engineer with 6 years of experience.\nSkills: Python, SQL, AWS, Docker',
    );
    const email = await received(
      await applicationMessage({ cv: { filename: 'Ana_Novak_CV.pdf', content: cv } }),
    );

    expect(email.status).toBe('unread');
    expect(email.delivery_status).toBe('delivered');
    expect(email.from).toBe('ana.novak@example.com');
    expect(email.subject).toBe('Application for Data Engineer');
    expect(email.parsed_fields.name).toBe('Ana Novak');
    expect(email.parsed_fields.email).toBe('ana.novak@example.com');
    expect(email.parsed_fields.skills).toEqual(expect.arrayContaining(['Python', 'SQL']));
    expect(email.attachments).toEqual([
      expect.objectContaining({ filename: 'Ana_Novak_CV.pdf', is_cv: true, warning: null }),
    ]);
    expect(email.processing_confidence).toBeGreaterThanOrEqual(0.6);
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/v1/email-ingestion/emails/${email.id}/attachments/0/`,
      headers: bearer(recruiter),
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.rawPayload.equals(cv)).toBe(true);
    expect(email.job_suggestions[0]).toMatchObject({ job_id: job.id, reason: 'subject' });
    expect(email.audit_trail.map((entry) => entry.action)).toEqual(['Received', 'Processed']);

    const page = await inbox('filter=unread');
    expect(page.results.map((row) => row.id)).toContain(email.id);
    expect(page.counts.unread).toBeGreaterThanOrEqual(1);
  });

  it('suggests first the job whose apply e-mail the message was sent to', async () => {
    const job = await createJob(t.database.db, {
      title: 'Site Reliability Engineer',
      status: 'open',
      applyEmail: 'sre-jobs@meridian.example',
    });
    const email = await received(
      await applicationMessage({ to: 'Careers <SRE-Jobs@meridian.example>', subject: 'Hello' }),
    );
    expect(email.job_suggestions[0]).toMatchObject({ job_id: job.id, reason: 'apply_address', score: 100 });
  });

  it('answers the same message again as a duplicate and stores it once', async () => {
    const raw = await applicationMessage({ messageId: '<same-message@mail.example.com>' });
    const first = await ingest(raw);
    const second = await ingest(raw);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ email_id: first.json().email_id, duplicate: true });
    await t.settle();
  });

  it('matches a message from a known address to that candidate with score 100', async () => {
    const candidate = await createCandidateRow(t.database.db, {
      fullName: 'Bruno Ferreira',
      emails: ['bruno@example.org'],
    });
    const email = await received(
      await applicationMessage({ from: 'Bruno Ferreira <Bruno@Example.org>', subject: 'My application' }),
    );
    expect(email.status).toBe('matched');
    expect(email.candidate_match).toEqual({
      candidate_id: candidate.id,
      name: 'Bruno Ferreira',
      score: 100,
      reason: 'email',
    });
    expect((await inbox('filter=matched')).results.map((row) => row.id)).toContain(email.id);
  });
});

describe('acting on a message', () => {
  it('Create makes the candidate with the CV as a document and an application with source email', async () => {
    const job = await createJob(t.database.db, { title: 'Platform Engineer', status: 'open' });
    const cv = await docxOf('Chloé Dubois\nPlatform engineer, 8 years of experience with Kubernetes and Go.');
    const email = await received(
      await applicationMessage({
        from: 'Chloé Dubois <chloe.dubois@example.fr>',
        subject: 'Application for Platform Engineer',
        text: 'Hello,\n\nPlease find my CV attached for the Platform Engineer role.\n\nChloé Dubois',
        cv: { filename: 'cv.docx', content: cv },
      }),
    );
    const response = await call('POST', `emails/${email.id}/create-candidate/`, { job_id: job.id });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<CreateFromEmailResponse>();
    expect(created.email).toMatchObject({ status: 'matched', candidate_id: created.candidate_id });

    const candidate = await t.app.inject({
      method: 'GET',
      url: `/api/v1/candidates/${created.candidate_id}/`,
      headers: bearer(recruiter),
    });
    expect(candidate.json()).toMatchObject({
      full_name: 'Chloé Dubois',
      emails: ['chloe.dubois@example.fr'],
      source_type: 'Direct Application',
    });
    expect(candidate.json().summary).toBe(email.body.slice(0, 500));
    const documents = await t.app.inject({
      method: 'GET',
      url: `/api/v1/candidates/${created.candidate_id}/documents/`,
      headers: bearer(recruiter),
    });
    expect(documents.json()).toEqual([expect.objectContaining({ filename: 'cv.docx', type: 'cv' })]);
    const [application] = await t.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, created.application_id!));
    expect(application).toMatchObject({ jobId: job.id, candidateId: created.candidate_id, source: 'email' });
    await t.settle();
    const timeline = await t.app.inject({
      method: 'GET',
      url: `/api/v1/candidates/${created.candidate_id}/timeline/`,
      headers: bearer(recruiter),
    });
    expect(JSON.stringify(timeline.json())).toContain('"direction":"inbound"');

    // a second Create is refused: one message makes one candidate
    const again = await call('POST', `emails/${email.id}/create-candidate/`, {});
    expect(again.statusCode).toBe(409);
    expect((await detail(email.id)).audit_trail.map((entry) => entry.action)).toContain('Candidate created');
  });

  it('Create needs a parsed name and e-mail address', async () => {
    const email = await received(
      await composeMessage({
        from: 'no-reply@jobboard.example',
        to: 'careers@meridian.example',
        subject: 'x',
        text: 'see attached',
      }),
    );
    // a job board's no-reply address is not the applicant's, and the body names nobody
    expect(email.parsed_fields).toMatchObject({ name: null, email: null });
    const response = await call('POST', `emails/${email.id}/create-candidate/`, {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ non_field_errors: [INBOX_MESSAGES.needsNameAndEmail] });
  });

  it('Attach adds the message and its CV to the matched candidate', async () => {
    const candidate = await createCandidateRow(t.database.db, {
      fullName: 'Dara Okafor',
      emails: ['dara@example.ng'],
    });
    const email = await received(
      await applicationMessage({
        from: 'Dara Okafor <dara@example.ng>',
        subject: 'Updated CV',
        cv: {
          filename: 'dara.pdf',
          content: await pdfOf('Dara Okafor\nSoftware engineer, 4 years of experience in React.'),
        },
      }),
    );
    // no body: the matched candidate
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/email-ingestion/emails/${email.id}/attach/`,
      headers: bearer(recruiter),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<IncomingEmail>().candidate_id).toBe(candidate.id);
    const documents = await t.app.inject({
      method: 'GET',
      url: `/api/v1/candidates/${candidate.id}/documents/`,
      headers: bearer(recruiter),
    });
    expect(documents.json().map((document: { filename: string }) => document.filename)).toEqual(['dara.pdf']);
  });

  it('Archive moves messages out of the inbox, singly and in bulk', async () => {
    const one = await received(await applicationMessage());
    const two = await received(await applicationMessage());
    expect((await call('PATCH', `emails/${one.id}/`, { status: 'archived' })).statusCode).toBe(200);
    const bulk = await call('POST', 'emails/archive/', { ids: [two.id] });
    expect(bulk.json()).toEqual({ archived: 1 });
    const page = await inbox();
    expect(page.results.map((row) => row.id)).not.toContain(one.id);
    expect((await inbox('filter=archived')).results.map((row) => row.id)).toEqual(
      expect.arrayContaining([one.id, two.id]),
    );
    expect((await call('PATCH', `emails/${one.id}/`, { status: 'deleted' })).statusCode).toBe(400);
  });

  it('Reply sends a quick reply threaded under the message', async () => {
    const email = await received(await applicationMessage({ messageId: '<thread-start@mail.example.com>' }));
    const response = await call('POST', `emails/${email.id}/reply/`, { quick_reply: 'application_received' });
    expect(response.statusCode, response.body).toBe(201);
    await t.settle();
    const sent = peer.received.at(-1)!;
    expect(sent.to).toEqual(['ana.novak@example.com']);
    expect(sent.raw).toMatch(/^In-Reply-To: <thread-start@mail\.example\.com>/m);
    expect(sent.raw).toMatch(/^References: <thread-start@mail\.example\.com>/m);
    expect(sent.raw).toMatch(/^Subject: Re: Application for Data Engineer/m);
    expect(sent.raw).toContain('Thank you for your application');
  });

  it('Forward sends the original message along as an attachment', async () => {
    const email = await received(await applicationMessage({ subject: 'Forward me' }));
    const response = await call('POST', `emails/${email.id}/forward/`, {
      to: 'hiring.manager@meridian.example',
      message: 'Worth a look',
    });
    expect(response.statusCode, response.body).toBe(201);
    await t.settle();
    const sent = peer.received.at(-1)!;
    expect(sent.to).toEqual(['hiring.manager@meridian.example']);
    expect(sent.raw).toMatch(/^Subject: Fwd: Forward me/m);
    expect(sent.raw).toContain('Content-Type: message/rfc822');
    expect(sent.raw).toContain('original-message.eml');
  });
});

describe('delivery reports', () => {
  it('a bounce marks the message it reports on bounced, with the diagnostic', async () => {
    const job = await createJob(t.database.db, { title: 'QA Engineer' });
    await createCandidateRow(t.database.db, { fullName: 'Eve Adams', emails: ['eve@nowhere.example'] });
    const send = await t.app.inject({
      method: 'POST',
      url: '/api/v1/email-ingestion/send/',
      headers: bearer(recruiter),
      payload: {
        to: 'eve@nowhere.example',
        template_type: 'follow_up',
        variables: { job_title: job.title, candidate_name: 'Eve' },
      },
    });
    expect(send.statusCode, send.body).toBe(201);
    await t.settle();
    const outgoing = await t.app.inject({
      method: 'GET',
      url: `/api/v1/email-ingestion/emails/${send.json().email_id}/`,
      headers: bearer(recruiter),
    });
    const original = outgoing.json<OutgoingEmailDetail>();

    const report = await received(bounceReport(original.message_id, 'eve@nowhere.example'));
    expect(report.delivery_status).toBe('bounced');
    expect(report.bounce_of_email_id).toBe(original.id);
    const after = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/email-ingestion/emails/${original.id}/`,
        headers: bearer(recruiter),
      })
    ).json<OutgoingEmailDetail>();
    expect(after.delivery_status).toBe('bounced');
    expect(after.error_details).toContain('550 5.1.1');
    expect((await inbox('filter=failed')).results.map((row) => row.id)).toContain(report.id);

    const resolved = await call('POST', `emails/${report.id}/resolve/`);
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect((await inbox('filter=failed')).results.map((row) => row.id)).not.toContain(report.id);
  });
});
