import {
  CONFIDENCE_BANDS,
  DOCUMENT_LIMITS,
  EMPTY_PARSED_FIELDS,
  type ParsedFields,
} from '@shortlist/contracts';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { isTextDocument, sniffContentType } from '../../platform/file-text/content-type.ts';
import { DEFAULT_FILE_TEXT_LIMITS } from '../../platform/file-text/limits.ts';
import { readFileText } from '../../platform/file-text/read-file-text.ts';
import { readMail } from '../../platform/file-text/read-mail.ts';
import { adversarialText, timed } from '../../test/adversarial-text.ts';
import { type ApplicationMessage, extractApplicationFields } from './application-fields/index.ts';
import {
  APPLICATION_EMAILS,
  type ApplicationEmailCase,
  BARE_MESSAGE,
  CONTRADICTED_MESSAGE,
} from './test-set/application-emails.ts';

/**
 * Not a speed target: linear patterns take a few tens of milliseconds on a 100 KB body and CV;
 * one that backtracks over the text takes seconds, so only that crosses this ceiling.
 */
const LINEAR_CEILING_MS = 1_000;

/** The fields a parse must get right to count as right (docs/decisions/012). */
const KEY_FIELDS = ['name', 'email', 'role', 'phone', 'experience'] as const;
const FIELDS = Object.keys(EMPTY_PARSED_FIELDS) as (keyof ParsedFields)[];

/**
 * The message as the parse job hands it over: read by the pipeline's own `readMail` (mailparser;
 * an HTML-only message's text converted from its HTML), and the text of the attachments it reads
 * as CVs — documents told by their bytes, with at least 50 characters of text.
 */
async function applicationMessageOf(raw: Buffer): Promise<ApplicationMessage> {
  const mail = await readMail(raw, DEFAULT_FILE_TEXT_LIMITS);
  const cvTexts: string[] = [];
  for (const attachment of mail.attachments) {
    if (!attachment.content) continue;
    const bytes = Buffer.from(attachment.content);
    const type = sniffContentType(bytes.subarray(0, 1024));
    if (!type || !isTextDocument(type)) continue;
    const text = await readFileText(bytes, type, DEFAULT_FILE_TEXT_LIMITS);
    if (text.length >= DOCUMENT_LIMITS.minTextChars) cvTexts.push(text);
  }
  return {
    subject: mail.subject,
    text: mail.text,
    fromName: mail.fromName,
    fromAddress: mail.fromAddress,
    cvText: cvTexts.join('\n'),
  };
}

const digitsOf = (phone: string) => phone.replace(/\D/g, '');
const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Phones by their digits, e-mail and role case aside, skills as a set, education line by line. */
function isRight(field: keyof ParsedFields, actual: ParsedFields[typeof field], expected: unknown): boolean {
  if (Array.isArray(expected) && Array.isArray(actual)) {
    if (field === 'skills')
      return actual.length === expected.length && expected.every((skill) => actual.includes(skill));
    return (
      actual.length === expected.length &&
      expected.every((line, index) => collapse(line) === collapse(actual[index]!))
    );
  }
  if (typeof actual !== 'string' || typeof expected !== 'string') return actual === expected;
  if (field === 'phone') return digitsOf(actual) === digitsOf(expected);
  if (field === 'email' || field === 'role') return actual.toLowerCase() === expected.toLowerCase();
  return actual === expected;
}

type Graded = { case: ApplicationEmailCase; fields: ParsedFields; confidence: number };

const gradedFields = (graded: Graded) => FIELDS.filter((field) => field in graded.case.expected);
const misses = (graded: Graded) =>
  gradedFields(graded).filter((field) => !isRight(field, graded.fields[field], graded.case.expected[field]));
const keyFieldsRight = (graded: Graded) =>
  KEY_FIELDS.every((field) => !(field in graded.case.expected) || !misses(graded).includes(field));

