import { type EmailMetrics, INBOX_MESSAGES, type Session } from '@shortlist/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestContext } from '../../test/app.ts';
import { docxBomb, MB } from '../../test/hostile-files.ts';
import { type InboxClient, inboxClient } from '../../test/mail/inbox-client.ts';
import { applicationMessage, composeMessage } from '../../test/mail/messages.ts';

/**
 * Issue 12, bad input: a message with no From, HTML with scripts, a non-UTF-8 charset, broken
 * MIME, a 25 MB attachment and a zip bomb named .docx are each stored, shown safely and marked
 * failed with a reason where they cannot be read; the ingest call refuses what is not a message
 * or not an administrator's (or a relay's); the metrics count what really happened.
 */
const INGEST_TOKEN = 'relay-token-that-is-at-least-32-characters';
let t: TestContext;
let admin: Session;
let recruiter: Session;
let ingest: InboxClient['ingest'];
let received: InboxClient['received'];
let call: InboxClient['call'];
let inbox: InboxClient['inbox'];

beforeAll(async () => {
  t = await createTestApp({ INGEST_TOKEN });
  admin = await t.login('admin');
  recruiter = await t.login('recruiter');
  ({ ingest, received, call, inbox } = inboxClient(t, { admin, recruiter }));
});
afterAll(async () => {
  await t?.close();
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
      // reading 25 MB and refusing the bomb took 12 s on a busy machine: more than settle's 10
      50_000,
    );
    expect(big.delivery_status).toBe('delivered');
    const [huge, bomb] = big.attachments;
    expect(huge).toMatchObject({ filename: 'huge.pdf', is_cv: false, kept: false });
    const missing = await call('GET', `emails/${big.id}/attachments/0/`);
    expect(missing.statusCode).toBe(404);
    expect(huge?.warning).toMatch(/not kept/);
    expect(bomb).toMatchObject({ filename: 'cv.docx', is_cv: false });
    expect(bomb?.warning).toBeTruthy();
    // the server still answers
    expect((await inbox()).count).toBeGreaterThan(0);
  }, 60_000);

  it('refuses an empty body, a JSON body and a caller who is not an administrator', async () => {
    expect((await ingest(Buffer.alloc(0))).statusCode).toBe(400);
    const json = await call('POST', 'ingest/', { raw: 'x' }, admin);
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
  it('count what happened to the messages, with no fixed figures', async () => {
    const metrics = async () => (await call('GET', 'metrics/')).json<EmailMetrics>();
    const before = await metrics();
    await received(Buffer.from('To: careers@meridian.example\r\nSubject: no sender\r\n\r\nHi\r\n'));
    const good = await received(await applicationMessage());
    expect((await call('POST', `emails/${good.id}/create-candidate/`, {})).statusCode).toBe(201);

    const after = await metrics();
    expect(after.total_emails_processed).toBe(before.total_emails_processed + 2);
    expect(after.failed_processing).toBe(before.failed_processing + 1);
    expect(after.successful_applications).toBe(before.successful_applications + 1);
    expect(after.currently_processing).toBe(0);
    expect(after.common_failure_patterns).toContainEqual({
      pattern: INBOX_MESSAGES.noSender,
      count: expect.any(Number),
    });
  });
});
