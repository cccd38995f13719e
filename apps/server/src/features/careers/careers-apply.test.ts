/**
 * Issue 16: applying through the careers page without signing in — what an application makes, what
 * it may not change, and what the form, a bot, a CV bomb and one busy address are answered.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  APPLY_RATE_LIMIT,
  CANDIDATE_MESSAGES,
  CAREERS_MESSAGES,
  COVER_LETTER_MAX,
  DOCUMENT_MESSAGES,
  PRIVACY_NOTICE,
  tooLongMessage,
} from '@shortlist/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { applicationConsents, applications, candidates, documents } from '../../db/schema/index.ts';
import { bearer, createTestApp, type TestContext } from '../../test/app.ts';
import {
  createCandidateRow,
  cvText,
  docxOf,
  type MultipartFile,
  multipart,
  pdfOf,
  pngOf,
} from '../../test/candidate-factories.ts';
import { createApplication, createJob, ensureSectors, validJobPayload } from '../../test/factories.ts';
import { docxBomb } from '../../test/hostile-files.ts';

let t: TestContext;
let address = 0;

beforeAll(async () => {
  t = await createTestApp({ APPLY_RATE_LIMIT: String(APPLY_RATE_LIMIT.max) });
});
afterAll(async () => t?.close());

/** Each test applies from its own network address, so the per-address limit is its own. */
const nextAddress = () => `10.16.0.${++address}`;

type ApplyFields = Record<string, string>;
const validFields = (overrides: ApplyFields = {}): ApplyFields => ({
  full_name: 'Grace Hopper',
  email: `grace.${++address}@example.com`,
  phone: '+1 202 555 0147',
  location: 'Arlington, VA',
  linkedin_url: 'linkedin.com/in/grace-hopper',
  cover_letter: 'I would love to build compilers with you.',
  privacy_consent: 'true',
  privacy_notice_version: PRIVACY_NOTICE.version,
  website: '',
  ...overrides,
});
const txtCv = (text = cvText()): MultipartFile => ({
  field: 'cv',
  filename: 'grace-hopper.txt',
  content: Buffer.from(text),
  type: 'text/plain',
});

