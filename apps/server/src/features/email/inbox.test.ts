import type {
  CreateFromEmailResponse,
  InboxPage,
  IncomingEmail,
  IncomingEmailDetail,
  OutgoingEmailDetail,
  Session,
} from '@shortlist/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../db/schema/index.ts';
import { bearer, createTestApp, type TestContext } from '../../test/app.ts';
import { createCandidateRow, docxOf, pdfOf } from '../../test/candidate-factories.ts';
import { createJob } from '../../test/factories.ts';
import { docxBomb, MB } from '../../test/hostile-files.ts';
import { applicationMessage, bounceReport, composeMessage } from '../../test/mail/messages.ts';
import { type SmtpPeer, startSmtpPeer } from '../../test/mail/smtp-peer.ts';

/**
 * Issue 12, receiving: a raw message handed in is stored, read off the request thread, matched
 * and offered as a candidate; Create, Attach, Archive, Reply and Forward do what they say; a
 * delivery report bounces the message it names; hostile mail is kept, shown safely, never fatal.
 */
const INGEST_TOKEN = 'relay-token-that-is-at-least-32-characters';
let peer: SmtpPeer;
let t: TestContext;
let admin: Session;
let recruiter: Session;

beforeAll(async () => {
  peer = await startSmtpPeer();
  t = await createTestApp({
    SMTP_URL: peer.url,
    MAIL_FROM: 'Meridian Careers <careers@meridian.example>',
    INGEST_TOKEN,
  });
  admin = await t.login('admin');
  recruiter = await t.login('recruiter');
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

async function ingest(raw: Buffer, authorization: Record<string, string> = bearer(admin)) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/email-ingestion/ingest/',
    headers: { ...authorization, 'content-type': 'message/rfc822' },
    payload: raw,
  });
}

/** Hands a message in and waits for its parse job: the message as the inbox shows it. */
async function received(raw: Buffer): Promise<IncomingEmailDetail> {
  const response = await ingest(raw);
  expect(response.statusCode, response.body).toBe(201);
  await t.settle();
  return detail(response.json().email_id);
}

async function detail(id: number) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/email-ingestion/emails/${id}/`,
    headers: bearer(recruiter),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<IncomingEmailDetail>();
}

async function call(method: 'POST' | 'PATCH', url: string, payload: object = {}, session = recruiter) {
  return t.app.inject({ method, url: `/api/v1/email-ingestion/${url}`, headers: bearer(session), payload });
}

async function inbox(query = ''): Promise<InboxPage> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/email-ingestion/inbox/?${query}`,
    headers: bearer(recruiter),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<InboxPage>();
}

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
    if (email.parsed_fields.name && email.parsed_fields.email) return; // the parser found both: nothing to refuse
    const response = await call('POST', `emails/${email.id}/create-candidate/`, {});
    expect(response.statusCode).toBe(400);
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
    const response = await call('POST', `emails/${email.id}/attach/`);
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

