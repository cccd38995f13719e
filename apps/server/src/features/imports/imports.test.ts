/**
 * Issue 16: importing candidates from a CSV or XLSX file. The file is read off the request
 * thread, mapped and previewed, then written by a background job in batches; rows that cannot be
 * imported come back as a CSV with their reasons.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  CANDIDATE_MESSAGES,
  type CandidateImport,
  type DuplicatePair,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  type ImportMapping,
  type ImportPreview,
  type PossibleDuplicate,
  type Session,
  type TimelineEvent,
} from '@shortlist/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { bearer, createTestApp, type TestContext } from '../../test/app.ts';
import { createCandidateRow, multipart } from '../../test/candidate-factories.ts';
import { docxBomb } from '../../test/hostile-files.ts';
import { csvOf, xlsxOf } from '../../test/spreadsheets.ts';
import { IMPORT_QUEUE } from './imports.service.ts';

let t: TestContext;
let recruiter: Session;

beforeAll(async () => {
  t = await createTestApp();
  recruiter = await t.login('recruiter');
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(recruiter), payload });

async function upload(fileName: string, content: Buffer, type = 'text/csv') {
  const form = await multipart({}, [{ field: 'file', filename: fileName, content, type }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/candidates/imports/',
    headers: { ...bearer(recruiter), ...form.headers },
    payload: form.payload,
  });
}

async function uploaded(fileName: string, content: Buffer, type?: string) {
  const response = await upload(fileName, content, type);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CandidateImport>();
}

/** Starts the import and waits for its job: the import as it ended. */
async function imported(id: number, mapping: ImportMapping, policy: 'skip' | 'update' | 'create') {
  const started = await call('POST', `/candidates/imports/${id}/start/`, {
    mapping,
    duplicate_policy: policy,
  });
  expect(started.statusCode, started.body).toBe(202);
  expect(started.json<CandidateImport>().status).toBe('queued');
  await t.settle();
  return (await call('GET', `/candidates/imports/${id}/`)).json<CandidateImport>();
}

const candidatesWith = (email: string) =>
  queryRows<{
    id: number;
    full_name: string;
    phones: string[];
    skills_extracted: string[];
    source_type: string;
  }>(
    t.database.db,
    sql`select id, full_name, phones, skills_extracted, source_type from candidates
         where candidate_email_keys(emails) && array[${email.toLowerCase()}]::text[] order by id`,
  );

const storedImportFiles = () => {
  const folder = path.join(t.dataDir, 'files', 'imports');
  return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
};

