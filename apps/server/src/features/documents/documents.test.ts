import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bearer, testApp } from '../../test/app.ts';
import {
  createCandidateRow,
  cvText,
  docxOf,
  type MultipartFile,
  multipart,
  pdfOf,
  pngOf,
} from '../../test/candidate-factories.ts';
import { createJob } from '../../test/factories.ts';

const t = testApp({ roles: ['recruiter'] });

const storedFiles = () => {
  const dir = path.join(t.dataDir, 'files', 'documents');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

async function parse(file: MultipartFile) {
  const form = await multipart({}, [file]);
  return t.upload('recruiter', '/documents/parse/', form);
}

async function createWithCv(fields: Record<string, string>, files: MultipartFile[]) {
  const form = await multipart(fields, files);
  return t.upload('recruiter', '/candidates/create_with_cv/', form);
}

describe('document rules', () => {
  it('refuses a file over 10 MB with the spec message and keeps nothing', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10_485_760, 0x20)]);
    const response = await parse({ field: 'file', filename: 'big.pdf', content: big });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: 'File size exceeds 10MB limit' });
    expect(storedFiles()).toEqual([]);
  });

  it('refuses a file under 1 KB as too small or empty', async () => {
    const response = await parse({ field: 'file', filename: 'tiny.txt', content: Buffer.from('hello') });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ file: ['File appears to be too small or empty'] });
  });

  it('judges the type by content, not by name', async () => {
    const fake = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03]), Buffer.alloc(2000, 0)]);
    const response = await parse({
      field: 'file',
      filename: 'cv.pdf',
      content: fake,
      type: 'application/pdf',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ file: ['Invalid document type'] });
    const renamed = await parse({
      field: 'file',
      filename: 'cv.exe',
      content: await pdfOf(cvText(), { padTo: 2048 }),
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().content_type).toBe('application/pdf');
  });

  it('accepts an image with no text and warns about a text file with too little text', async () => {
    const image = await parse({ field: 'file', filename: 'scan.png', content: pngOf() });
    expect(image.json()).toMatchObject({ content_type: 'image/png', warning: null });
    const sparse = await parse({
      field: 'file',
      filename: 'cv.txt',
      content: Buffer.from(`Hi${' '.repeat(2000)}`),
    });
    expect(sparse.statusCode).toBe(200);
    expect(sparse.json().warning).toBe('Unable to extract sufficient text content');
  });
});

describe('extraction from generated CVs', () => {
  const expected = {
    skills: expect.arrayContaining([
      'TypeScript',
      'Python',
      'React',
      'PostgreSQL',
      'Docker',
      'Kubernetes',
      'AWS',
      'GraphQL',
    ]),
    years_experience: 8,
    emails: ['ada.lovelace@example.com'],
    links: { linkedin: 'https://www.linkedin.com/in/ada-lovelace', github: 'https://github.com/ada' },
  };

  it.each([
    ['PDF', 'cv.pdf', () => pdfOf(cvText(), { padTo: 2048 })],
    ['DOCX', 'cv.docx', () => docxOf(cvText())],
    ['TXT', 'cv.txt', async () => Buffer.from(cvText())],
  ])('reads skills, years, contacts and links from a %s CV', async (_kind, filename, build) => {
    const response = await parse({ field: 'file', filename, content: await build() });
    expect(response.statusCode).toBe(200);
    expect(response.json().extraction).toMatchObject(expected);
    expect(response.json().extraction.phones[0]).toContain('7946');
    expect(response.json().extraction.preview.split(' ').length).toBeLessThanOrEqual(50);
    expect(storedFiles()).toEqual([]);
  });
});