describe('application fields: the test set', () => {
  let results: Graded[] = [];

  beforeAll(async () => {
    results = [];
    for (const testCase of APPLICATION_EMAILS) {
      const message = await applicationMessageOf(await testCase.raw());
      results.push({ case: testCase, ...extractApplicationFields(message) });
    }
  }, 60_000);

  const resultOf = (name: string) => results.find((graded) => graded.case.name === name)!;

  it('holds at least 16 distinct messages', () => {
    expect(APPLICATION_EMAILS.length).toBeGreaterThanOrEqual(16);
    expect(new Set(APPLICATION_EMAILS.map((testCase) => testCase.name)).size).toBe(APPLICATION_EMAILS.length);
  });

  const readsWho = (name: string) => {
    const { fields, case: testCase } = resultOf(name);
    expect({ email: fields.email, source_type: fields.source_type }).toEqual({
      email: testCase.expected.email,
      source_type: testCase.expected.source_type,
    });
  };
  it.each(APPLICATION_EMAILS.map((testCase) => [testCase.name]))(
    'reads who "%s" is about and how it came',
    readsWho,
  );

  it('reads at least 90% of the expected fields right', () => {
    const perField = FIELDS.map((field) => {
      const graded = results.filter((result) => field in result.case.expected);
      const right = graded.filter((result) => !misses(result).includes(field)).length;
      return { field, right, of: graded.length, accuracy: Number((right / graded.length).toFixed(2)) };
    });
    const right = perField.reduce((sum, { right }) => sum + right, 0);
    const of = perField.reduce((sum, { of }) => sum + of, 0);
    console.log('Field accuracy over the test set');
    console.table(perField);
    console.log(`Overall field accuracy: ${right}/${of} = ${(right / of).toFixed(3)}`);
    for (const result of results) {
      for (const field of misses(result))
        console.log(
          `  miss in "${result.case.name}": ${field} = ${JSON.stringify(result.fields[field])}, expected ${JSON.stringify(result.case.expected[field])}`,
        );
    }
    expect(right / of).toBeGreaterThanOrEqual(0.9);
  });

  it('is right about every key field of at least 90% of the messages it scores 0.8 or more', () => {
    const high = results.filter((result) => result.confidence >= CONFIDENCE_BANDS.high);
    const right = high.filter(keyFieldsRight);
    console.table(
      results.map((result) => ({
        message: result.case.name.slice(0, 60),
        confidence: result.confidence,
        key_fields_right: keyFieldsRight(result),
      })),
    );
    console.log(
      `Confidence >= ${CONFIDENCE_BANDS.high}: ${right.length}/${high.length} right on every key field`,
    );
    // A confidence that is never high would pass the ratio by saying nothing.
    expect(high.length).toBeGreaterThanOrEqual(APPLICATION_EMAILS.length / 2);
    expect(right.length / high.length).toBeGreaterThanOrEqual(0.9);
  });

  it('scores a message with almost nothing in it below 0.6', () => {
    expect(resultOf(BARE_MESSAGE).confidence).toBeLessThan(CONFIDENCE_BANDS.medium);
  });

  it('does not score a message high when its CV names someone else', () => {
    expect(resultOf(CONTRADICTED_MESSAGE).confidence).toBeLessThan(CONFIDENCE_BANDS.high);
  });
});

const message = (overrides: Partial<ApplicationMessage>): ApplicationMessage => ({
  subject: '',
  text: '',
  fromName: null,
  fromAddress: null,
  cvText: '',
  ...overrides,
});

/** What hostile mail adds to the CV pieces: quote marks, forwarding headers, labels, closings. */
const MAIL_PIECES = [
  '> ',
  'On ',
  ' wrote:',
  '---------- Forwarded message ---------\n',
  'From: ',
  'Name: ',
  'Location: ',
  'based in ',
  'apply for the ',
  ' role',
  'position of ',
  'Best regards,\n',
  'My name is ',
  'I am ',
  'refer ',
  'candidate ',
  'Zoë ',
  '王',
  'BSc ',
  'MA ',
  'Berlin',
  'UK',
  '+44 ',
  '7700 ',
  'a@b.io',
  'linkedin.com/in/',
  '[',
  ']',
  '(',
  'Aa ',
];

function hostileMail(length = 100_000): fc.Arbitrary<string> {
  const repeatTo = (unit: string) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
  return fc.oneof(
    adversarialText(length),
    fc.constantFrom(...MAIL_PIECES).map(repeatTo),
    fc
      .array(fc.constantFrom(...MAIL_PIECES), { minLength: 2, maxLength: 8 })
      .map((units) => repeatTo(units.join(''))),
  );
}

