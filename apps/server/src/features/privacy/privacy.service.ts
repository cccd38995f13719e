import {
  CANDIDATE_MESSAGES,
  erasedCandidateLabel,
  ORGANISATION_NAME,
  PRIVACY_MESSAGES,
  type PrivacyAction,
  type PrivacyLogEntry,
  RETENTION_WARNING_DAYS,
  type RetentionOverview,
  type RetentionSettings,
} from '@shortlist/contracts';
import { zipSync } from 'fflate';
import type { Db } from '../../db/client.ts';
import { conflict, notFound, ValidationError } from '../../platform/errors.ts';
import { type Actor, type DomainEvents, redactCandidateEvents } from '../../platform/events.ts';
import type { PageRequest } from '../../platform/pagination.ts';
import type { UserContext } from '../../platform/service-context.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import {
  anonymiseApplicationsOfCandidate,
  applicationsOfCandidate,
} from '../applications/applications.service.ts';
import { anonymiseRunsOfCandidate } from '../automation/automation-rules.service.ts';
import { anonymiseCandidateInTransaction } from '../candidates/candidates.service.ts';
import { eraseConsentsOfCandidate } from '../careers/careers.service.ts';
import { eraseDocumentsOfCandidate } from '../documents/documents.service.ts';
import { eraseEmailsOfCandidate } from '../email/inbox.service.ts';
import { eraseInterviewsOfCandidate } from '../interviews/interview-changes.service.ts';
import { eraseNotificationsOfCandidate } from '../notifications/notifications.service.ts';
import { eraseOffersOfCandidate } from '../offers/offers.service.ts';
import { eraseTasksOfCandidate } from '../tasks/tasks.service.ts';
import { anonymiseTimelineOfCandidate } from '../timeline/timeline.service.ts';
import {
  countPrivacyLog,
  insertPrivacyLog,
  type PrivacyLogRow,
  relabelPrivacyLog,
  selectPrivacyLog,
  selectPrivacySettings,
  upsertPrivacySettings,
} from './privacy.queries.ts';
import {
  countInactiveCandidates,
  selectCandidateDataset,
  selectCandidateProfile,
  selectInactiveCandidates,
} from './privacy.read-model.ts';

/**
 * Issue 16: a candidate's data rights (GDPR articles 15, 17 and 20) and the retention rule
 * (docs/decisions/022). An erasure is one transaction across the features that hold the
 * candidate's data, each erasing its own tables; the files go after it commits.
 */

export type PrivacyDeps = { db: Db; storage: FileStorage; events: DomainEvents; clock: () => Date };

/** Who erases when the retention rule does: nobody signed in. */
export const RETENTION_ACTOR: Actor = { id: null, full_name: 'Retention rule' };

const DAY = 86_400_000;

/** The ZIP of GET /candidates/{id}/data-export/: the data as JSON and every file kept for them. */
export async function exportCandidateData(
  { db, storage, clock, user }: UserContext<PrivacyDeps>,
  { id }: { id: number },
) {
  const profile = await selectCandidateProfile(db, id);
  if (!profile) throw notFound(CANDIDATE_MESSAGES.notFound);
  if (profile.erased_at) throw conflict(PRIVACY_MESSAGES.nothingToExport);
  const dataset = await selectCandidateDataset(db, id);
  const exportedAt = clock();
  const data = {
    exported_at: exportedAt.toISOString(),
    controller: ORGANISATION_NAME,
    candidate: profile,
    ...dataset.sections,
  };
  const files: Record<string, Uint8Array | [Uint8Array, { level: 0 }]> = {
    'README.txt': new TextEncoder().encode(readme(exportedAt, dataset.files.length)),
    'data.json': new TextEncoder().encode(JSON.stringify(data, null, 2)),
  };
  const missing: string[] = [];
  for (const file of dataset.files) {
    try {
      // PDFs, DOCX and images are compressed already: stored as they are
      files[file.path] = [new Uint8Array(await storage.read(file.storageKey)), { level: 0 }];
    } catch {
      missing.push(file.path);
    }
  }
  if (missing.length > 0)
    files['MISSING.txt'] = new TextEncoder().encode(
      `These files are listed in data.json but could not be read from storage:\n${missing.join('\n')}\n`,
    );
  const zip = zipSync(files, { level: 6, mtime: exportedAt });
  await db.transaction((tx) =>
    insertPrivacyLog(tx, {
      action: 'data_exported',
      actorId: user.id,
      actorName: user.full_name,
      candidateId: id,
      candidateLabel: profile.full_name,
      details: { files: dataset.files.length - missing.length, bytes: zip.byteLength },
    }),
  );
  return { filename: `candidate-${id}-data-${exportedAt.toISOString().slice(0, 10)}.zip`, zip };
}

