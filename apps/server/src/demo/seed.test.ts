import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_WORKFLOW_STAGES, SECTORS } from '@shortlist/contracts';
import { and, asc, eq, TransactionRollbackError } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client.ts';
import {
  applications,
  candidateDuplicatePairs,
  candidates,
  documents,
  emails,
  emailTemplates,
  interviewInterviewers,
  interviewScorecards,
  interviews,
  jobs,
  offerAuditEntries,
  offers,
  timelineEvents,
  users,
  workflowStages,
} from '../db/schema/index.ts';
import { recomputeApplicationMatchScore } from '../features/applications/match-scores.service.ts';
import { ORPHAN_MIN_AGE_MS, sweepOrphanUploads } from '../features/documents/orphan-uploads.service.ts';
import { scanAllDuplicates } from '../features/duplicates/duplicates.service.ts';
import { listImports, refusedRowsCsv } from '../features/imports/imports.service.ts';
import { retentionOverview } from '../features/privacy/privacy.service.ts';
import type { DomainEvent, DomainEvents } from '../platform/events.ts';
import { pageRequest } from '../platform/pagination.ts';
import { createLocalDiskStorage } from '../platform/storage/local-disk-storage.ts';
import type { FileStorage } from '../platform/storage/storage.ts';
import { createTestDatabase } from '../test/database.ts';
import { renderDemoCvPdf } from './cv-documents.seed.ts';
import { buildDemoOrganisation } from './demo-organisation.ts';
import { countDemoRows, seedDemo, seedIfEmpty } from './seed.ts';

let database: Database;
/** The demo's files: a folder of this test file's own, as DATA_DIR/files is the server's. */
let filesDir: string;
let storage: FileStorage;

beforeAll(async () => {
  database = await createTestDatabase();
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shortlist-seed-'));
  storage = createLocalDiskStorage(filesDir);
});

afterAll(async () => {
  await database.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

/** Every file under documents/ in the demo's storage, by key. */
async function storedDocumentKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const entry of storage.list('documents')) keys.push(entry.key);
  return keys.sort();
}

const sha256 = (bytes: Uint8Array) => crypto.createHash('sha256').update(bytes).digest('hex');
const words = (text: string) => text.split(/\s+/).filter(Boolean).join(' ');

type JobRow = typeof jobs.$inferSelect;

/** spec 01 §4: the seven readiness requirements, written out independently of the seed. */
function meetsReadinessRules(job: JobRow): boolean {
  const weights = job.targetsCompetencies.reduce((sum, competency) => sum + competency.weight, 0);
  const mantras = Object.values(job.culturalMantrasCriteria ?? {});
  return (
    job.targetsResults.length >= 5 &&
    job.targetsCompetencies.length >= 6 &&
    weights === 100 &&
    job.businessCase.trim().length >= 50 &&
    job.compellingHeadline.trim().length >= 20 &&
    mantras.length === 4 &&
    mantras.every((mantra) => mantra.weight === 25) &&
    Boolean(job.barRaiserId) &&
    job.signoffPeopleOps &&
    job.signoffStrategy &&
    job.signoffOpsDelivery &&
    job.signoffSectorLead &&
    job.signoffResponsiblePerson &&
    job.signoffExecutiveSponsor
  );
}

