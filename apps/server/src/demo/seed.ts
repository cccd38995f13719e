import { count, getTableName, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import {
  applications,
  automationRules,
  automationRuns,
  candidateImportRefusals,
  candidateImports,
  candidates,
  documents,
  emailAuditEntries,
  emails,
  emailTemplates,
  interviewInterviewers,
  interviewScorecards,
  interviews,
  jobSectors,
  jobs,
  notifications,
  offerApprovals,
  offerAuditEntries,
  offers,
  privacyLog,
  privacySettings,
  refreshTokens,
  sectors,
  tasks,
  timelineEvents,
  users,
  workflowStages,
} from '../db/schema/index.ts';
import type { FileStorage } from '../platform/storage/storage.ts';
import { seedAutomation } from './automation.seed.ts';
import { storeDemoCvs } from './cv-documents.seed.ts';
import { buildDemoOrganisation } from './demo-organisation.ts';
import { seedDuplicates } from './duplicates.seed.ts';
import { seedEmails } from './emails.seed.ts';
import { seedImports } from './imports.seed.ts';
import { seedInterviews } from './interviews.seed.ts';
import { seedNotifications } from './notifications.seed.ts';
import { seedOffers } from './offers.seed.ts';
import { seedPrivacy } from './privacy.seed.ts';

/** Rows written per table. */
export type SeedSummary = {
  users: number;
  sectors: number;
  jobs: number;
  jobSectors: number;
  workflowStages: number;
  candidates: number;
  documents: number;
  applications: number;
  timelineEvents: number;
  notifications: number;
  emails: number;
  interviews: number;
  offers: number;
};

/** Children first, so the order also reads as a safe delete order. */
const DEMO_TABLES = [
  candidateImportRefusals,
  candidateImports,
  privacyLog,
  privacySettings,
  tasks,
  automationRuns,
  automationRules,
  offerAuditEntries,
  offerApprovals,
  offers,
  interviewScorecards,
  interviewInterviewers,
  interviews,
  emailAuditEntries,
  emails,
  emailTemplates,
  notifications,
  timelineEvents,
  documents,
  applications,
  candidates,
  workflowStages,
  jobSectors,
  jobs,
  sectors,
  refreshTokens,
  users,
];

/**
 * Where the demo's files go: the seed writes the database, but a CV is bytes in file storage
 * (DESIGN.md §1) under a key its document row holds. The caller passes the storage the server
 * serves from (main.ts and cli.ts: DATA_DIR/files); without one the candidates keep their CV
 * text but have no documents (benchmarks that measure the database only).
 */
export type SeedOptions = { storage?: FileStorage };

/** Seeds the demo organisation only into a database with no jobs and no users yet. */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<boolean> {
  const [[jobCount], [userCount]] = await Promise.all([
    db.select({ value: count() }).from(jobs),
    db.select({ value: count() }).from(users),
  ]);
  if ((jobCount?.value ?? 0) > 0 || (userCount?.value ?? 0) > 0) return false;
  await seedDemo(db, options);
  return true;
}

/**
 * Writes the demo organisation in one transaction, one bulk insert per table. With `reset`
 * the demo tables are emptied first (ids restart at 1), inside the same transaction, so a
 * failed seed leaves the previous data untouched. Without `reset` the demo tables must be
 * empty: the rows carry fixed ids.
 *
 * The CVs are stored as uploads are: files first, under fresh keys, rows in the transaction.
 * So a reset never overwrites a file a committed row still points at: a failed seed removes
 * the files it wrote, a committed reset removes the files of the documents it replaced.
 */
export async function seedDemo(
  db: Db,
  options: SeedOptions & { reset?: boolean; now?: Date } = {},
): Promise<SeedSummary> {
  const now = options.now ?? new Date();
  const demo = buildDemoOrganisation(now);
  const { storage } = options;
  // Rendered on this thread while the database works (PGlite has a thread of its own,
  // docs/decisions/025), so the CVs add little to a first start; inserted at the end.
  const storing = storage ? storeDemoCvs(storage, demo) : Promise.resolve([]);
  storing.catch(() => {}); // awaited below; not an unhandled rejection if the transaction fails first
  let cvs: Awaited<typeof storing> = [];
  let replacedFiles: string[] = [];
  let later = { notifications: 0, timelineEvents: 0 };
  let mail = { emails: 0, notifications: 0, timelineEvents: 0 };
  let booked = { interviews: 0, timelineEvents: 0 };
  let offered = { offers: 0, timelineEvents: 0 };
  let talentPool = 0;
  let imported = { candidates: 0, timelineEvents: 0 };
  try {
    await db.transaction(async (tx) => {
      if (options.reset) {
        replacedFiles = (await tx.select({ key: documents.storageKey }).from(documents)).map(
          (row) => row.key,
        );
        await tx.execute(sql`truncate table ${sql.join(DEMO_TABLES, sql`, `)} restart identity cascade`);
      }
      await tx.insert(users).values(demo.users);
      await tx.insert(sectors).values(demo.sectors);
      await tx.insert(jobs).values(demo.jobs);
      await tx.insert(jobSectors).values(demo.jobSectors);
      await tx.insert(workflowStages).values(demo.workflowStages);
      await tx.insert(candidates).values(demo.candidates);
      await tx.insert(applications).values(demo.applications);
      await tx.insert(timelineEvents).values(demo.timelineEvents);
      await advanceIdSequences(tx);
      later = await seedNotifications(tx, demo, now);
      mail = await seedEmails(tx, demo, now);
      booked = await seedInterviews(tx, demo, now);
      offered = await seedOffers(tx, demo, now);
      await seedAutomation(tx, demo, now);
      talentPool = (await seedPrivacy(tx, demo, now)).candidates;
      talentPool += (await seedDuplicates(tx, demo, now)).candidates;
      imported = await seedImports(tx, demo, now);
      cvs = await storing;
      if (cvs.length) await tx.insert(documents).values(cvs);
    });
  } catch (error) {
    const written = await storing.catch(() => []);
    await Promise.all(written.map((cv) => storage?.remove(cv.storageKey)));
    throw error;
  }
  await Promise.all(replacedFiles.map((key) => storage?.remove(key)));
  return {
    users: demo.users.length,
    sectors: demo.sectors.length,
    jobs: demo.jobs.length,
    jobSectors: demo.jobSectors.length,
    workflowStages: demo.workflowStages.length,
    candidates: demo.candidates.length + talentPool + imported.candidates,
    documents: cvs.length,
    applications: demo.applications.length,
    timelineEvents:
      demo.timelineEvents.length +
      later.timelineEvents +
      mail.timelineEvents +
      booked.timelineEvents +
      offered.timelineEvents +
      imported.timelineEvents,
    notifications: later.notifications + mail.notifications,
    emails: mail.emails,
    interviews: booked.interviews,
    offers: offered.offers,
  };
}

/** How many rows each demo table holds now. */
export async function countDemoRows(db: Tx): Promise<SeedSummary> {
  const rowCount = (table: (typeof DEMO_TABLES)[number]) => sql<number>`(select count(*) from ${table})::int`;
  const [row] = await db
    .select({
      users: rowCount(users),
      sectors: rowCount(sectors),
      jobs: rowCount(jobs),
      jobSectors: rowCount(jobSectors),
      workflowStages: rowCount(workflowStages),
      candidates: rowCount(candidates),
      documents: rowCount(documents),
      applications: rowCount(applications),
      timelineEvents: rowCount(timelineEvents),
      notifications: rowCount(notifications),
      emails: rowCount(emails),
      interviews: rowCount(interviews),
      offers: rowCount(offers),
    })
    .from(sql`(select 1) as one`);
  return row!;
}

/**
 * The demo rows carry explicit ids (jobs are 1–10 by design), which serial columns do not
 * notice: move each sequence past the highest id so the next insert does not collide.
 */
async function advanceIdSequences(tx: Tx): Promise<void> {
  const seeded = DEMO_TABLES.filter(
    (table) =>
      table !== refreshTokens &&
      table !== interviewInterviewers &&
      table !== privacySettings &&
      table !== candidateImportRefusals,
  ).map((table) => getTableName(table));
  const calls = seeded.map(
    (name) =>
      `setval(pg_get_serial_sequence('${name}', 'id'), (select coalesce(max(id), 0) + 1 from "${name}"), false)`,
  );
  await tx.execute(sql.raw(`select ${calls.join(', ')}`));
}