describe('hostile and broken mail', () => {
  it('keeps a message with no From, marked failed with the reason', async () => {
    const raw = Buffer.from('To: careers@meridian.example\r\nSubject: no sender\r\n\r\nHello there\r\n');
    const email = await received(raw);
    expect(email.delivery_status).toBe('failed');
    expect(email.error_details).toBe('The message has no sender address (From).');
    expect(email.body).toContain('Hello there');
  });

  it('shows an HTML-only body without scripts, handlers or remote images', async () => {
    const email = await received(
      await composeMessage({
        from: 'Mallory <mallory@example.com>',
        to: 'careers@meridian.example',
        subject: 'HTML only',
        html: '<p onclick="steal()">Hello <b>team</b></p><script>alert(1)</script><img src="https://tracker.example/p.gif"><a href="javascript:alert(1)">x</a>',
      }),
    );
    expect(email.body).toContain('Hello');
    expect(email.body).not.toContain('alert');
    expect(email.body_html).toContain('<b>team</b>');
    expect(email.body_html).not.toMatch(/script|onclick|tracker\.example|javascript:/i);
  });

  it('reads a non-UTF-8 message and survives broken MIME', async () => {
    const latin1 = Buffer.concat([
      Buffer.from(
        'From: =?ISO-8859-1?Q?Jos=E9_N=FA=F1ez?= <jose@example.es>\r\nTo: careers@meridian.example\r\nSubject: =?ISO-8859-1?Q?Candidatura_Jos=E9?=\r\nMessage-ID: <latin1@example.es>\r\nContent-Type: text/plain; charset=ISO-8859-1\r\nContent-Transfer-Encoding: 8bit\r\n\r\n',
      ),
      Buffer.from('Hola, soy José Núñez. Adjunto mi currículum.\r\n', 'latin1'),
    ]);
    const email = await received(latin1);
    expect(email.from_name).toBe('José Núñez');
    expect(email.body).toContain('José Núñez');

    const broken = Buffer.from(
      'From: a@example.com\r\nContent-Type: multipart/mixed; boundary="never-closed"\r\nMessage-ID: <broken@example.com>\r\n\r\n--never-closed\r\nContent-Type: application/pdf; name="cv.pdf"\r\nContent-Transfer-Encoding: base64\r\n\r\n%%%not base64%%%\r\n',
    );
    const brokenEmail = await received(broken);
    expect(brokenEmail.status).not.toBe('processing');
  });

  it('lists a 25 MB attachment without keeping it, and refuses a zip bomb disguised as DOCX', async () => {
    const big = await received(
      await applicationMessage({
        attachments: [
          { filename: 'huge.pdf', content: Buffer.alloc(25 * MB, 0x41) },
          { filename: 'cv.docx', content: docxBomb(512 * MB) },
        ],
      }),
    );
    expect(big.delivery_status).toBe('delivered');
    const [huge, bomb] = big.attachments;
    expect(huge).toMatchObject({ filename: 'huge.pdf', is_cv: false, kept: false });
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/v1/email-ingestion/emails/${big.id}/attachments/0/`,
      headers: bearer(recruiter),
    });
    expect(missing.statusCode).toBe(404);
    expect(huge?.warning).toMatch(/not kept/);
    expect(bomb).toMatchObject({ filename: 'cv.docx', is_cv: false });
    expect(bomb?.warning).toBeTruthy();
    // the server still answers
    expect((await inbox()).count).toBeGreaterThan(0);
  }, 60_000);

  it('refuses an empty body, a JSON body and a caller who is not an administrator', async () => {
    expect((await ingest(Buffer.alloc(0))).statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/email-ingestion/ingest/',
      headers: bearer(admin),
      payload: { raw: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect((await ingest(await applicationMessage(), bearer(recruiter))).statusCode).toBe(403);
    expect((await ingest(await applicationMessage(), {})).statusCode).toBe(401);
  });

  it('takes a message from a mail relay holding the service token', async () => {
    const response = await ingest(await applicationMessage(), { authorization: `Bearer ${INGEST_TOKEN}` });
    expect(response.statusCode).toBe(201);
    const wrong = await ingest(await applicationMessage(), { authorization: `Bearer ${INGEST_TOKEN}x` });
    expect(wrong.statusCode).toBe(401);
    await t.settle();
  });
});

describe('metrics', () => {
  it('counts what the inbox holds, with no fixed figures', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/email-ingestion/metrics/',
      headers: bearer(recruiter),
    });
    expect(response.statusCode).toBe(200);
    const metrics = response.json();
    const all = await inbox('filter=all&page_size=100');
    const archived = await inbox('filter=archived&page_size=100');
    const bounces = [...all.results, ...archived.results].filter((row) => row.bounce_of_email_id).length;
    expect(metrics.total_emails_processed).toBe(all.counts.all + all.counts.archived - bounces);
    expect(metrics.failed_processing).toBeGreaterThanOrEqual(1);
    expect(metrics.successful_applications).toBeGreaterThanOrEqual(2);
    expect(metrics.common_failure_patterns[0].pattern).toBeTruthy();
  });
});