describe('POST /candidates/create_with_cv/', () => {
  it('fills only the empty fields from the CV and applies to the job in its first stage', async () => {
    const job = await createJob(t.database.db, {
      skillsRequired: ['TypeScript', 'React'],
      skillsNice: ['Docker'],
    });
    const response = await createWithCv(
      {
        full_name: 'Ada L.',
        emails: JSON.stringify([]),
        phones: JSON.stringify(['']),
        skills_extracted: JSON.stringify([]),
        years_experience: '',
        links: JSON.stringify({ portfolio: 'https://ada.example' }),
        job_id: String(job.id),
      },
      [{ field: 'files', filename: 'cv.pdf', content: await pdfOf(cvText(), { padTo: 2048 }) }],
    );
    expect(response.statusCode).toBe(201);
    const candidate = response.json();
    expect(candidate).toMatchObject({
      full_name: 'Ada L.',
      emails: ['ada.lovelace@example.com'],
      years_experience: 8,
      links: { portfolio: 'https://ada.example', github: 'https://github.com/ada' },
    });
    expect(candidate.skills_extracted).toContain('TypeScript');
    expect(candidate.cv_url).toMatch(/^\/api\/v1\/documents\/\d+\/file\/$/);

    const applications = (
      await t.call('recruiter', 'GET', `/applications/?candidate_id=${candidate.id}`)
    ).json();
    expect(applications.results).toHaveLength(1);
    expect(applications.results[0]).toMatchObject({ stage_key: 'applied', job_id: job.id });
    expect(applications.results[0].match_score).toBeGreaterThan(50);
  });

  it('serves the CV only to signed-in users, with its type and file name', async () => {
    const candidate = await createCandidateRow(t.database.db);
    const form = await multipart({ type: 'cv' }, [
      { field: 'file', filename: 'Ada CV.docx', content: await docxOf(cvText()) },
    ]);
    const uploaded = await t.upload('recruiter', `/candidates/${candidate.id}/documents/`, form);
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json().checksum).toMatch(/^[0-9a-f]{64}$/);
    const url = uploaded.json().url;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const file = await t.app.inject({
      method: 'GET',
      url: `${url}?download=1`,
      headers: bearer(t.session('recruiter')),
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(file.headers['content-disposition']).toContain('attachment; filename="Ada CV.docx"');
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('stores nothing when validation fails after the file arrived', async () => {
    const before = storedFiles().length;
    const response = await createWithCv({ full_name: '' }, [
      { field: 'files', filename: 'scan.png', content: pngOf() },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      full_name: ['Full name is required'],
      emails: ['At least one email is required'],
    });
    expect(storedFiles().length).toBe(before);
  });

  it('ignores junk files such as .DS_Store', async () => {
    const response = await createWithCv(
      { full_name: 'Junk Free', emails: JSON.stringify(['junk.free@example.com']) },
      [{ field: 'files', filename: '.DS_Store', content: Buffer.alloc(10) }],
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().cv_url).toBeNull();
  });
});

describe('DELETE /documents/{id}/ (issue 10)', () => {
  async function upload() {
    const candidate = await createCandidateRow(t.database.db);
    const form = await multipart({ type: 'cv' }, [
      { field: 'file', filename: 'cv.txt', content: Buffer.from(cvText()), type: 'text/plain' },
    ]);
    const response = await t.upload('recruiter', `/candidates/${candidate.id}/documents/`, form);
    expect(response.statusCode).toBe(201);
    return { candidate, document: response.json<{ id: number }>() };
  }

  it('refuses finance and keeps the file; a recruiter removes it and the timeline names who did', async () => {
    const finance = await t.login('finance');
    const { candidate, document } = await upload();
    const files = storedFiles().length;
    const refused = await t.as(finance, 'DELETE', `/documents/${document.id}/`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      detail: 'Only administrators, hiring managers and recruiters can delete documents.',
    });
    expect(storedFiles().length).toBe(files);

    const removed = await t.call('recruiter', 'DELETE', `/documents/${document.id}/`);
    expect(removed.statusCode).toBe(204);
    expect(storedFiles().length).toBe(files - 1);
    const timeline = await t.call('recruiter', 'GET', `/candidates/${candidate.id}/timeline/`);
    const entry = timeline
      .json()
      .results.find((event: { title: string }) => event.title === 'Document removed');
    expect(entry).toMatchObject({ user_id: t.session('recruiter').user.id });
  });
});