describe('importing a CSV of candidates', () => {
  const file = csvOf([
    ['Name', 'E-mail', 'Phone', 'Company', 'Title', 'Skills', 'LinkedIn', 'Years'],
    ['Imani Okafor', 'imani.okafor@import.test', '+44 7700 900101', 'Acme', 'Engineer', 'Go, SQL', '', '6'],
    ['', 'nameless@import.test', '', '', '', '', '', ''],
    ['Bad Address', 'not-an-email', '', '', '', '', '', ''],
    [
      'Jonas Weber',
      'jonas.weber@import.test',
      '',
      'Globex',
      '',
      'Rust;Kotlin',
      'linkedin.com/in/jweber',
      '4,5',
    ],
    ['Script Link', 'script@import.test', '', '', '', '', 'javascript:alert(1)', ''],
  ]);

  it('reads the file’s headings and first rows and suggests a mapping by their names', async () => {
    const created = await uploaded('people.csv', file);
    expect(created).toMatchObject({
      file_name: 'people.csv',
      format: 'csv',
      status: 'uploaded',
      total_rows: 5,
      headers: ['Name', 'E-mail', 'Phone', 'Company', 'Title', 'Skills', 'LinkedIn', 'Years'],
      suggested_mapping: [
        'full_name',
        'email',
        'phone',
        'current_company',
        'current_role',
        'skills',
        'linkedin',
        'years_experience',
      ],
    });
    expect(created.sample[0]?.[0]).toBe('Imani Okafor');
    expect(created.sample).toHaveLength(5);
    // nothing is imported before the recruiter starts it
    expect(await candidatesWith('imani.okafor@import.test')).toEqual([]);
  });

  it('previews each row’s outcome, imports the good rows and reports the bad ones with their reasons', async () => {
    const filesBefore = storedImportFiles();
    const upload = await uploaded('people.csv', file);
    const mapping = upload.suggested_mapping;
    const preview = await call('POST', `/candidates/imports/${upload.id}/preview/`, {
      mapping,
      duplicate_policy: 'skip',
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(
      preview.json<ImportPreview>().rows.map((row) => [row.row_number, row.outcome, row.reasons]),
    ).toEqual([
      [2, 'create', []],
      [3, 'refuse', [`Full name: ${CANDIDATE_MESSAGES.fullNameRequired}`]],
      [4, 'refuse', [`E-mail: ${CANDIDATE_MESSAGES.emailInvalid}`]],
      [5, 'create', []],
      [6, 'refuse', [`LinkedIn: ${CANDIDATE_MESSAGES.linkScheme}`]],
    ]);

    const done = await imported(upload.id, mapping, 'skip');
    expect(done).toMatchObject({
      status: 'completed',
      processed_rows: 5,
      created_count: 2,
      updated_count: 0,
      skipped_count: 0,
      refused_count: 3,
      error: null,
    });
    const [imani] = await candidatesWith('imani.okafor@import.test');
    expect(imani).toMatchObject({
      full_name: 'Imani Okafor',
      phones: ['+44 7700 900101'],
      skills_extracted: ['Go', 'SQL'],
      source_type: 'import',
    });
    const jonas = (
      await call('GET', `/candidates/${(await candidatesWith('jonas.weber@import.test'))[0]!.id}/`)
    ).json();
    expect(jonas).toMatchObject({
      years_experience: 5,
      skills_extracted: ['Rust', 'Kotlin'],
      links: { linkedin: 'https://linkedin.com/in/jweber' },
    });

    // the timeline says where the candidate came from
    const timeline = await call('GET', `/candidates/${imani!.id}/timeline/`);
    expect(timeline.json<{ results: TimelineEvent[] }>().results).toContainEqual(
      expect.objectContaining({ title: 'Candidate created', description: 'Imported from people.csv' }),
    );

    // the report: the file's own columns after the row and its reasons, as the recruiter fixes them
    const report = await call('GET', `/candidates/imports/${upload.id}/refused/`);
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toContain('text/csv');
    expect(report.headers['content-disposition']).toContain('people-refused-rows.csv');
    const lines = report.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toEqual([
      'Row,Reasons,Name,E-mail,Phone,Company,Title,Skills,LinkedIn,Years',
      `3,Full name: ${CANDIDATE_MESSAGES.fullNameRequired},,nameless@import.test,,,,,,`,
      `4,E-mail: ${CANDIDATE_MESSAGES.emailInvalid},Bad Address,not-an-email,,,,,,`,
      `6,LinkedIn: ${CANDIDATE_MESSAGES.linkScheme},Script Link,script@import.test,,,,,javascript:alert(1),`,
    ]);
    // the uploaded file held everyone's personal data: it is gone once the import is done
    expect(storedImportFiles()).toEqual(filesBefore);
  });

  it('refuses a mapping without an e-mail or a name column, or that does not fit the file', async () => {
    const upload = await uploaded('people.csv', file);
    const noEmail = upload.suggested_mapping.map((field) => (field === 'email' ? null : field));
    const refused = await call('POST', `/candidates/imports/${upload.id}/preview/`, {
      mapping: noEmail,
      duplicate_policy: 'skip',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ mapping: [IMPORT_MESSAGES.emailRequired] });
    const short = await call('POST', `/candidates/imports/${upload.id}/start/`, {
      mapping: ['full_name', 'email'],
      duplicate_policy: 'skip',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ mapping: [IMPORT_MESSAGES.mappingLength] });
    const twice = await call('POST', `/candidates/imports/${upload.id}/start/`, {
      mapping: upload.suggested_mapping.map((field) => (field === 'current_role' ? 'email' : field)),
      duplicate_policy: 'skip',
    });
    expect(twice.json()).toEqual({ mapping: [IMPORT_MESSAGES.fieldTwice('E-mail')] });
    expect((await call('GET', `/candidates/imports/${upload.id}/`)).json<CandidateImport>().status).toBe(
      'uploaded',
    );
  });

  it('starts an import once, and discards an upload that is not wanted with its file', async () => {
    const upload = await uploaded(
      'once.csv',
      csvOf([
        ['Name', 'Email'],
        ['Once Only', 'once@import.test'],
      ]),
    );
    const settings = { mapping: upload.suggested_mapping, duplicate_policy: 'skip' };
    expect((await call('POST', `/candidates/imports/${upload.id}/start/`, settings)).statusCode).toBe(202);
    const again = await call('POST', `/candidates/imports/${upload.id}/start/`, settings);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: IMPORT_MESSAGES.alreadyStarted });
    await t.settle();
    expect(await candidatesWith('once@import.test')).toHaveLength(1);

    const filesBefore = storedImportFiles();
    const unwanted = await uploaded(
      'unwanted.csv',
      csvOf([
        ['Name', 'Email'],
        ['Not Me', 'notme@import.test'],
      ]),
    );
    expect(storedImportFiles()).toHaveLength(filesBefore.length + 1);
    expect((await call('DELETE', `/candidates/imports/${unwanted.id}/`)).statusCode).toBe(204);
    expect(storedImportFiles()).toEqual(filesBefore);
    expect((await call('GET', `/candidates/imports/${unwanted.id}/`)).statusCode).toBe(404);
  });
});