describe('application fields', () => {
  it('takes the candidate from a forwarded message, never the forwarder or our careers address', () => {
    const { fields } = extractApplicationFields(
      message({
        subject: 'Fwd: Application for Data Analyst',
        fromName: 'Meridian Careers',
        fromAddress: 'careers@meridian.example',
        text: [
          'Forwarding from the old mailbox.',
          '',
          '---------- Forwarded message ---------',
          'From: Ana Ruiz <ana.ruiz@example.org>',
          'Subject: Application for Data Analyst',
          '',
          'Hello, I am Ana Ruiz and I am applying for the Data Analyst role.',
        ].join('\n'),
      }),
    );
    expect(fields).toMatchObject({ name: 'Ana Ruiz', email: 'ana.ruiz@example.org', role: 'Data Analyst' });
  });

  it("reads a recruiter's candidate, not the recruiter's own signature", () => {
    const { fields } = extractApplicationFields(
      message({
        subject: 'Candidate for your Backend Engineer role',
        fromName: 'Sam Hill',
        fromAddress: 'sam@hill-recruitment.example',
        text: [
          'On behalf of my candidate:',
          'Name: Jo Park',
          'Email: jo.park@example.org',
          '',
          'Best regards,',
          'Sam Hill',
          'Phone: +44 20 7946 0000',
        ].join('\n'),
        cvText: 'Jo Park\nSeoul, South Korea\n+82 10 1234 5678',
      }),
    );
    expect(fields).toMatchObject({
      source_type: 'Recruiter',
      recruiter_name: 'Sam Hill',
      name: 'Jo Park',
      email: 'jo.park@example.org',
      phone: '+82 10 1234 5678',
      city: 'Seoul',
      country: 'South Korea',
    });
  });

  it('keeps a candidate who shares a free-mail provider with their recruiter', () => {
    const { fields } = extractApplicationFields(
      message({
        subject: 'Data Analyst candidate',
        fromName: 'Sam Hill',
        fromAddress: 'sam.hill.recruits@gmail.com',
        text: 'Please find attached the CV of my candidate for your Data Analyst opening.\n\nThanks,\nSam Hill',
        cvText: 'Jo Park\njo.park@gmail.com | +82 10 1234 5678',
      }),
    );
    expect(fields).toMatchObject({ source_type: 'Recruiter', email: 'jo.park@gmail.com', name: 'Jo Park' });
  });

  it('leaves out a quoted thread, even when the "On … wrote:" line is wrapped', () => {
    const { fields } = extractApplicationFields(
      message({
        subject: 'Re: Backend Engineer role',
        fromName: 'Ana Ruiz',
        fromAddress: 'ana.ruiz@example.org',
        text: [
          'Yes, very interested!',
          '',
          'On Tue, 4 Mar 2025 at 10:12, Claire Dubois <',
          'claire.dubois@meridian.example> wrote:',
          'Hi Ana, would you be open to a full-time role? Claire Dubois, +44 20 3000 1234',
        ].join('\n'),
      }),
    );
    expect(fields).toMatchObject({ phone: null, employment_type: null, role: 'Backend Engineer' });
  });

  it('scores the share of the five key fields found; a CV naming someone else takes its fields off', () => {
    const complete = message({
      subject: 'Application for Data Analyst',
      fromName: 'Ana Ruiz',
      fromAddress: 'ana.ruiz@example.org',
      text: 'Hello, I have 4 years of experience with SQL.\n\nBest regards,\nAna Ruiz\n+34 612 345 678',
    });
    expect(extractApplicationFields(complete).confidence).toBe(1);
    // name (display name), e-mail and role: 3 of 5
    expect(extractApplicationFields({ ...complete, text: 'see attached' }).confidence).toBe(0.6);
    // the CV's name and address contradict the message's: 5 found, 2 not trusted
    const otherCv = 'Rebecca Stone\nrebecca.stone@example.com | (720) 555-0188\nMarketing manager.';
    expect(extractApplicationFields({ ...complete, cvText: otherCv }).confidence).toBe(0.6);
    // the phrasings read are English: a body in another language costs one
    const spanish = `Me llamo Ana Ruiz y quiero postularme al puesto de Analista de Datos. Tengo 4 años de experiencia con SQL y vivo en Madrid, donde trabajo en una empresa de comercio electrónico desde hace tiempo.\n\nUn saludo,\nAna Ruiz\n+34 612 345 678`;
    expect(extractApplicationFields({ ...complete, text: spanish }).confidence).toBe(0.8);
  });

  it('scores in two decimals between 0 and 1 whatever it reads', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 500 }), fc.string({ maxLength: 500 }), (text, cvText) => {
        const { confidence } = extractApplicationFields(
          message({ text, cvText, fromAddress: 'a@example.org' }),
        );
        return confidence >= 0 && confidence <= 1 && Math.round(confidence * 100) === confidence * 100;
      }),
    );
  });

  it('takes time linear in its input on a 100 KB hostile body and CV (seeded)', () => {
    fc.assert(
      fc.property(hostileMail(), (text) => {
        const input = message({
          subject: text.slice(0, 1_000),
          text,
          fromName: text.slice(0, 300),
          cvText: text,
        });
        return timed(() => extractApplicationFields(input)) < LINEAR_CEILING_MS;
      }),
      { seed: 20_120, numRuns: 40 },
    );
  });
});