describe('demo seed', () => {
  it('builds the same demo organisation every time for the same moment', () => {
    const now = new Date('2025-03-01T09:00:00Z');
    expect(buildDemoOrganisation(now)).toEqual(buildDemoOrganisation(now));
  });

  it('seeds an empty database with the demo organisation', async () => {
    expect(await seedIfEmpty(database.db, { storage })).toBe(true);
    const counts = await countDemoRows(database.db);
    expect(counts.sectors).toBe(SECTORS.length);
    expect(counts.users).toBe(7);
    expect(counts.jobs).toBe(10);
    expect(counts.candidates).toBeGreaterThanOrEqual(40);
    expect(counts.applications).toBeGreaterThanOrEqual(80);
  });

  it('has the four recruiters of spec 01 §9, each owning a job', async () => {
    const [allUsers, allJobs] = await Promise.all([
      database.db.select().from(users),
      database.db.select().from(jobs),
    ]);
    const recruiters = allUsers.filter((user) => user.role === 'recruiter');
    const owners = new Set(allJobs.map((job) => job.recruiterId));
    expect(recruiters).toHaveLength(4);
    expect(recruiters.every((recruiter) => owners.has(recruiter.id))).toBe(true);
  });

  it('numbers the ten jobs in creation order with exactly one closed', async () => {
    const allJobs = await database.db.select().from(jobs).orderBy(asc(jobs.createdAt));
    expect(allJobs.map((job) => job.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(allJobs.filter((job) => job.status === 'closed')).toHaveLength(1);
    expect(allJobs.filter((job) => job.status === 'paused').length).toBeGreaterThanOrEqual(1);
  });

  it('makes at least three jobs ready by the spec readiness rules, and flags only those', async () => {
    const allJobs = await database.db.select().from(jobs);
    const ready = allJobs.filter(meetsReadinessRules);
    expect(ready.length).toBeGreaterThanOrEqual(3);
    expect(allJobs.filter((job) => job.isReady).map((job) => job.id)).toEqual(ready.map((job) => job.id));
  });

  it('spreads applications over all nine default stages, each a stage of its own job', async () => {
    const [allApplications, stages] = await Promise.all([
      database.db.select().from(applications),
      database.db.select().from(workflowStages),
    ]);
    const stageKeysByJob = new Map<number, Set<string>>();
    for (const stage of stages) {
      const keys = stageKeysByJob.get(stage.jobId) ?? new Set<string>();
      keys.add(stage.key);
      stageKeysByJob.set(stage.jobId, keys);
    }
    for (const application of allApplications) {
      expect(stageKeysByJob.get(application.jobId)?.has(application.stageKey)).toBe(true);
    }
    const used = new Set(allApplications.map((application) => application.stageKey));
    expect([...used].sort()).toEqual(DEFAULT_WORKFLOW_STAGES.map((stage) => stage.key).sort());
    expect(allApplications.filter((application) => application.status === 'hired')).toHaveLength(2);
  });

  it('scores applications as the product does: re-scoring every scored one changes none', async () => {
    const scored = (await database.db.select().from(applications)).filter(
      (application) => application.matchScore !== null,
    );
    expect(scored.length).toBeGreaterThan(50);
    // a spread the high-match filter and the score bands can show
    expect(scored.some((application) => application.matchScore! >= 80)).toBe(true);
    expect(scored.some((application) => application.matchScore! < 50)).toBe(true);
    const changed: DomainEvent[] = [];
    // the event log stands in for the spine: a changed score is an application.scored event
    const events = { record: async (_tx: unknown, ...recorded: DomainEvent[]) => changed.push(...recorded) };
    // in a transaction rolled back after, so the tests below see the seed as it was written
    await database.db
      .transaction(async (tx) => {
        for (const application of scored)
          await recomputeApplicationMatchScore(
            tx,
            { events: events as unknown as DomainEvents, actor: null },
            application,
          );
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    expect(changed).toEqual([]);
  });

  it('books the interviews of applications in interview stages, each with a panel and a meeting on the timeline', async () => {
    const booked = await database.db.select().from(interviews);
    expect(booked.length).toBeGreaterThanOrEqual(5);
    const panels = await database.db.select().from(interviewInterviewers);
    for (const interview of booked)
      expect(panels.filter((row) => row.interviewId === interview.id)).toHaveLength(2);
    expect(booked.filter((row) => row.scheduledAt.getTime() > Date.now()).length).toBeGreaterThanOrEqual(5);
    // the past ones were scored by both panel members, and make the application's quality score
    const scorecards = await database.db.select().from(interviewScorecards);
    const past = booked.filter((row) => row.scheduledAt.getTime() < Date.now());
    // one took place this morning and waits for its scorecards; the older ones have both
    const waiting = past.filter((row) => !scorecards.some((card) => card.interviewId === row.id));
    expect(waiting).toHaveLength(1);
    expect(Date.now() - waiting[0]!.scheduledAt.getTime()).toBeLessThan(6 * 3_600_000);
    expect(scorecards).toHaveLength((past.length - 1) * 2);
    const scored = await database.db.select().from(applications);
    for (const interview of past.filter((row) => row !== waiting[0])) {
      const cards = scorecards.filter((row) => row.interviewId === interview.id);
      const mean = cards.reduce((sum, row) => sum + row.qualityScore, 0) / cards.length;
      const application = scored.find((row) => row.id === interview.applicationId)!;
      expect(application.overallQualityScore).toBeCloseTo(mean, 1);
    }
    const meetings = await database.db
      .select()
      .from(timelineEvents)
      .where(eq(timelineEvents.type, 'meeting'));
    expect(new Set(meetings.map((row) => row.applicationId))).toEqual(
      new Set(booked.map((row) => row.applicationId)),
    );
  });

  it('has offers in three states, the sent one approved, audited and on the timeline', async () => {
    const all = await database.db.select().from(offers);
    expect(all.map((row) => row.status).sort()).toEqual(['draft', 'pending_approval', 'sent']);
    const sent = all.find((row) => row.status === 'sent')!;
    expect(sent.expiresAt).not.toBeNull();
    const trail = await database.db
      .select()
      .from(offerAuditEntries)
      .where(eq(offerAuditEntries.offerId, sent.id));
    expect(trail.map((row) => row.action)).toEqual(['Drafted', 'Submitted', 'Sent']);
    const entries = await database.db
      .select()
      .from(timelineEvents)
      .where(and(eq(timelineEvents.applicationId, sent.applicationId), eq(timelineEvents.type, 'offer')));
    expect(entries.map((row) => row.title).sort()).toEqual(['Offer drafted', 'Offer sent']);
  });

  it("fills the outbox with mail the product would have sent, on each candidate's timeline", async () => {
    const sent = await database.db.select().from(emails);
    expect(sent.length).toBeGreaterThanOrEqual(10);
    const statuses = sent.map((row) => row.deliveryStatus);
    expect(statuses.filter((status) => status === 'bounced')).toHaveLength(1);
    expect(statuses.filter((status) => status === 'failed')).toHaveLength(1);
    expect(new Set(sent.map((row) => row.templateType))).toEqual(
      new Set(['application_received', 'interview_invitation', 'rejection']),
    );
    // rendered by the product: no placeholder is left in any subject or body
    expect(sent.filter((row) => /\{\{/.test(row.subject + row.bodyText))).toEqual([]);
    const onTimeline = await database.db
      .select({ candidateId: timelineEvents.candidateId })
      .from(timelineEvents)
      .where(eq(timelineEvents.type, 'email'));
    expect(new Set(onTimeline.map((row) => row.candidateId))).toEqual(
      new Set(sent.map((row) => row.candidateId)),
    );
    // every type keeps its default template, reset or not
    expect((await database.db.select().from(emailTemplates)).filter((row) => row.isDefault)).toHaveLength(7);
  });

  it('gives the duplicates scan two pairs and the retention rule two candidates to warn of (issue 16)', async () => {
    await scanAllDuplicates(database.db);
    const pairs = await database.db
      .select({ reasons: candidateDuplicatePairs.reasons })
      .from(candidateDuplicatePairs);
    expect(pairs.map((pair) => pair.reasons).sort()).toEqual([['email'], ['phone']]);
    const warned = await retentionOverview(
      { db: database.db, clock: () => new Date() },
      { page: pageRequest({}) },
    );
    expect(warned).toMatchObject({ retention_months: 24, due: { total: 2 } });
  });

  it('has a finished import whose refused rows can be downloaded, its candidates on file (issue 16)', async () => {
    const { results } = await listImports({ db: database.db }, { page: pageRequest({}) });
    expect(results).toEqual([
      expect.objectContaining({ status: 'completed', created_count: 3, skipped_count: 1, refused_count: 2 }),
    ]);
    const report = await refusedRowsCsv({ db: database.db }, { id: results[0]!.id });
    expect(report.csv.trim().split('\r\n')).toHaveLength(3);
    const imported = await database.db.select().from(candidates).where(eq(candidates.sourceType, 'import'));
    expect(imported).toHaveLength(3);
  });

  it('gives every candidate with a CV text one CV document: a PDF of that text, stored like an upload', async () => {
    const [all, cvs] = await Promise.all([
      database.db.select().from(candidates),
      database.db.select().from(documents),
    ]);
    const withCv = all.filter((candidate) => candidate.cvText);
    expect(withCv.length).toBeGreaterThanOrEqual(40);
    // the talent pool, the duplicates entered by hand and the imported ones came without a file
    expect(cvs.map((cv) => cv.candidateId).sort()).toEqual(withCv.map((candidate) => candidate.id).sort());
    for (const candidate of withCv) {
      const cv = cvs.find((row) => row.candidateId === candidate.id)!;
      expect(cv).toMatchObject({
        type: 'cv',
        filename: `${candidate.fullName.replaceAll(' ', '_')}_CV.pdf`,
        contentType: 'application/pdf',
        parsedText: candidate.cvText,
        warning: null,
        uploadedAt: candidate.createdAt,
      });
      expect(cv.storageKey).toMatch(/^documents\/[0-9a-f-]{36}$/);
      const bytes = await storage.read(cv.storageKey);
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(cv.fileSize).toBe(bytes.length);
      expect(cv.checksum).toBe(sha256(bytes));
      // what a reader gets out of the file is the text the document row holds
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
      expect(text).toContain(candidate.fullName.toUpperCase());
      expect(words(text)).toBe(words(candidate.cvText));
    }
    expect(await storedDocumentKeys()).toEqual(cvs.map((cv) => cv.storageKey).sort());
  });

  it('renders a CV to the same bytes at any time for the same moment, so its checksum holds', async () => {
    const [candidate] = buildDemoOrganisation(new Date('2025-03-01T09:00:00Z')).candidates;
    const render = () => renderDemoCvPdf(candidate!.fullName, candidate!.cvText!, candidate!.createdAt!);
    const first = await render();
    // pdf-lib would stamp the clock into the file
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 86_400_000 });
    try {
      expect(sha256(await render())).toBe(sha256(first));
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves the demo CVs to the orphan-upload sweep, as it does every recorded upload', async () => {
    const kept = await storedDocumentKeys();
    const orphan = `documents/${crypto.randomUUID()}`;
    fs.writeFileSync(path.join(filesDir, orphan), 'bytes of an upload whose request died');
    // hours from now, every file is old enough to be swept if nothing references it
    const later = new Date(Date.now() + 2 * ORPHAN_MIN_AGE_MS);
    expect(await sweepOrphanUploads({ db: database.db, storage }, later)).toEqual({ removed: 1 });
    expect(await storedDocumentKeys()).toEqual(kept);
  });

  it('does nothing the second time seedIfEmpty runs', async () => {
    const before = await countDemoRows(database.db);
    expect(await seedIfEmpty(database.db)).toBe(false);
    expect(await countDemoRows(database.db)).toEqual(before);
  });

  it('removes the CV files it wrote when the seed fails', async () => {
    const before = await storedDocumentKeys();
    // without reset the demo's fixed ids collide with the rows already there
    await expect(seedDemo(database.db, { storage })).rejects.toThrow();
    expect(await storedDocumentKeys()).toEqual(before);
  });

  it('replaces everything with the same demo data on reset, ids starting at 1 again', async () => {
    const before = await countDemoRows(database.db);
    const oldFiles = await storedDocumentKeys();
    const summary = await seedDemo(database.db, { reset: true, storage });
    expect(summary).toEqual(before);
    expect(await countDemoRows(database.db)).toEqual(before);
    const ids = await database.db.select({ id: jobs.id }).from(jobs).orderBy(asc(jobs.id));
    expect(ids.map((row) => row.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // the replaced documents' files went with them: only the new CVs are in storage
    const keys = (await database.db.select({ key: documents.storageKey }).from(documents)).map(
      (row) => row.key,
    );
    expect(await storedDocumentKeys()).toEqual(keys.sort());
    expect(keys.filter((key) => oldFiles.includes(key))).toEqual([]);
  });

  it('lets new rows be inserted after seeding without id collisions', async () => {
    const [user] = await database.db
      .insert(users)
      .values({ email: 'new.person@meridian.example', fullName: 'New Person', role: 'recruiter' })
      .returning();
    expect(user?.id).toBe(8);
  });
});
