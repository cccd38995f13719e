/**
 * Issue 16: possible duplicates (a shared e-mail or phone, a near-identical name at the same
 * company) and merging them: every row of the duplicate moves to the kept record in one
 * transaction, an application to a job both applied for is combined, and the merge is on the
 * timeline and the privacy log.
 */
import {
  type DuplicatePair,
  MERGE_MESSAGES,
  type MergeResult,
  type PossibleDuplicate,
  type PrivacyLogEntry,
} from '@shortlist/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { candidateNotes, candidateTeamMembers, timelineEvents } from '../../db/schema/index.ts';
import { testApp } from '../../test/app.ts';
import {
  createApplicationRow,
  createCandidateRow,
  cvText,
  multipart,
} from '../../test/candidate-factories.ts';
import { createJob } from '../../test/factories.ts';
import { filesMentioning, tablesMentioning } from '../../test/personal-data-search.ts';
import { DUPLICATES_SCAN_QUEUE } from './duplicates.module.ts';

const t = testApp();

const call = t.call;

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);

async function duplicatesOf(id: number) {
  const response = await call('recruiter', 'GET', `/candidates/${id}/duplicates/`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ results: PossibleDuplicate[] }>().results;
}

async function allPairs() {
  const response = await call('recruiter', 'GET', '/candidates/duplicates/?page_size=100');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ count: number; results: DuplicatePair[] }>();
}

const pairOf = (pairs: DuplicatePair[], a: number, b: number) =>
  pairs.find((pair) => [pair.first.id, pair.second.id].sort().join() === [a, b].sort().join());

describe('possible duplicates', () => {
  it('are records sharing an e-mail or phone, or a near-identical name at the same company', async () => {
    const db = t.database.db;
    const mail = [
      await createCandidateRow(db, { fullName: 'Rosa Ibarra', emails: ['rosa.ibarra@example.com'] }),
      await createCandidateRow(db, { fullName: 'R. Ibarra', emails: ['Rosa.Ibarra@Example.com'] }),
    ];
    const phone = [
      await createCandidateRow(db, { fullName: 'Kofi Mensah', phones: ['+44 20 7946 0311'] }),
      await createCandidateRow(db, { fullName: 'Kofi A. Mensah', phones: ['020 7946 0311'] }),
    ];
    const named = [
      await createCandidateRow(db, { fullName: 'Ana Novak', currentCompany: 'Acme Ltd.' }),
      await createCandidateRow(db, { fullName: 'Anna Novak', currentCompany: 'ACME ltd' }),
    ];
    // the same name elsewhere, and another person at the same company, are not
    const elsewhere = await createCandidateRow(db, { fullName: 'Ana Novak', currentCompany: 'Globex' });
    const colleague = await createCandidateRow(db, { fullName: 'Bruno Diaz', currentCompany: 'Acme Ltd' });

    expect(await duplicatesOf(mail[0]!.id)).toEqual([
      expect.objectContaining({
        candidate: expect.objectContaining({ id: mail[1]!.id }),
        reasons: ['email'],
      }),
    ]);
    expect((await duplicatesOf(phone[1]!.id)).map((found) => [found.candidate.id, found.reasons])).toEqual([
      [phone[0]!.id, ['phone']],
    ]);
    expect((await duplicatesOf(named[0]!.id)).map((found) => [found.candidate.id, found.reasons])).toEqual([
      [named[1]!.id, ['name_company']],
    ]);
    expect(await duplicatesOf(elsewhere.id)).toEqual([]);
    expect(await duplicatesOf(colleague.id)).toEqual([]);

    // the list is what the scan found (a nightly job, and the first start's)
    await t.spine.jobs.send(DUPLICATES_SCAN_QUEUE, {});
    await t.settle();
    const { results } = await allPairs();
    expect(pairOf(results, mail[0]!.id, mail[1]!.id)?.reasons).toEqual(['email']);
    expect(pairOf(results, phone[0]!.id, phone[1]!.id)?.reasons).toEqual(['phone']);
    expect(pairOf(results, named[0]!.id, named[1]!.id)).toMatchObject({
      first: { id: named[0]!.id, full_name: 'Ana Novak' },
      second: { id: named[1]!.id, full_name: 'Anna Novak' },
      reasons: ['name_company'],
    });
    expect(results.some((pair) => [pair.first.id, pair.second.id].includes(elsewhere.id))).toBe(false);

    // different people, says a recruiter: offered no more, on either record or in the list
    const url = `/candidates/${named[1]!.id}/duplicates/${named[0]!.id}/dismiss/`;
    expect((await call('hiring_manager', 'POST', url)).statusCode).toBe(403);
    expect((await call('recruiter', 'POST', url)).statusCode).toBe(204);
    expect((await call('recruiter', 'POST', url)).statusCode).toBe(204);
    expect(await duplicatesOf(named[0]!.id)).toEqual([]);
    expect(pairOf((await allPairs()).results, named[0]!.id, named[1]!.id)).toBeUndefined();
  });

  it('are found again for a candidate as soon as they change, without waiting for the scan', async () => {
    const db = t.database.db;
    const first = await createCandidateRow(db, { fullName: 'Lena Vogt', phones: ['+49 30 1234 5678'] });
    const second = await createCandidateRow(db, { fullName: 'Helena Vogt', phones: ['+49 40 9999 0000'] });
    expect(pairOf((await allPairs()).results, first.id, second.id)).toBeUndefined();
    const edited = await call('recruiter', 'PUT', `/candidates/${second.id}/`, { phones: ['030 1234 5678'] });
    expect(edited.statusCode, edited.body).toBe(200);
    await t.settle();
    expect(pairOf((await allPairs()).results, first.id, second.id)?.reasons).toEqual(['phone']);
    // and lost as soon as they no longer match
    await call('recruiter', 'PUT', `/candidates/${second.id}/`, { phones: ['+49 40 9999 0000'] });
    await t.settle();
    expect(pairOf((await allPairs()).results, first.id, second.id)).toBeUndefined();
  });
});

