import { JOB_MESSAGES, type Session } from '@shortlist/contracts';
import fc from 'fast-check';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestContext } from '../../test/app.ts';
import { parseSalaryRange } from './jobs.pdf-parser.ts';

let t: TestContext;
let recruiter: Session;
beforeAll(async () => {
  t = await createTestApp();
  recruiter = await t.login('recruiter');
});
afterAll(async () => t.close());

/** A real PDF with one line of text per entry. */
async function pdfOf(lines: string[]): Promise<Buffer> {
  const document = await PDFDocument.create();
  const page = document.addPage([595, 842]);
  const font = await document.embedFont(StandardFonts.Helvetica);
  lines.forEach((line, index) => {
    page.drawText(line, { x: 40, y: 800 - index * 18, size: 11, font });
  });
  return Buffer.from(await document.save());
}

function multipart(field: string, filename: string, contentType: string, bytes: Buffer) {
  const boundary = '----shortlist-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (body: ReturnType<typeof multipart>, session = recruiter) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/jobs/parse-job-description/',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(session) },
  });

describe('POST /jobs/parse-job-description/', () => {
  it('fills the fields it finds in a real PDF', async () => {
    const pdf = await pdfOf([
      'Job Title: Senior Software Engineer',
      'Department: Pharma & Life Sciences',
      'Location: Berlin, Germany',
      'Full-time position. Salary: $120,000 - $150,000 per year.',
      'We build scheduling software for clinical trials with React, TypeScript and AWS.',
      '',
      'Nice to have: Kubernetes, GraphQL',
    ]);
    const response = await upload(multipart('pdf_file', 'jd.pdf', 'application/pdf', pdf));
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      title: 'Senior Software Engineer',
      department: 'Pharma & Life Sciences',
      location: 'Berlin, Germany',
      employment_type: 'Full-time',
      experience_level: 'experienced',
      salary_min: 120000,
      salary_max: 150000,
    });
    expect(body.skills_required).toEqual(expect.arrayContaining(['React', 'TypeScript', 'AWS']));
    expect(body.skills_nice).toEqual(expect.arrayContaining(['Kubernetes', 'GraphQL']));
    expect(body.skills_required).not.toContain('Kubernetes');
    expect(body.description).toContain('clinical trials');
  });

  it('returns only what it found', async () => {
    const response = await upload(
      multipart('pdf_file', 'jd.pdf', 'application/pdf', await pdfOf(['Hello there'])),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ description: 'Hello there' });
  });

  it('refuses a file that is not a PDF even when it is named and typed as one', async () => {
    const response = await upload(
      multipart('pdf_file', 'fake.pdf', 'application/pdf', Buffer.from('just text')),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ pdf_file: [JOB_MESSAGES.invalidPdf] });
  });

  it('refuses a request without the pdf_file field', async () => {
    const response = await upload(multipart('other', 'jd.pdf', 'application/pdf', await pdfOf(['x'])));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ pdf_file: [JOB_MESSAGES.invalidPdf] });
  });

  it('answers the spec message for a broken PDF', async () => {
    const response = await upload(
      multipart('pdf_file', 'jd.pdf', 'application/pdf', Buffer.from('%PDF-1.7 garbage')),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: JOB_MESSAGES.parsePdfFailed });
  });

  it('is for users who create jobs', async () => {
    const finance = await t.login('finance');
    const response = await upload(
      multipart('pdf_file', 'jd.pdf', 'application/pdf', await pdfOf(['x'])),
      finance,
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('salary ranges', () => {
  it.each([
    ['$120,000 - $150,000', [120000, 150000]],
    ['$120k–$150k', [120000, 150000]],
    ['90,000 to 110,000 USD', [90000, 110000]],
  ])('reads %s', (text, [min, max]) => {
    expect(parseSalaryRange(text)).toEqual({ salary_min: min, salary_max: max });
  });

  it('reads any well-formed "$a - $b" range back as written', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 900_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (min, extra) => {
          const max = min + extra;
          const text = `Pay: $${min.toLocaleString('en-US')} - $${max.toLocaleString('en-US')} a year`;
          expect(parseSalaryRange(text)).toEqual({ salary_min: min, salary_max: max });
        },
      ),
    );
  });
});
