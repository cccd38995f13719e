/**
 * Issue 16: a candidate's data rights. The export is a ZIP of their data and files; an erasure
 * leaves nothing that names them in any table or file (searched for, not assumed) while their
 * applications keep their history; both are on the privacy log with who and why.
 */
import { createHash } from 'node:crypto';
import {
  erasedCandidateLabel,
  PRIVACY_MESSAGES,
  PRIVACY_NOTICE,
  type PrivacyLogEntry,
  type Session,
} from '@shortlist/contracts';
import { sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { bearer, createTestApp, type TestContext } from '../../test/app.ts';
import { cvText, multipart, pdfOf } from '../../test/candidate-factories.ts';
import { ensureSectors, validJobPayload } from '../../test/factories.ts';
import { inboxClient } from '../../test/mail/inbox-client.ts';
import { applicationMessage } from '../../test/mail/messages.ts';
import { filesMentioning, tablesMentioning } from '../../test/personal-data-search.ts';

let t: TestContext;
let admin: Session;
let recruiter: Session;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp();
  await ensureSectors(t.database.db);
  admin = await t.login('admin');
  recruiter = await t.login('recruiter');
});
afterAll(async () => t?.close());

const call = (session: Session, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(session), payload });

type Person = { name: string; surname: string; email: string; phone: string };

function aPerson(): Person {
  serial += 1;
  const surname = `Quarles${String.fromCharCode(96 + serial)}`;
  return {
    name: `Ottilie ${surname}-Brandt`,
    surname,
    email: `ottilie.qb${serial}@example.org`,
    phone: `+44 20 7946 09${String(serial).padStart(2, '0')}`,
  };
}