function readme(at: Date, files: number): string {
  return [
    `Personal data held by ${ORGANISATION_NAME} about one candidate, exported ${at.toISOString()}.`,
    '',
    'data.json   the profile, applications, consents, notes, interviews and scorecards, offers,',
    '            e-mails, timeline and the list of documents, in a machine-readable form',
    'files/      the documents: CVs, cover letters and others',
    'offers/     the offer letters sent',
    'emails/     the attachments of e-mails the candidate sent',
    '',
    `${files} file(s) in all.`,
    '',
  ].join('\n');
}

/** POST /candidates/{id}/erase/: an administrator erases on the candidate's request. */
export async function eraseOnRequest(
  { user, ...deps }: UserContext<PrivacyDeps>,
  { id, request: input }: { id: number; request: { reason: string; confirm_name: string } },
) {
  const profile = await selectCandidateProfile(deps.db, id);
  if (!profile) throw notFound(CANDIDATE_MESSAGES.notFound);
  if (profile.erased_at) throw conflict(PRIVACY_MESSAGES.alreadyErased);
  if (input.confirm_name.trim() !== profile.full_name.trim())
    throw new ValidationError({ confirm_name: [PRIVACY_MESSAGES.confirmationMismatch] });
  const erased = await eraseCandidate(deps, { id: user.id, full_name: user.full_name }, id, {
    action: 'data_erased',
    reason: input.reason,
  });
  // another administrator's erasure committed first
  if (!erased) throw conflict(PRIVACY_MESSAGES.alreadyErased);
  return erased;
}

/**
 * Erases the candidate's personal data in one transaction; their files go once it commits (a
 * crash between leaves files without rows, never rows without files).
 * Returns undefined when they were already erased (the retention job may run twice).
 */
export async function eraseCandidate(
  { db, storage, events, clock }: PrivacyDeps,
  actor: Actor,
  id: number,
  why: { action: Extract<PrivacyAction, 'data_erased' | 'retention_erased'>; reason: string },
) {
  const label = erasedCandidateLabel(id);
  const at = clock();
  const outcome = await db.transaction(async (tx) => {
    const before = await anonymiseCandidateInTransaction(tx, id, at);
    if (!before) throw notFound(CANDIDATE_MESSAGES.notFound);
    if (before.erasedAt) return undefined;
    const owned = await applicationsOfCandidate(tx, id);
    const applicationIds = owned.map((application) => application.id);
    const interviewUids = await eraseInterviewsOfCandidate(tx, id);
    const mail = await eraseEmailsOfCandidate(tx, {
      candidateId: id,
      applicationIds,
      jobIds: [...new Set(owned.map((application) => application.jobId))],
      addresses: before.emails,
      name: before.fullName,
      interviewUids,
    });
    const keys = [
      ...(await eraseDocumentsOfCandidate(tx, id)),
      ...(await eraseOffersOfCandidate(tx, id)),
      ...mail.keys,
    ];
    await anonymiseApplicationsOfCandidate(tx, id);
    await anonymiseTimelineOfCandidate(tx, id, mail.ids);
    await eraseNotificationsOfCandidate(tx, id, applicationIds);
    await anonymiseRunsOfCandidate(tx, id, applicationIds);
    await eraseTasksOfCandidate(tx, id, applicationIds);
    await eraseConsentsOfCandidate(tx, id);
    await redactCandidateEvents(tx, { candidateId: id, applicationIds, emailIds: mail.ids });
    await relabelPrivacyLog(tx, id, label);
    await insertPrivacyLog(tx, {
      action: why.action,
      actorId: actor.id,
      actorName: actor.full_name,
      candidateId: id,
      candidateLabel: label,
      reason: why.reason,
      details: { applications: applicationIds.length, files: keys.length },
    });
    await events.record(tx, {
      type: 'candidate.erased',
      actor,
      candidateId: id,
      data: { applications: applicationIds.length },
    });
    return { keys };
  });
  if (!outcome) return undefined;
  await Promise.all(outcome.keys.map((key) => storage.remove(key)));
  return { id, label, erased_at: at.toISOString() };
}

