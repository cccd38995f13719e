import {
  CANDIDATE_MESSAGES,
  type DuplicatePair,
  type DuplicateReason,
  type DuplicateSide,
  MERGE_MESSAGES,
  type MergeResult,
  type PossibleDuplicate,
} from '@shortlist/contracts';
import type { CandidateMove } from '../../db/candidate-move.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { type DomainEvents, moveCandidateEvents } from '../../platform/events.ts';
import type { PageRequest } from '../../platform/pagination.ts';
import type { UserContext } from '../../platform/service-context.ts';
import { absorbedApplications, moveApplicationsOfCandidate } from '../applications/applications.service.ts';
import { moveRunsOfCandidate } from '../automation/automation-rules.service.ts';
import { absorbDuplicateInTransaction, lockMergePair } from '../candidates/candidates.service.ts';
import { moveConsentsOfCandidate } from '../careers/careers.service.ts';
import { moveDocumentsOfCandidate } from '../documents/documents.service.ts';
import { moveEmailsOfCandidate } from '../email/inbox.service.ts';
import { moveInterviewsOfCandidate } from '../interviews/interview-changes.service.ts';
import { moveNotificationsOfCandidate } from '../notifications/notifications.service.ts';
import { moveOffersOfCandidate } from '../offers/offers.service.ts';
import { movePrivacyLogOfCandidate, recordPrivacyLog } from '../privacy/privacy.service.ts';
import { moveTasksOfCandidate } from '../tasks/tasks.service.ts';
import { moveTimelineOfCandidate } from '../timeline/timeline.service.ts';
import {
  deleteDismissalsOf,
  insertDismissal,
  refreshPairsOfMany,
  replacePairsOf,
  rescanAllPairs,
} from './duplicates.queries.ts';
import {
  countDuplicatePairs,
  type DuplicateSideRow,
  selectDuplicatePairs,
  selectDuplicateSides,
  selectDuplicatesOf,
} from './duplicates.read-model.ts';

/**
 * Issue 16: possible duplicates, and merging one record into another (docs/decisions/023). A merge
 * is one transaction: each feature moves its own rows from the duplicate to the kept record, the
 * candidates feature completes the kept profile and deletes the duplicate, and the merge goes on the
 * timeline and the privacy log.
 */

export type DuplicatesDeps = { db: Db; events: DomainEvents };

/** The most possible duplicates one candidate's page shows. */
const DUPLICATES_OF_ONE = 20;
/** The most pairs kept for one candidate (a shared office phone can tie hundreds of records). */
const MAX_PAIRS_OF_ONE = 200;