async function aJob(title = 'Analytics Engineer') {
  const response = await call(
    admin,
    'POST',
    '/jobs/',
    validJobPayload({ title, recruiter_id: recruiter.user.id }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

/**
 * Someone with a full history: applied on the careers page with a PDF CV and a cover letter
 * (acknowledged by e-mail), wrote in, was noted on, moved, interviewed and offered.
 */
async function anApplicant(person: Person) {
  const jobId = await aJob();
  const cv = await pdfOf(cvText([person.name, person.email, person.phone]));
  const form = await multipart(
    {
      full_name: person.name,
      email: person.email,
      phone: person.phone,
      location: 'Bristol, UK',
      linkedin_url: `linkedin.com/in/ottilie-qb-${serial}`,
      cover_letter: `Hello, I am ${person.name} and I would love to join.`,
      privacy_consent: 'true',
      privacy_notice_version: PRIVACY_NOTICE.version,
      website: '',
    },
    [{ field: 'cv', filename: `${person.name} CV.pdf`, content: cv, type: 'application/pdf' }],
  );
  const applied = await t.app.inject({
    method: 'POST',
    url: `/api/v1/public/jobs/${jobId}/apply/`,
    headers: form.headers,
    payload: form.payload,
    remoteAddress: `10.22.0.${serial}`,
  });
  expect(applied.statusCode, applied.body).toBe(201);
  await t.settle();
  const [row] = await queryRows<{ candidate_id: number; application_id: number }>(
    t.database.db,
    sql`select a.candidate_id, a.id as application_id from applications a where a.job_id = ${jobId}`,
  );
  const { candidate_id: candidateId, application_id: applicationId } = row!;

  const inbox = inboxClient(t, { admin, recruiter });
  await inbox.received(
    await applicationMessage({
      from: `${person.name} <${person.email}>`,
      subject: 'A question about my application',
      text: `Could you tell me more about the team? Regards, ${person.name}, ${person.phone}`,
      cv: { filename: 'portfolio.pdf', content: cv },
    }),
  );
  const note = await call(recruiter, 'POST', `/candidates/${candidateId}/notes/`, {
    text: `${person.name} called back; strong on SQL.`,
  });
  expect(note.statusCode, note.body).toBe(201);
  const moved = await call(recruiter, 'POST', `/kanban/${jobId}/update-stage/`, {
    application_id: applicationId,
    new_stage: 'screening',
    notes: `${person.name} looks promising`,
  });
  expect(moved.statusCode, moved.body).toBe(200);
  const scheduled = await call(admin, 'POST', '/interviews/', {
    application_id: applicationId,
    interview_type: 'prospector',
    scheduled_at: new Date(Date.now() + 3 * 86_400_000).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    time_zone: 'Europe/London',
    interviewer_ids: [recruiter.user.id],
    notes: `Ask ${person.name} about the migration project.`,
  });
  expect(scheduled.statusCode, scheduled.body).toBe(201);
  const offered = await call(admin, 'POST', '/offers/', { application_id: applicationId });
  expect(offered.statusCode, offered.body).toBe(201);
  await t.settle();
  return { jobId, candidateId, applicationId };
}

async function privacyLog() {
  const response = await call(admin, 'GET', '/privacy/log/?page_size=100');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ results: PrivacyLogEntry[] }>().results;
}

describe('exporting a candidate’s data', () => {
  it('hands an administrator a ZIP of the data as JSON and every file they supplied, on the log', async () => {
    const person = aPerson();
    const { candidateId } = await anApplicant(person);

    const response = await call(admin, 'GET', `/candidates/${candidateId}/data-export/`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="candidate-${candidateId}-data-\\d{4}-\\d{2}-\\d{2}\\.zip"`),
    );
    const entries = unzipSync(new Uint8Array(response.rawPayload));
    const data = JSON.parse(new TextDecoder().decode(entries['data.json']));
    expect(data.candidate).toMatchObject({ id: candidateId, full_name: person.name, emails: [person.email] });
    expect(data.applications).toEqual([
      expect.objectContaining({ job_title: 'Analytics Engineer', stage_key: 'screening', source: 'form' }),
    ]);
    expect(data.consents).toEqual([expect.objectContaining({ notice_version: PRIVACY_NOTICE.version })]);
    expect(data.notes).toEqual([
      expect.objectContaining({ text: `${person.name} called back; strong on SQL.` }),
    ]);
    expect(data.interviews).toEqual([expect.objectContaining({ interview_type: 'prospector' })]);
    expect(data.offers).toHaveLength(1);
    expect(data.emails.map((email: { subject: string }) => email.subject)).toEqual(
      expect.arrayContaining(['A question about my application']),
    );

    // every document is in the ZIP, byte for byte as stored
    const stored = await queryRows<{ filename: string; checksum: string; id: number }>(
      t.database.db,
      sql`select id, filename, checksum from documents where candidate_id = ${candidateId}`,
    );
    expect(stored.length).toBeGreaterThanOrEqual(2);
    for (const document of stored) {
      const listed = data.documents.find((entry: { id: number }) => entry.id === document.id);
      const bytes = entries[listed.file];
      expect(bytes, listed.file).toBeDefined();
      expect(createHash('sha256').update(bytes!).digest('hex')).toBe(document.checksum);
    }
    // and the attachment of the e-mail they sent
    expect(Object.keys(entries).some((name) => /^emails\/\d+\/1-portfolio\.pdf$/.test(name))).toBe(true);

    const [entry] = await privacyLog();
    expect(entry).toMatchObject({
      action: 'data_exported',
      actor_name: admin.user.full_name,
      candidate_id: candidateId,
      candidate_label: person.name,
    });
  });

  it('is refused to every role but administrators, with nothing on the log', async () => {
    const { candidateId } = await anApplicant(aPerson());
    const before = (await privacyLog()).length;
    for (const role of ['recruiter', 'hiring_manager', 'finance'] as const) {
      const response = await call(await t.login(role), 'GET', `/candidates/${candidateId}/data-export/`);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: PRIVACY_MESSAGES.denied });
    }
    expect(await privacyLog()).toHaveLength(before);
  });
});

describe('erasing a candidate', () => {
  it('leaves nothing naming them in any table or file, and keeps their applications’ history', async () => {
    const person = aPerson();
    const { jobId, candidateId, applicationId } = await anApplicant(person);
    const needles = [person.name, person.email, person.phone, person.surname];
    // the setup did spread them: the search finds them before
    expect((await tablesMentioning(t, needles)).length).toBeGreaterThan(5);
    expect(filesMentioning(t, [person.email]).length).toBeGreaterThan(0);
    await call(admin, 'GET', `/candidates/${candidateId}/data-export/`);
    const counts = await queryRows(
      t.database.db,
      sql`select stage_key, status, applications from application_stage_counts where job_id = ${jobId}`,
    );

    const response = await call(admin, 'POST', `/candidates/${candidateId}/erase/`, {
      reason: 'Request by e-mail of 20 November (ticket 4411)',
      confirm_name: person.name,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: candidateId, label: erasedCandidateLabel(candidateId) });
    await t.settle();

    expect(await tablesMentioning(t, needles)).toEqual([]);
    expect(filesMentioning(t, needles)).toEqual([]);
    const left = await queryRows<{ documents: number; emails: number; notes: number; interviews: number }>(
      t.database.db,
      sql`select (select count(*)::int from documents where candidate_id = ${candidateId}) as documents,
                 (select count(*)::int from emails where candidate_id = ${candidateId}) as emails,
                 (select count(*)::int from candidate_notes where candidate_id = ${candidateId}) as notes,
                 (select count(*)::int from interviews where candidate_id = ${candidateId}) as interviews`,
    );
    expect(left).toEqual([{ documents: 0, emails: 0, notes: 0, interviews: 0 }]);

    // what statistics need stays, under the anonymous label
    const candidate = await call(admin, 'GET', `/candidates/${candidateId}/`);
    expect(candidate.json()).toMatchObject({
      full_name: erasedCandidateLabel(candidateId),
      emails: [],
      phones: [],
      erased_at: expect.any(String),
    });
    const [application] = await queryRows(
      t.database.db,
      sql`select job_id, stage_key, status, source from applications where id = ${applicationId}`,
    );
    expect(application).toEqual({ job_id: jobId, stage_key: 'screening', status: 'active', source: 'form' });
    expect(
      await queryRows(
        t.database.db,
        sql`select stage_key, status, applications from application_stage_counts where job_id = ${jobId}`,
      ),
    ).toEqual(counts);
    const history = await queryRows<{ title: string; description: string }>(
      t.database.db,
      sql`select title, description from timeline_events where application_id = ${applicationId} order by id`,
    );
    expect(history).toEqual([
      expect.objectContaining({ title: 'Application created' }),
      { title: 'Moved from Applied to CV Review', description: '' },
    ]);

    // who and why, with the earlier export now under the label too
    const log = await privacyLog();
    expect(log.filter((entry) => entry.candidate_id === candidateId)).toEqual([
      expect.objectContaining({
        action: 'data_erased',
        actor_name: admin.user.full_name,
        candidate_label: erasedCandidateLabel(candidateId),
        reason: 'Request by e-mail of 20 November (ticket 4411)',
      }),
      expect.objectContaining({
        action: 'data_exported',
        candidate_label: erasedCandidateLabel(candidateId),
      }),
    ]);
  });

  it('asks for a reason and the name typed back, and refuses a second erasure, an edit and an export', async () => {
    const person = aPerson();
    const { candidateId } = await anApplicant(person);
    const url = `/candidates/${candidateId}/erase/`;

    const blank = await call(admin, 'POST', url, { reason: '  ', confirm_name: person.name });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ reason: [PRIVACY_MESSAGES.reasonRequired] });
    const missing = await call(admin, 'POST', url, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      reason: [PRIVACY_MESSAGES.reasonRequired],
      confirm_name: [PRIVACY_MESSAGES.confirmationMismatch],
    });
    const wrong = await call(admin, 'POST', url, { reason: 'Asked by phone', confirm_name: 'Someone Else' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ confirm_name: [PRIVACY_MESSAGES.confirmationMismatch] });
    const asRecruiter = await call(recruiter, 'POST', url, { reason: 'x', confirm_name: person.name });
    expect(asRecruiter.statusCode).toBe(403);
    expect((await call(admin, 'GET', `/candidates/${candidateId}/`)).json().full_name).toBe(person.name);

    const done = await call(admin, 'POST', url, { reason: 'Asked by phone', confirm_name: person.name });
    expect(done.statusCode, done.body).toBe(200);
    const again = await call(admin, 'POST', url, {
      reason: 'Asked by phone',
      confirm_name: erasedCandidateLabel(candidateId),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: PRIVACY_MESSAGES.alreadyErased });
    // nothing personal is written back into the record
    for (const [method, path, payload] of [
      ['PUT', `/candidates/${candidateId}/`, { full_name: person.name }],
      ['POST', `/candidates/${candidateId}/notes/`, { text: `${person.name} called` }],
      ['PUT', `/candidates/${candidateId}/team/`, { assigned_team: [recruiter.user.id] }],
    ] as const) {
      const refused = await call(admin, method, path, payload);
      expect(refused.statusCode, path).toBe(409);
      expect(refused.json()).toEqual({ detail: PRIVACY_MESSAGES.alreadyErased });
    }
    const form = await multipart({}, [
      { field: 'file', filename: 'cv.txt', content: Buffer.from(cvText([person.name])), type: 'text/plain' },
    ]);
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/v1/candidates/${candidateId}/documents/`,
      headers: { ...bearer(admin), ...form.headers },
      payload: form.payload,
    });
    expect(upload.statusCode).toBe(409);
    const exported = await call(admin, 'GET', `/candidates/${candidateId}/data-export/`);
    expect(exported.statusCode).toBe(409);
    expect(exported.json()).toEqual({ detail: PRIVACY_MESSAGES.nothingToExport });
    expect(
      (await call(admin, 'POST', '/candidates/999999/erase/', { reason: 'x', confirm_name: 'x' })).statusCode,
    ).toBe(404);
  });
});