describe('a row whose e-mail is already on file', () => {
  async function setUp(tag: string) {
    const existing = await createCandidateRow(t.database.db, {
      fullName: `Existing ${tag}`,
      emails: [`existing.${tag}@import.test`],
      phones: ['+1 555 0100'],
      skillsExtracted: ['Python'],
      currentCompany: 'Old Co',
    });
    const upload = await uploaded(
      `${tag}.csv`,
      csvOf([
        ['Name', 'Email', 'Phone', 'Company', 'Skills'],
        [`Imported ${tag}`, `EXISTING.${tag}@import.test`, '+1 555 0199', 'New Co', 'Go'],
        [`New ${tag}`, `new.${tag}@import.test`, '', '', ''],
        [`New again ${tag}`, `new.${tag}@import.test`, '', 'Later Co', ''],
      ]),
    );
    return { existing, upload };
  }

  it('is skipped under "skip", and so is a repeat of an earlier row of the file', async () => {
    const { existing, upload } = await setUp('skip');
    const preview = (
      await call('POST', `/candidates/imports/${upload.id}/preview/`, {
        mapping: upload.suggested_mapping,
        duplicate_policy: 'skip',
      })
    ).json<ImportPreview>();
    expect(preview.rows.map((row) => [row.outcome, row.existing_candidate?.id ?? null, row.reasons])).toEqual(
      [
        ['skip', existing.id, []],
        ['create', null, []],
        ['skip', null, [IMPORT_MESSAGES.repeatedInFile(3)]],
      ],
    );
    const done = await imported(upload.id, upload.suggested_mapping, 'skip');
    expect(done).toMatchObject({ created_count: 1, skipped_count: 2, updated_count: 0 });
    expect(await candidatesWith('existing.skip@import.test')).toEqual([
      expect.objectContaining({ full_name: 'Existing skip', phones: ['+1 555 0100'] }),
    ]);
  });

  it('updates the candidate on file under "update": fields replaced, phones and skills added', async () => {
    const { existing, upload } = await setUp('update');
    const done = await imported(upload.id, upload.suggested_mapping, 'update');
    expect(done).toMatchObject({ created_count: 1, updated_count: 2, skipped_count: 0, refused_count: 0 });
    const detail = (await call('GET', `/candidates/${existing.id}/`)).json();
    expect(detail).toMatchObject({
      full_name: 'Imported update',
      current_company: 'New Co',
      phones: ['+1 555 0100', '+1 555 0199'],
      skills_extracted: ['Python', 'Go'],
    });
    // the file's second row with an e-mail updates the candidate its first row created
    expect(await candidatesWith('new.update@import.test')).toEqual([
      expect.objectContaining({ full_name: 'New again update' }),
    ]);
    const timeline = await call('GET', `/candidates/${existing.id}/timeline/`);
    expect(timeline.json<{ results: TimelineEvent[] }>().results).toContainEqual(
      expect.objectContaining({
        title: 'Profile updated',
        description: 'Updated by the import from update.csv',
      }),
    );
  });

  it('becomes a new candidate under "create", listed as a possible duplicate', async () => {
    const { existing, upload } = await setUp('create');
    const done = await imported(upload.id, upload.suggested_mapping, 'create');
    expect(done).toMatchObject({ created_count: 3, updated_count: 0, skipped_count: 0 });
    const twins = await candidatesWith('existing.create@import.test');
    expect(twins).toHaveLength(2);
    const duplicates = await call('GET', `/candidates/${existing.id}/duplicates/`);
    expect(
      duplicates
        .json<{ results: PossibleDuplicate[] }>()
        .results.map((row) => [row.candidate.id, row.reasons]),
    ).toContainEqual([twins[1]!.id, ['email']]);
    // and on the list of possible duplicates, found for the whole batch after it was written
    const pairs = await call('GET', '/candidates/duplicates/?page_size=100');
    expect(
      pairs
        .json<{ results: DuplicatePair[] }>()
        .results.map((pair) => [pair.first.id, pair.second.id, pair.reasons]),
    ).toContainEqual([existing.id, twins[1]!.id, ['email']]);
  });
});