async function apply(
  jobId: number,
  fields: ApplyFields,
  files: MultipartFile[] = [txtCv()],
  remoteAddress = nextAddress(),
) {
  const form = await multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/public/jobs/${jobId}/apply/`,
    headers: form.headers,
    payload: form.payload,
    remoteAddress,
  });
}

const storedFiles = () => {
  const dir = path.join(t.dataDir, 'files', 'documents');
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
};

describe('applying', () => {
  it('makes a candidate with an application from the form, the CV, the cover letter and the consent', async () => {
    const job = await createJob(t.database.db, {
      title: 'Site Reliability Engineer',
      skillsRequired: ['Kubernetes'],
    });
    const fields = validFields();
    const response = await apply(job.id, fields, [
      { ...txtCv(), content: await pdfOf(cvText()), filename: 'grace.pdf', type: 'application/pdf' },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      status: 'received',
      message: CAREERS_MESSAGES.received('Site Reliability Engineer'),
    });

    const [candidate] = await t.database.db
      .select()
      .from(candidates)
      .where(sql`${candidates.emails} @> ${JSON.stringify([fields.email])}::jsonb`);
    expect(candidate).toMatchObject({
      fullName: 'Grace Hopper',
      phones: ['+1 202 555 0147'],
      location: 'Arlington, VA',
      links: expect.objectContaining({ linkedin: 'https://linkedin.com/in/grace-hopper' }),
      sourceType: 'Direct Application',
    });
    // blanks the form leaves are filled from the CV (issue 4)
    expect(candidate!.skillsExtracted).toEqual(expect.arrayContaining(['Kubernetes', 'PostgreSQL']));

    const [application] = await t.database.db
      .select()
      .from(applications)
      .where(eq(applications.candidateId, candidate!.id));
    expect(application).toMatchObject({ jobId: job.id, source: 'form', status: 'active', ownerUserId: null });
    expect(application!.matchScore).toBeGreaterThan(0);

    const files = await t.database.db
      .select({ type: documents.type, filename: documents.filename, text: documents.parsedText })
      .from(documents)
      .where(eq(documents.applicationId, application!.id));
    expect(files).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'cv', filename: 'grace.pdf' }),
        { type: 'cover_letter', filename: 'cover-letter.txt', text: fields.cover_letter },
      ]),
    );
    const consents = await t.database.db
      .select()
      .from(applicationConsents)
      .where(eq(applicationConsents.applicationId, application!.id));
    expect(consents).toMatchObject([{ candidateId: candidate!.id, noticeVersion: PRIVACY_NOTICE.version }]);

    // the team hears of it as of any new application: on the timeline, by the careers page
    await t.settle();
    const timeline = await queryRows<{ title: string; description: string }>(
      t.database.db,
      sql`select title, description from timeline_events where application_id = ${application!.id}`,
    );
    expect(timeline).toEqual(
      expect.arrayContaining([
        {
          title: 'Application created',
          description: expect.stringMatching(/^Applied on the careers page\./),
        },
      ]),
    );
  });

  it('brings the acknowledgement e-mail and the recruiter’s notification, as any new application does', async () => {
    await ensureSectors(t.database.db);
    const admin = await t.login('admin');
    const recruiter = await t.login('recruiter');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/jobs/',
      headers: bearer(admin),
      payload: validJobPayload({ title: 'Platform Engineer', recruiter_id: recruiter.user.id }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const job = created.json<{ id: number }>();
    const fields = validFields();
    expect((await apply(job.id, fields)).statusCode).toBe(201);
    await t.settle();

    const outbox = await t.app.inject({
      url: `/api/v1/email-ingestion/outbox/?search=${encodeURIComponent(fields.email!)}`,
      headers: bearer(admin),
    });
    expect(outbox.json().results).toEqual([
      expect.objectContaining({
        to: fields.email,
        template_type: 'application_received',
        subject: 'We received your application for Platform Engineer',
      }),
    ]);
    const notifications = await t.app.inject({ url: '/api/v1/notifications/', headers: bearer(recruiter) });
    expect(notifications.json().results).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          title: 'New application',
          message: 'Grace Hopper applied to Platform Engineer.',
        }),
      ]),
    );
  });

  it('adds an application to the candidate who already has the e-mail, leaving their profile as it is', async () => {
    const existing = await createCandidateRow(t.database.db, {
      fullName: 'Grace B. Hopper',
      emails: ['Grace.Existing@Example.com'],
      phones: ['+1 555 000 1111'],
    });
    const first = await createJob(t.database.db);
    await createApplication(t.database.db, first.id, { candidateId: existing.id });
    const second = await createJob(t.database.db);

    const response = await apply(
      second.id,
      validFields({ email: 'grace.existing@example.com', full_name: 'Someone Else', phone: '' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const rows = await t.database.db
      .select({ candidateId: applications.candidateId, jobId: applications.jobId })
      .from(applications)
      .where(eq(applications.candidateId, existing.id));
    expect(rows.map((row) => row.jobId).sort()).toEqual([first.id, second.id].sort());
    const [after] = await t.database.db.select().from(candidates).where(eq(candidates.id, existing.id));
    expect(after).toMatchObject({ fullName: 'Grace B. Hopper', phones: ['+1 555 000 1111'] });
    const sameEmail = await t.database.db
      .select({ id: candidates.id })
      .from(candidates)
      .where(sql`lower(${candidates.emails}::text) like '%grace.existing@example.com%'`);
    expect(sameEmail).toHaveLength(1);
  });

  it('answers a second application to the same job kindly and keeps only the first', async () => {
    const job = await createJob(t.database.db, { title: 'Data Engineer' });
    const fields = validFields();
    expect((await apply(job.id, fields)).statusCode).toBe(201);
    const filesBefore = storedFiles();
    const again = await apply(job.id, { ...fields, full_name: 'GRACE HOPPER' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      status: 'already_applied',
      message: CAREERS_MESSAGES.alreadyApplied('Data Engineer'),
    });
    const count = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from applications where job_id = ${job.id}`,
    );
    expect(count[0]!.n).toBe(1);
    expect(storedFiles()).toBe(filesBefore);
  });

  it('names each refused field with the form’s message, and keeps no file', async () => {
    const job = await createJob(t.database.db);
    const filesBefore = storedFiles();
    const response = await apply(job.id, {
      full_name: ' ',
      email: 'not-an-email',
      phone: '12',
      linkedin_url: 'https://example.com/me',
      cover_letter: 'x'.repeat(COVER_LETTER_MAX + 1),
      privacy_notice_version: '2019-01-01',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      full_name: [CANDIDATE_MESSAGES.fullNameRequired],
      email: [CANDIDATE_MESSAGES.emailInvalid],
      phone: [CANDIDATE_MESSAGES.invalidPhoneFormat('12')],
      linkedin_url: [CAREERS_MESSAGES.linkedinInvalid],
      cover_letter: [tooLongMessage(COVER_LETTER_MAX)],
      privacy_consent: [CAREERS_MESSAGES.consentRequired],
      privacy_notice_version: [CAREERS_MESSAGES.consentOutdated],
    });
    expect(storedFiles()).toBe(filesBefore);
  });

  it('asks for a CV, of a PDF, DOCX or TXT type, one only', async () => {
    const job = await createJob(t.database.db);
    const none = await apply(job.id, validFields(), []);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ cv: [CAREERS_MESSAGES.cvRequired] });

    const image = await apply(job.id, validFields(), [
      { field: 'cv', filename: 'me.png', content: pngOf(), type: 'image/png' },
    ]);
    expect(image.statusCode).toBe(400);
    expect(image.json()).toEqual({ cv: [CAREERS_MESSAGES.cvType] });

    const docx = await apply(job.id, validFields(), [
      { field: 'cv', filename: 'me.docx', content: await docxOf(cvText()), type: 'application/octet-stream' },
    ]);
    expect(docx.statusCode, docx.body).toBe(201);

    const two = await apply(job.id, validFields(), [txtCv(), { ...txtCv(), filename: 'again.txt' }]);
    expect(two.statusCode).toBe(413);
    expect(two.json()).toEqual({ detail: DOCUMENT_MESSAGES.tooManyFiles });
  });

  it('refuses a CV bomb quickly and keeps nothing of it', async () => {
    const job = await createJob(t.database.db);
    const filesBefore = storedFiles();
    const startedAt = performance.now();
    const response = await apply(job.id, validFields(), [
      { field: 'cv', filename: 'bomb.docx', content: docxBomb(), type: 'application/octet-stream' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['cv']);
    expect(response.json().cv[0]).toMatch(/unpacks to more than/);
    // the reading limits stop it, not a timeout (a generous bound: CI machines are slow)
    expect(performance.now() - startedAt).toBeLessThan(15_000);
    expect(storedFiles()).toBe(filesBefore);
  });

  it('takes no application for a closed job, and 404s a missing one', async () => {
    const closed = await createJob(t.database.db, { status: 'closed' });
    const response = await apply(closed.id, validFields());
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: CAREERS_MESSAGES.closed });
    const missing = await apply(999_999, validFields());
    expect(missing.statusCode).toBe(404);
  });

  it('pretends to a bot that fills the hidden field that it applied, and keeps nothing', async () => {
    const job = await createJob(t.database.db);
    const filesBefore = storedFiles();
    const fields = validFields({ website: 'https://cheap-pills.example' });
    const response = await apply(job.id, fields);
    expect(response.statusCode).toBe(201);
    expect(response.json().status).toBe('received');
    const rows = await t.database.db
      .select({ id: candidates.id })
      .from(candidates)
      .where(sql`${candidates.emails} @> ${JSON.stringify([fields.email])}::jsonb`);
    expect(rows).toEqual([]);
    expect(storedFiles()).toBe(filesBefore);
  });

  it('limits applications from one address, with a clear message and when to try again', async () => {
    const job = await createJob(t.database.db);
    const from = nextAddress();
    for (let index = 0; index < APPLY_RATE_LIMIT.max; index += 1) {
      const response = await apply(job.id, validFields(), [txtCv()], from);
      expect(response.statusCode).toBe(201);
    }
    const limited = await apply(job.id, validFields(), [txtCv()], from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ detail: CAREERS_MESSAGES.rateLimited });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // another address is not held back
    expect((await apply(job.id, validFields())).statusCode).toBe(201);
  });
});