function presentSide(row: DuplicateSideRow): DuplicateSide {
  return {
    id: row.id,
    full_name: row.full_name,
    current_company: row.current_company,
    current_role: row.current_role,
    emails: row.emails,
    phones: row.phones,
    application_count: row.application_count,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

export async function duplicatesOf({ db }: { db: Db }, { id }: { id: number }): Promise<PossibleDuplicate[]> {
  const rows = await selectDuplicatesOf(db, id, DUPLICATES_OF_ONE);
  return rows.map((row) => ({ candidate: presentSide(row), reasons: row.reasons as DuplicateReason[] }));
}

/** After a change to a candidate: their pairs found again (an erased or merged-away one has none). */
export async function refreshDuplicatesOf(db: Db, candidateId: number): Promise<void> {
  const found = await selectDuplicatesOf(db, candidateId, MAX_PAIRS_OF_ONE);
  await db.transaction((tx) =>
    replacePairsOf(
      tx,
      candidateId,
      found.map((row) => ({ otherId: row.id, reasons: row.reasons })),
    ),
  );
}

/** Issue 16 import: a batch of new or changed candidates' pairs, found afresh together. */
export async function refreshDuplicatesOfMany(db: Db, candidateIds: number[]): Promise<void> {
  await db.transaction((tx) => refreshPairsOfMany(tx, candidateIds, MAX_PAIRS_OF_ONE));
}

/** The nightly scan (and the first start's): every pair afresh. Returns how many. */
export async function scanAllDuplicates(db: Db): Promise<number> {
  return db.transaction((tx) => rescanAllPairs(tx));
}

/** True before the first scan has found anything (a new database, or one with no duplicates yet). */
export async function pairsNeverFound(db: Db): Promise<boolean> {
  return (await selectDuplicatePairs(db, { limit: 1, offset: 0 })).length === 0;
}

export async function listDuplicatePairs({ db }: { db: Db }, { page }: { page: PageRequest }) {
  const [total, pairs] = await Promise.all([
    countDuplicatePairs(db),
    selectDuplicatePairs(db, { limit: page.pageSize, offset: page.offset }),
  ]);
  const sides = new Map(
    (
      await selectDuplicateSides(
        db,
        pairs.flatMap((pair) => [pair.first_id, pair.second_id]),
      )
    ).map((row) => [row.id, presentSide(row)]),
  );
  const results: DuplicatePair[] = pairs.flatMap((pair) => {
    const first = sides.get(pair.first_id);
    const second = sides.get(pair.second_id);
    return first && second ? [{ first, second, reasons: pair.reasons as DuplicateReason[] }] : [];
  });
  return { total, results };
}

/** POST /candidates/{id}/duplicates/{otherId}/dismiss/: they are different people. */
export async function dismissDuplicate(
  { db, user }: UserContext<DuplicatesDeps>,
  { id, otherId }: { id: number; otherId: number },
) {
  if (id === otherId) throw badRequest(MERGE_MESSAGES.sameCandidate);
  const sides = await selectDuplicateSides(db, [id, otherId]);
  if (sides.length < 2) throw notFound(CANDIDATE_MESSAGES.notFound);
  await db.transaction((tx) => insertDismissal(tx, [id, otherId], user.id));
}

/** POST /candidates/{id}/merge/: `duplicateId` is merged into `keptId`, which stays. */
export async function mergeCandidates(
  { db, events, user }: UserContext<DuplicatesDeps>,
  { keptId, duplicateId }: { keptId: number; duplicateId: number },
): Promise<MergeResult> {
  if (keptId === duplicateId) throw badRequest(MERGE_MESSAGES.sameCandidate);
  return db.transaction(async (tx) => {
    const pair = await lockMergePair(tx, { from: duplicateId, to: keptId, applications: [] });
    const move: CandidateMove = {
      from: duplicateId,
      to: keptId,
      applications: await absorbedApplications(tx, duplicateId, keptId),
    };
    // first the rows that point at the duplicate's applications, then the applications themselves
    const documents = await moveDocumentsOfCandidate(tx, move);
    await moveConsentsOfCandidate(tx, move);
    await moveEmailsOfCandidate(tx, move);
    await moveInterviewsOfCandidate(tx, move);
    await moveOffersOfCandidate(tx, move);
    await moveTimelineOfCandidate(tx, move);
    await moveTasksOfCandidate(tx, move);
    await moveRunsOfCandidate(tx, move);
    await moveNotificationsOfCandidate(tx, move);
    await moveCandidateEvents(tx, move);
    await movePrivacyLogOfCandidate(tx, duplicateId, keptId);
    await deleteDismissalsOf(tx, duplicateId);
    const applications = await moveApplicationsOfCandidate(tx, move);
    const notes = await absorbDuplicateInTransaction(tx, move, pair);
    const { kept, duplicate } = pair;
    const moved = { applications, combined_applications: move.applications.length, documents, notes };
    await recordPrivacyLog(tx, {
      action: 'candidates_merged',
      actorId: user.id,
      actorName: user.full_name,
      candidateId: keptId,
      candidateLabel: kept.fullName,
      details: { merged_id: duplicateId, ...moved },
    });
    await events.record(tx, {
      type: 'candidate.merged',
      actor: user,
      candidateId: keptId,
      data: { merged_id: duplicateId, merged_name: duplicate.fullName, ...moved },
    });
    return { kept_id: keptId, merged_id: duplicateId, moved };
  });
}