describe('the import job', () => {
  it('writes every row once however many times it runs, in batches', async () => {
    const count = IMPORT_LIMITS.batchRows * 2 + 37;
    const rows = Array.from({ length: count }, (_, index) => [
      `Batch Person ${index}`,
      `batch.${index}@import.test`,
    ]);
    const upload = await uploaded('batches.csv', csvOf([['Full name', 'Email'], ...rows]));
    await call('POST', `/candidates/imports/${upload.id}/start/`, {
      mapping: upload.suggested_mapping,
      duplicate_policy: 'create',
    });
    // a second delivery of the same job, as after a crash: the row lock and the counters keep them apart
    await t.spine.jobs.send(IMPORT_QUEUE, { import_id: upload.id });
    await t.settle();
    const done = (await call('GET', `/candidates/imports/${upload.id}/`)).json<CandidateImport>();
    expect(done).toMatchObject({ status: 'completed', processed_rows: count, created_count: count });
    const [written] = await queryRows<{ total: number }>(
      t.database.db,
      sql`select count(*)::int as total from candidates where full_name like 'Batch Person %'`,
    );
    expect(written?.total).toBe(count);
  });

  it('imports the first sheet of an XLSX workbook', async () => {
    const upload = await uploaded(
      'people.xlsx',
      await xlsxOf([
        ['First name', 'Last name', 'Email address', 'Years of experience'],
        ['Amara', 'Nwosu', 'amara.nwosu@import.test', 9],
      ]),
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(upload).toMatchObject({
      format: 'xlsx',
      suggested_mapping: ['first_name', 'last_name', 'email', 'years_experience'],
    });
    const done = await imported(upload.id, upload.suggested_mapping, 'skip');
    expect(done.created_count).toBe(1);
    expect(await candidatesWith('amara.nwosu@import.test')).toEqual([
      expect.objectContaining({ full_name: 'Amara Nwosu' }),
    ]);
  });
});

describe('a file that cannot be imported', () => {
  it('is refused with the reason, and nothing stays stored', async () => {
    const filesBefore = storedImportFiles();
    const refusal = async (fileName: string, content: Buffer, type?: string) => {
      const response = await upload(fileName, content, type);
      expect(response.statusCode, response.body).toBe(400);
      return response.json<{ file: string[] }>().file[0];
    };
    expect(await refusal('cv.pdf', Buffer.from('%PDF-1.4 not a spreadsheet'), 'application/pdf')).toBe(
      IMPORT_MESSAGES.invalidType,
    );
    expect(await refusal('empty.csv', csvOf([['Name', 'Email']]))).toBe(IMPORT_MESSAGES.empty);
    const wide = [Array.from({ length: IMPORT_LIMITS.maxColumns + 1 }, (_, index) => `Column ${index}`)];
    expect(await refusal('wide.csv', csvOf(wide))).toBe(IMPORT_MESSAGES.tooManyColumns);
    expect(await refusal('zeros.csv', Buffer.alloc(2048))).toBe(IMPORT_MESSAGES.unreadable);
    expect(await refusal('huge.csv', Buffer.alloc(IMPORT_LIMITS.maxBytes + 10, 'a'))).toBe(
      IMPORT_MESSAGES.tooLarge,
    );
    expect(storedImportFiles()).toEqual(filesBefore);
  });

  it('refuses a workbook that unpacks to a gigabyte within seconds, the server answering meanwhile', async () => {
    const started = Date.now();
    const pending = upload(
      'bomb.xlsx',
      docxBomb(),
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect((await call('GET', '/candidates/imports/')).statusCode).toBe(200);
    const response = await pending;
    expect(response.statusCode).toBe(400);
    expect(response.json<{ file: string[] }>().file[0]).toMatch(/unpacks to more than/);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('without a file, answers which field is missing', async () => {
    const form = await multipart({ note: 'no file here' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/candidates/imports/',
      headers: { ...bearer(recruiter), ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ file: [IMPORT_MESSAGES.fileRequired] });
  });
});