describe('merging', () => {
  it('moves every related row into the kept record in one go, combining an application to the same job', async () => {
    const db = t.database.db;
    const shared = await createJob(db, { title: 'Payments Engineer' });
    const other = await createJob(db, { title: 'Risk Analyst' });
    const kept = await createCandidateRow(db, {
      fullName: 'Ingrid Solberg',
      emails: ['ingrid@example.no'],
      currentCompany: 'Vipps',
      summary: '',
    });
    const duplicate = await createCandidateRow(db, {
      fullName: 'Ingrid Solberg-Haugen',
      emails: ['ingrid.haugen@example.no', 'INGRID@example.no'],
      phones: ['+47 912 34 567'],
      currentCompany: 'Vipps AS',
      summary: 'Payments engineer with eight years on card networks.',
      skillsExtracted: ['Kotlin', 'ISO 8583'],
    });
    const keptApplication = await createApplicationRow(db, { candidateId: kept.id, jobId: shared.id });
    const combined = await createApplicationRow(db, { candidateId: duplicate.id, jobId: shared.id });
    const moved = await createApplicationRow(db, { candidateId: duplicate.id, jobId: other.id });
    await db.insert(candidateNotes).values({ candidateId: duplicate.id, text: 'Called on Monday.' });
    await db
      .insert(candidateTeamMembers)
      .values({ candidateId: duplicate.id, userId: t.session('recruiter').user.id });
    await db.insert(timelineEvents).values([
      {
        candidateId: duplicate.id,
        applicationId: combined.id,
        jobId: shared.id,
        type: 'note',
        title: 'Spoke on the phone',
      },
      {
        candidateId: duplicate.id,
        applicationId: moved.id,
        jobId: other.id,
        type: 'note',
        title: 'Sent the brief',
      },
    ]);
    const form = await multipart({ document_type: 'cv' }, [
      { field: 'file', filename: 'ingrid.txt', content: Buffer.from(cvText()), type: 'text/plain' },
    ]);
    const uploaded = await t.upload('recruiter', `/candidates/${duplicate.id}/documents/`, form);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const scheduled = await call('admin', 'POST', '/interviews/', {
      application_id: moved.id,
      interview_type: 'prospector',
      scheduled_at: new Date(Date.now() + 5 * 86_400_000).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      time_zone: 'UTC',
      interviewer_ids: [t.session('recruiter').user.id],
    });
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    await t.settle();
    const sharedCount = async () =>
      (
        await rows<{ total: number }>(
          sql`select coalesce(sum(applications), 0)::int as total from application_stage_counts where job_id = ${shared.id}`,
        )
      )[0]!.total;
    expect(await sharedCount()).toBe(2);

    const response = await call('recruiter', 'POST', `/candidates/${kept.id}/merge/`, {
      duplicate_id: duplicate.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<MergeResult>()).toEqual({
      kept_id: kept.id,
      merged_id: duplicate.id,
      moved: { applications: 1, combined_applications: 1, documents: 1, notes: 1 },
    });
    await t.settle();

    expect((await call('recruiter', 'GET', `/candidates/${duplicate.id}/`)).statusCode).toBe(404);
    const profile = (await call('admin', 'GET', `/candidates/${kept.id}/`)).json();
    expect(profile).toMatchObject({
      full_name: 'Ingrid Solberg',
      emails: ['ingrid@example.no', 'ingrid.haugen@example.no'],
      phones: ['+47 912 34 567'],
      summary: 'Payments engineer with eight years on card networks.',
      skills_extracted: ['Kotlin', 'ISO 8583'],
      assigned_team: [t.session('recruiter').user.id],
      application_count: 2,
    });
    const applications = await rows<{ id: number; job_id: number }>(
      sql`select id, job_id from applications where candidate_id = ${kept.id} order by job_id`,
    );
    expect(applications).toEqual([
      { id: keptApplication.id, job_id: shared.id },
      { id: moved.id, job_id: other.id },
    ]);
    expect(await sharedCount()).toBe(1);

    // nothing still points at the duplicate or its combined application
    const left = await rows<{ name: string; total: number }>(
      sql`select 'candidate' as name, count(*)::int as total from (
            select candidate_id from documents union all select candidate_id from candidate_notes
            union all select candidate_id from interviews union all select candidate_id from timeline_events
            union all select candidate_id from emails union all select candidate_id from domain_events
          ) x where candidate_id = ${duplicate.id}
          union all
          select 'application', count(*)::int from (
            select application_id from timeline_events union all select application_id from documents
            union all select application_id from interviews
          ) y where application_id = ${combined.id}`,
    );
    expect(left).toEqual([
      { name: 'candidate', total: 0 },
      { name: 'application', total: 0 },
    ]);
    const history = await rows<{ application_id: number | null; title: string }>(
      sql`select application_id, title from timeline_events where candidate_id = ${kept.id} order by id`,
    );
    expect(history).toEqual(
      expect.arrayContaining([
        { application_id: keptApplication.id, title: 'Spoke on the phone' },
        { application_id: moved.id, title: 'Sent the brief' },
        { application_id: null, title: 'Duplicate record merged' },
      ]),
    );
    const interviews = await rows<{ candidate_id: number }>(
      sql`select candidate_id from interviews where application_id = ${moved.id}`,
    );
    expect(interviews).toEqual([{ candidate_id: kept.id }]);
    const documents = await call('recruiter', 'GET', `/candidates/${kept.id}/documents/`);
    expect(documents.json().results ?? documents.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ filename: 'ingrid.txt' })]),
    );

    const log = (await call('admin', 'GET', '/privacy/log/')).json<{ results: PrivacyLogEntry[] }>().results;
    expect(log[0]).toMatchObject({
      action: 'candidates_merged',
      actor_name: t.session('recruiter').user.full_name,
      candidate_id: kept.id,
      details: expect.objectContaining({ merged_id: duplicate.id }),
    });

    // erased afterwards, the merged record's name goes too
    const erased = await call('admin', 'POST', `/candidates/${kept.id}/erase/`, {
      reason: 'Asked by e-mail',
      confirm_name: 'Ingrid Solberg',
    });
    expect(erased.statusCode, erased.body).toBe(200);
    await t.settle();
    const needles = ['Solberg', 'ingrid.haugen@example.no', '912 34 567'];
    expect(await tablesMentioning(t, needles)).toEqual([]);
    expect(filesMentioning(t, needles)).toEqual([]);
  });

  it('is refused for one record with itself, an erased or missing record, and roles that may not', async () => {
    const db = t.database.db;
    const a = await createCandidateRow(db);
    const b = await createCandidateRow(db);
    const self = await call('recruiter', 'POST', `/candidates/${a.id}/merge/`, { duplicate_id: a.id });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ detail: MERGE_MESSAGES.sameCandidate });
    const missing = await call('recruiter', 'POST', `/candidates/${a.id}/merge/`, { duplicate_id: 999_999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: MERGE_MESSAGES.duplicateNotFound });
    for (const role of ['hiring_manager', 'finance'] as const) {
      const refused = await call(role, 'POST', `/candidates/${a.id}/merge/`, {
        duplicate_id: b.id,
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ detail: MERGE_MESSAGES.denied });
    }
    await call('admin', 'POST', `/candidates/${b.id}/erase/`, { reason: 'Asked', confirm_name: b.fullName });
    const erased = await call('recruiter', 'POST', `/candidates/${a.id}/merge/`, { duplicate_id: b.id });
    expect(erased.statusCode).toBe(409);
    expect(erased.json()).toEqual({ detail: MERGE_MESSAGES.erased });
    expect((await call('recruiter', 'GET', `/candidates/${a.id}/`)).statusCode).toBe(200);
  });
});
