import fs from 'node:fs';
import path from 'node:path';
import type { Role } from '@shortlist/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../test/app.ts';
import {
  createApplicationRow,
  createCandidateRow,
  cvText,
  multipart,
  pdfOf,
} from '../../test/candidate-factories.ts';
import { createJob } from '../../test/factories.ts';

const t = testApp({ roles: ['admin', 'recruiter', 'finance'] });

const post = (role: Role, payload: object) => t.call(role, 'POST', '/candidates/', payload);
const get = (role: Role, url: string) => t.call(role, 'GET', url);
const put = (role: Role, id: number, payload: object) => t.call(role, 'PUT', `/candidates/${id}/`, payload);

describe('POST /candidates/ validation', () => {
  it.each([
    [{ full_name: '', emails: ['a@b.co'] }, { full_name: ['Full name is required'] }],
    [{ full_name: 'Ada', emails: [''] }, { emails: ['At least one email is required'] }],
    [{ full_name: 'Ada' }, { emails: ['At least one email is required'] }],
    [{ full_name: 'Ada', emails: ['ada'] }, { emails: ['Please enter a valid email address'] }],
    [{ full_name: 'Ada', emails: ['a@b.co', 'x@'] }, { emails: ['Invalid email format: x@'] }],
    [{ full_name: 'Ada', emails: ['a@b.co'], phones: ['123'] }, { phones: ['Invalid phone format: 123'] }],
  ])('answers %j with the spec message', async (payload, expected) => {
    const response = await post('recruiter', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(expected);
  });

  it('refuses negative years of experience', async () => {
    const response = await post('recruiter', {
      full_name: 'Ada',
      emails: ['neg@b.co'],
      years_experience: -2,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['years_experience']);
  });

  it('drops blank list entries before saving', async () => {
    const response = await post('recruiter', {
      full_name: 'Blank Rows',
      emails: ['blank.rows@example.com', ' '],
      phones: ['', '+1 (555) 010-2030'],
      skills_extracted: ['Go', ''],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      emails: ['blank.rows@example.com'],
      phones: ['+1 (555) 010-2030'],
      skills_extracted: ['Go'],
    });
  });
});

describe('links and limits (issue 10)', () => {
  it('keeps only http and https links, and gives a bare address https', async () => {
    const refused = await post('recruiter', {
      full_name: 'Link Person',
      emails: ['link.person@example.com'],
      links: { portfolio: 'javascript:alert(document.cookie)' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ links: ['Links must start with http:// or https://'] });
    const created = await post('recruiter', {
      full_name: 'Link Person',
      emails: ['link.person@example.com'],
      links: { github: 'github.com/link-person', portfolio: 'http://link.example' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().links).toEqual({
      github: 'https://github.com/link-person',
      portfolio: 'http://link.example',
    });
  });

  it('refuses text a column cannot hold and numbers an integer cannot, with the field named', async () => {
    const base = { full_name: 'Limit Person', emails: ['limit.person@example.com'] };
    expect((await post('recruiter', { ...base, full_name: 'x'.repeat(201) })).json()).toEqual({
      full_name: ['Ensure this field has no more than 200 characters.'],
    });
    expect((await post('recruiter', { ...base, summary: 'Nul\u0000byte' })).json()).toEqual({
      summary: ['Text may not contain NUL characters or unpaired surrogates.'],
    });
    expect((await post('admin', { ...base, offered_salary: 2 ** 31 })).json()).toEqual({
      offered_salary: ['Salary cannot be more than 1,000,000,000'],
    });
    expect((await get('recruiter', '/candidates/2147483648/')).json()).toEqual({
      id: ['A valid id is required.'],
    });
  });
});

describe('duplicate e-mails', () => {
  it('answers 409 naming the existing candidate, whatever the case of the address', async () => {
    const first = await post('recruiter', { full_name: 'Grace Hopper', emails: ['grace@navy.mil'] });
    const second = await post('recruiter', { full_name: 'G. Hopper', emails: ['GRACE@navy.mil'] });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      detail: 'A candidate with this email already exists: Grace Hopper',
      existing_candidate: { id: first.json().id, full_name: 'Grace Hopper' },
    });
  });

  it('refuses an update that takes another candidate’s e-mail', async () => {
    const other = await createCandidateRow(t.database.db, { emails: ['taken@example.com'] });
    const mine = await createCandidateRow(t.database.db);
    const response = await put('recruiter', mine.id, { emails: ['taken@example.com'] });
    expect(response.statusCode).toBe(409);
    expect(response.json().existing_candidate.id).toBe(other.id);
  });
});

describe('salary fields', () => {
  const salary = { desired_salary_min: 90000, desired_salary_max: 120000, offered_salary: 110000 };

  it('stores and returns salary for admin and finance', async () => {
    for (const [role, email] of [
      ['admin', 'salary.admin@example.com'],
      ['finance', 'salary.finance@example.com'],
    ] as const) {
      const created = await post(role, { full_name: 'Paid', emails: [email], ...salary });
      expect(created.json()).toMatchObject(salary);
      expect((await get(role, `/candidates/${created.json().id}/`)).json()).toMatchObject(salary);
    }
  });

  it('leaves salary out of every response for a recruiter and ignores it on write', async () => {
    const created = await post('recruiter', {
      full_name: 'Hidden',
      emails: ['salary.recruiter@example.com'],
      ...salary,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).not.toHaveProperty('desired_salary_min');
    const id = created.json().id;
    expect((await get('admin', `/candidates/${id}/`)).json()).toMatchObject({
      desired_salary_min: null,
      desired_salary_max: null,
      offered_salary: null,
    });

    await put('admin', id, { offered_salary: 70000 });
    const updated = await put('recruiter', id, { offered_salary: 1, summary: 'Changed' });
    expect(updated.json()).not.toHaveProperty('offered_salary');
    expect(updated.json().summary).toBe('Changed');
    expect((await get('finance', `/candidates/${id}/`)).json().offered_salary).toBe(70000);
    expect(JSON.stringify((await get('recruiter', '/candidates/?search=Hidden')).json())).not.toMatch(
      /desired_salary|offered_salary/,
    );
  });
});

describe('DELETE /candidates/{id}/', () => {
  it('refuses everyone but admins with the spec message', async () => {
    const candidate = await createCandidateRow(t.database.db);
    for (const role of ['recruiter', 'finance'] as const) {
      const response = await t.call(role, 'DELETE', `/candidates/${candidate.id}/`);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        detail: 'Permission denied: Only administrators can delete candidates.',
      });
    }
  });

  it('removes the candidate with applications, notes, documents and files on disk', async () => {
    const job = await createJob(t.database.db);
    const form = await multipart(
      { full_name: 'Doomed', emails: JSON.stringify(['doomed@example.com']), job_id: String(job.id) },
      [{ field: 'files', filename: 'cv.pdf', content: await pdfOf(cvText(), { padTo: 2048 }) }],
    );
    const created = await t.upload('admin', '/candidates/create_with_cv/', form);
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    await t.call('admin', 'POST', `/candidates/${id}/notes/`, { text: 'Hi' });
    const documents = (await get('admin', `/candidates/${id}/documents/`)).json();
    expect(documents).toHaveLength(1);

    const response = await t.call('admin', 'DELETE', `/candidates/${id}/`);
    expect(response.statusCode).toBe(204);
    expect((await get('admin', `/candidates/${id}/`)).statusCode).toBe(404);
    expect((await get('admin', `/applications/?candidate_id=${id}`)).json().count).toBe(0);
    expect((await get('admin', `/documents/${documents[0].id}/file/`)).statusCode).toBe(404);
    const stored = await t.database.db.query.documents.findMany();
    expect(stored.filter((document) => document.candidateId === id)).toEqual([]);
    expect(fs.readdirSync(path.join(t.dataDir, 'files', 'documents'))).toEqual([]);
  });
});

describe('GET /candidates/ list', () => {
  let job: Awaited<ReturnType<typeof createJob>>;
  beforeAll(async () => {
    job = await createJob(t.database.db);
    const zed = await createCandidateRow(t.database.db, {
      fullName: 'Zed Listing',
      currentCompany: 'Umbrella Listing',
      emails: ['zed@listing.test', 'second@list-only.test'],
      skillsExtracted: ['A', 'B', 'C', 'D', 'E', 'F', 'G'],
      city: 'Lisbon',
    });
    const amy = await createCandidateRow(t.database.db, {
      fullName: 'Amy Listing',
      emails: ['amy@listing.test'],
    });
    const bob = await createCandidateRow(t.database.db, {
      fullName: 'Bob Listing',
      emails: ['bob@listing.test'],
    });
    await createApplicationRow(t.database.db, { candidateId: zed.id, jobId: job.id, matchScore: 70 });
    const other = await createJob(t.database.db);
    await createApplicationRow(t.database.db, {
      candidateId: zed.id,
      jobId: other.id,
      matchScore: 0,
      stageKey: 'deep_dive',
    });
    await createApplicationRow(t.database.db, { candidateId: amy.id, jobId: job.id, matchScore: 92 });
    void bob;
  });

  const names = async (query: string) =>
    (await get('recruiter', `/candidates/?search=listing${query}`))
      .json()
      .results.map((row: { full_name: string }) => row.full_name);

  it('searches name, company and every e-mail case-insensitively', async () => {
    expect(await names('')).toHaveLength(3);
    const byCompany = (await get('recruiter', '/candidates/?search=UMBRELLA')).json();
    expect(byCompany.results.map((row: { full_name: string }) => row.full_name)).toEqual(['Zed Listing']);
    const bySecondEmail = (await get('recruiter', '/candidates/?search=list-only')).json();
    expect(bySecondEmail.count).toBe(1);
  });

  it('finds a candidate by what an edit wrote, and no longer by what it replaced', async () => {
    const renamed = await createCandidateRow(t.database.db, {
      fullName: 'Quentin Oldname',
      emails: ['quentin@before.test'],
    });
    await put('recruiter', renamed.id, { full_name: 'Quentin Newname', emails: ['quentin@AFTER.test'] });
    const found = async (term: string) =>
      (await get('recruiter', `/candidates/?search=${term}`))
        .json()
        .results.map((row: { id: number }) => row.id);
    expect(await found('newname')).toEqual([renamed.id]);
    expect(await found('after.TEST')).toEqual([renamed.id]);
    expect(await found('oldname')).toEqual([]);
    expect(await found('before.test')).toEqual([]);
  });

  it('orders by name, by AI score with unscored last, and newest first by default', async () => {
    expect(await names('&ordering=name')).toEqual(['Amy Listing', 'Bob Listing', 'Zed Listing']);
    expect(await names('&ordering=ai_score')).toEqual(['Amy Listing', 'Zed Listing', 'Bob Listing']);
    expect(await names('')).toEqual(['Bob Listing', 'Amy Listing', 'Zed Listing']);
  });

  it('returns the row fields, averaging only non-zero scores', async () => {
    const [zed] = (await get('recruiter', '/candidates/?search=zed@listing')).json().results;
    expect(zed).toMatchObject({
      first_email: 'zed@listing.test',
      first_phone: null,
      top_skills: ['A', 'B', 'C', 'D', 'E'],
      more_skills_count: 2,
      application_count: 2,
      average_match_score: 70,
    });
  });

  it('filters by score band, stage, skills and location', async () => {
    expect(await names('&score_band=90')).toEqual(['Amy Listing']);
    expect(await names('&score_band=none')).toEqual(['Bob Listing']);
    expect(await names('&stage_key=deep_dive')).toEqual(['Zed Listing']);
    expect(await names('&skills=g')).toEqual(['Zed Listing']);
    expect(await names('&location=lisbon')).toEqual(['Zed Listing']);
  });
});

describe('GET /candidates/{id}/export/', () => {
  it('answers a real PDF of the profile', async () => {
    const candidate = await createCandidateRow(t.database.db, {
      fullName: 'Exported Person',
      skillsExtracted: ['Go'],
    });
    const response = await get('recruiter', `/candidates/${candidate.id}/export/`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