export function presentLogEntry(row: PrivacyLogRow): PrivacyLogEntry {
  return {
    id: row.id,
    action: row.action as PrivacyAction,
    actor_name: row.actorName,
    candidate_id: row.candidateId,
    candidate_label: row.candidateLabel,
    reason: row.reason,
    details: row.details,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listPrivacyLog({ db }: { db: Db }, { page }: { page: PageRequest }) {
  const [total, rows] = await Promise.all([
    countPrivacyLog(db),
    selectPrivacyLog(db, { limit: page.pageSize, offset: page.offset }),
  ]);
  return { total, results: rows.map(presentLogEntry) };
}

/** `now` less whole calendar months (UTC), the day clamped to the shorter month's end. */
export function monthsBefore(now: Date, months: number): Date {
  const date = new Date(now);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date;
}

function addMonths(at: Date, months: number): Date {
  return monthsBefore(at, -months);
}

/** GET /privacy/retention/: the rule, and who it will erase within the warning period. */
export async function retentionOverview(
  { db, clock }: Pick<PrivacyDeps, 'db' | 'clock'>,
  { page }: { page: PageRequest },
): Promise<
  Omit<RetentionOverview, 'due'> & { due: { total: number; results: RetentionOverview['due']['results'] } }
> {
  const settings = await selectPrivacySettings(db);
  const months = settings?.retentionMonths ?? null;
  const base = {
    retention_months: months,
    updated_at: settings?.updatedAt.toISOString() ?? null,
    updated_by: settings?.updatedBy ?? null,
    warning_days: RETENTION_WARNING_DAYS,
  };
  if (months === null) return { ...base, due: { total: 0, results: [] } };
  const warnBefore = new Date(monthsBefore(clock(), months).getTime() + RETENTION_WARNING_DAYS * DAY);
  const [total, rows] = await Promise.all([
    countInactiveCandidates(db, warnBefore),
    selectInactiveCandidates(db, warnBefore, { limit: page.pageSize, offset: page.offset }),
  ]);
  return {
    ...base,
    due: {
      total,
      results: rows.map((row) => {
        const lastActivity = new Date(row.last_activity_at);
        const eraseOn = new Date(Math.max(addMonths(lastActivity, months).getTime(), clock().getTime()));
        return {
          id: row.id,
          full_name: row.full_name,
          current_company: row.current_company,
          last_activity_at: lastActivity.toISOString(),
          erase_on: eraseOn.toISOString().slice(0, 10),
        };
      }),
    },
  };
}

/** PUT /privacy/retention/: the rule changes, on the privacy log. */
export async function setRetention(
  { db, clock, user }: UserContext<Pick<PrivacyDeps, 'db' | 'clock'>>,
  { settings: input }: { settings: RetentionSettings },
) {
  const before = (await selectPrivacySettings(db))?.retentionMonths ?? null;
  await db.transaction(async (tx) => {
    await upsertPrivacySettings(tx, {
      retentionMonths: input.retention_months,
      updatedBy: user.id,
      updatedAt: clock(),
    });
    if (before !== input.retention_months)
      await insertPrivacyLog(tx, {
        action: 'retention_changed',
        actorId: user.id,
        actorName: user.full_name,
        candidateId: null,
        candidateLabel: '',
        details: { from: before, to: input.retention_months },
      });
  });
}

/** At most this many erasures in one run of the job; the next day's run goes on. */
const RETENTION_BATCH = 500;

/**
 * The nightly job: erases the candidates with no activity for the rule's months. Run twice, it
 * finds the ones it erased already gone from the list. Returns how many it erased.
 */
export async function applyRetention(deps: PrivacyDeps): Promise<number> {
  const months = (await selectPrivacySettings(deps.db))?.retentionMonths ?? null;
  if (months === null) return 0;
  const cutoff = monthsBefore(deps.clock(), months);
  const due = await selectInactiveCandidates(deps.db, cutoff, { limit: RETENTION_BATCH, offset: 0 });
  let erased = 0;
  for (const candidate of due) {
    const done = await eraseCandidate(deps, RETENTION_ACTOR, candidate.id, {
      action: 'retention_erased',
      reason: `No activity for ${months} months (retention rule)`,
    });
    if (done) erased += 1;
  }
  return erased;
}

/** Issue 16: the duplicates feature's merges go on the privacy log, and take the duplicate's entries along. */
export { insertPrivacyLog as recordPrivacyLog, movePrivacyLogOfCandidate } from './privacy.queries.ts';
