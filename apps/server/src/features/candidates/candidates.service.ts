import {
  CANDIDATE_MESSAGES,
  type CandidateCreate,
  type CandidateListQuery,
  type CandidateUpdate,
  candidateCreateSchema,
  DELETE_CANDIDATE_DENIED,
  erasedCandidateLabel,
  fillFromCv,
  hasPermission,
  MERGE_MESSAGES,
  PRIVACY_MESSAGES,
} from '@shortlist/contracts';
import type { CandidateMove } from '../../db/candidate-move.ts';
import type { CandidateSearchIndex } from '../../db/candidate-search-index.ts';
import type { Db, Tx } from '../../db/client.ts';
import { conflict, forbidden, invalidFields, notFound } from '../../platform/errors.ts';
import type { Actor, DomainEvents } from '../../platform/events.ts';
import type { FileTextPool } from '../../platform/file-text/file-text-pool.ts';
import { type PageRequest, withLookahead } from '../../platform/pagination.ts';
import type { UserContext } from '../../platform/service-context.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import { applyCandidateToJob, assertJobExists } from '../applications/applications.service.ts';
import { recomputeCandidateMatchScores } from '../applications/match-scores.service.ts';
import { extractCvFields } from '../documents/cv-extraction.ts';
import { recordUploads, storageKeysOfCandidate } from '../documents/documents.service.ts';
import type { MultipartForm } from '../documents/multipart-form.ts';
import { discardUploads, type ReceivedUpload } from '../documents/upload.service.ts';
import { listTimeline } from '../timeline/timeline.service.ts';
import {
  decodeMultipartFields,
  duplicateEmail,
  importedUpdate,
  mergedProfile,
  toColumns,
  withoutSalaryUnlessAllowed,
} from './candidate-input.ts';
import { presentCandidate, presentCandidateRow } from './candidates.presenter.ts';
import {
  absorbCandidateRow,
  anonymiseCandidateRow,
  countCandidates,
  deleteCandidateRow,
  findCandidateByEmails,
  insertCandidate,
  insertCandidates,
  listCandidateRows,
  listCandidateRowsByIds,
  selectCandidateDetail,
  selectCandidateRow,
  selectCandidateRowForUpdate,
  selectCandidatesByEmails,
  updateCandidateRow,
} from './candidates.queries.ts';

export async function listCandidates(
  { db, people }: { db: Db; people: CandidateSearchIndex },
  { filters, page }: { filters: CandidateListQuery; page: PageRequest },
) {
  const { search, ordering, ...narrowing } = filters;
  // a search alone, newest first: the page and the count from the search index (docs/decisions/034)
  if (
    search &&
    (ordering ?? 'date_added') === 'date_added' &&
    Object.values(narrowing).every((value) => !value)
  ) {
    const lookahead = withLookahead(page);
    const { ids, count, isLowerBound } = (await people.find(db, search)).page(
      lookahead.offset,
      lookahead.limit,
    );
    const rows = await listCandidateRowsByIds(db, ids);
    return { total: { count, isLowerBound }, rows: rows.map(presentCandidateRow) };
  }
  const [total, rows] = await Promise.all([
    countCandidates(db, filters),
    listCandidateRows(db, filters, withLookahead(page)),
  ]);
  return { total, rows: rows.map(presentCandidateRow) };
}

export async function getCandidate({ db, user }: UserContext<{ db: Tx }>, { id }: { id: number }) {
  const row = await selectCandidateDetail(db, id);
  if (!row) throw notFound(CANDIDATE_MESSAGES.notFound);
  return presentCandidate(row, user.role);
}

export async function requireCandidate(db: Tx, id: number) {
  const row = await selectCandidateRow(db, id);
  if (!row) throw notFound(CANDIDATE_MESSAGES.notFound);
  return row;
}

/** A candidate who may take new personal data: not an erased record (issue 16). */
export async function requireLiveCandidate(db: Tx, id: number) {
  const row = await requireCandidate(db, id);
  if (row.erasedAt) throw conflict(PRIVACY_MESSAGES.alreadyErased);
  return row;
}

/** POST /candidates/ and create_with_cv: one use case, with or without stored CV files. */
export type CandidateWriteDeps = {
  db: Db;
  storage: FileStorage;
  fileText: FileTextPool;
  events: DomainEvents;
};

/** How a candidate came in beyond the form: the application's source, and the caller's own write. */
export type CandidateOrigin = {
  applicationSource?: 'email' | 'form' | 'referral' | 'linkedin' | 'other';
  /** Runs in the creating transaction (the inbox links its message to the new candidate). */
  within?: (tx: Tx, created: { candidateId: number; applicationId: number | null }) => Promise<void>;
};

export async function createCandidate(
  { db, events, user }: UserContext<Pick<CandidateWriteDeps, 'db' | 'events'>>,
  {
    candidate: input,
    uploads = [],
    origin = {},
  }: { candidate: CandidateCreate; uploads?: ReceivedUpload[]; origin?: CandidateOrigin },
) {
  const allowed = withoutSalaryUnlessAllowed(input, user.role);
  const existing = await findCandidateByEmails(db, allowed.emails);
  if (existing) throw duplicateEmail(existing);
  const id = await db.transaction(async (tx) => {
    if (allowed.job_id) await assertJobExists(tx, allowed.job_id);
    const candidateId = await addCandidateInTransaction(tx, events, user, allowed, uploads.length > 0);
    await recordUploads(tx, events, uploads, { candidateId, type: 'cv', actor: user });
    const applicationId = allowed.job_id
      ? await applyCandidateToJob(tx, events, {
          candidateId,
          jobId: allowed.job_id,
          source: origin.applicationSource,
          actor: user,
        })
      : null;
    await origin.within?.(tx, { candidateId, applicationId });
    return candidateId;
  });
  return getCandidate({ db, user }, { id });
}

/**
 * Inserts a candidate and records `candidate.created` in the caller's transaction: the create
 * form's and the careers page's (issue 16) one way in. The caller has checked the e-mails.
 */
export async function addCandidateInTransaction(
  tx: Tx,
  events: DomainEvents,
  actor: Actor,
  input: CandidateCreate,
  withCv: boolean,
): Promise<number> {
  const candidate = await insertCandidate(tx, {
    ...toColumns(input),
    fullName: input.full_name,
    emails: input.emails,
  });
  await events.record(tx, {
    type: 'candidate.created',
    actor,
    candidateId: candidate.id,
    data: { full_name: candidate.fullName, with_cv: withCv, source_type: candidate.sourceType },
  });
  return candidate.id;
}

/** Issue 16 import: the candidates already on file with any of these e-mails. */
export async function findCandidatesByEmails(db: Tx, emails: string[]) {
  return selectCandidatesByEmails(db, emails);
}
export type CandidateOnFile = Awaited<ReturnType<typeof findCandidatesByEmails>>[number];

/**
 * Issue 16 import: one batch, in the import's transaction. New candidates are inserted in one
 * statement, the ones on file updated (their e-mails, phones and skills added to), and the batch
 * recorded as one `candidates.imported` event naming them by id only.
 */
export async function importCandidatesInTransaction(
  tx: Tx,
  events: DomainEvents,
  actor: Actor,
  batch: {
    importId: number;
    fileName: string;
    creates: CandidateCreate[];
    updates: { existing: CandidateOnFile; input: CandidateUpdate }[];
  },
): Promise<{ created: number; updated: number }> {
  const created = await insertCandidates(
    tx,
    batch.creates.map((input) => ({ ...toColumns(input), fullName: input.full_name, emails: input.emails })),
  );
  for (const { existing, input } of batch.updates) {
    await updateCandidateRow(tx, existing.id, importedUpdate(existing, input));
    if (MATCH_INPUTS.some((field) => input[field] !== undefined))
      await recomputeCandidateMatchScores(tx, { events, actor }, existing.id);
  }
  if (created.length + batch.updates.length > 0)
    await events.record(tx, {
      type: 'candidates.imported',
      actor,
      data: {
        import_id: batch.importId,
        file_name: batch.fileName,
        created_ids: created.map((row) => row.id),
        updated_ids: batch.updates.map((update) => update.existing.id),
      },
    });
  return { created: created.length, updated: batch.updates.length };
}

/** The candidate one of these e-mail addresses belongs to (compared without case), if any. */
export async function findCandidateIdByEmail(tx: Tx, email: string): Promise<number | undefined> {
  return (await findCandidateByEmails(tx, [email]))?.id;
}

/** POST /candidates/create_with_cv/ (spec 02 §7): multipart fields plus the CV files. */
export async function createCandidateWithCv(
  context: UserContext<CandidateWriteDeps>,
  { form: { fields, uploads } }: { form: MultipartForm },
) {
  const { storage } = context;
  try {
    const cvText = uploads.map((upload) => upload.text).join('\n');
    const raw = fillFromCv(decodeMultipartFields(fields), extractCvFields(cvText));
    const parsed = candidateCreateSchema.safeParse(raw);
    if (!parsed.success) throw invalidFields(parsed.error.issues);
    return await createCandidate(context, { candidate: parsed.data, uploads });
  } catch (error) {
    await discardUploads(storage, uploads);
    throw error;
  }
}

const MATCH_INPUTS = ['skills_extracted', 'years_experience', 'location', 'city', 'country'] as const;

export async function updateCandidate(
  { db, events, user }: UserContext<Pick<CandidateWriteDeps, 'db' | 'events'>>,
  { id, changes: input }: { id: number; changes: CandidateUpdate },
) {
  // an erased record stays anonymous: nobody writes personal data back into it
  await requireLiveCandidate(db, id);
  const allowed = withoutSalaryUnlessAllowed(input, user.role);
  if (allowed.emails?.length) {
    const existing = await findCandidateByEmails(db, allowed.emails, id);
    if (existing) throw duplicateEmail(existing);
  }
  const columns = toColumns(allowed);
  await db.transaction(async (tx) => {
    await updateCandidateRow(tx, id, columns);
    await events.record(tx, {
      type: 'candidate.updated',
      actor: user,
      candidateId: id,
      data: {
        fields: Object.keys(allowed),
        archived: Boolean(allowed.is_archived),
        flagged: Boolean(allowed.is_flagged),
      },
    });
    if (MATCH_INPUTS.some((field) => allowed[field] !== undefined))
      await recomputeCandidateMatchScores(tx, { events, actor: user }, id);
  });
  return getCandidate({ db, user }, { id });
}

/**
 * Issue 16 erasure, in the privacy feature's transaction: the candidate's row keeps only its
 * anonymous label, their notes and team go. Returns what the row held, for the other features'
 * parts of the erasure (their e-mail addresses): undefined for a missing candidate, and untouched
 * (with its erased_at) for one erased already.
 */
export async function anonymiseCandidateInTransaction(tx: Tx, id: number, at: Date) {
  // locked: of two erasures at once, the second finds the first's done
  const row = await selectCandidateRowForUpdate(tx, id);
  if (!row || row.erasedAt) return row;
  await anonymiseCandidateRow(tx, id, erasedCandidateLabel(id), at);
  return row;
}

/**
 * Issue 16 merge, first in the duplicates feature's transaction: locks both records (the lower id
 * first) and refuses a missing or erased one. Returns both as they are.
 */
export async function lockMergePair(tx: Tx, move: CandidateMove) {
  const [first, second] = [move.from, move.to].sort((a, b) => a - b);
  const rows = [
    await selectCandidateRowForUpdate(tx, first!),
    await selectCandidateRowForUpdate(tx, second!),
  ];
  const kept = rows.find((row) => row?.id === move.to);
  const duplicate = rows.find((row) => row?.id === move.from);
  if (!kept) throw notFound(CANDIDATE_MESSAGES.notFound);
  if (!duplicate) throw notFound(MERGE_MESSAGES.duplicateNotFound);
  if (kept.erasedAt || duplicate.erasedAt) throw conflict(MERGE_MESSAGES.erased);
  return { kept, duplicate };
}

/**
 * Issue 16 merge, last, after the other features moved their rows: completes the kept profile
 * from the duplicate, moves notes and team, and deletes the duplicate's row. Returns the notes moved.
 */
export async function absorbDuplicateInTransaction(
  tx: Tx,
  move: CandidateMove,
  pair: Awaited<ReturnType<typeof lockMergePair>>,
) {
  return absorbCandidateRow(tx, move, mergedProfile(pair.kept, pair.duplicate));
}

/** spec 02 §6: admins only; the candidate's applications, notes, documents and files go with it. */
export async function deleteCandidate(
  { db, storage, events, user }: UserContext<CandidateWriteDeps>,
  { id }: { id: number },
) {
  if (!hasPermission(user.role, 'delete_candidates')) throw forbidden(DELETE_CANDIDATE_DENIED);
  const candidate = await requireCandidate(db, id);
  const keys = await db.transaction(async (tx) => {
    const storageKeys = await storageKeysOfCandidate(tx, id);
    await deleteCandidateRow(tx, id);
    // No candidate_id on the event: the candidate, and its timeline, are gone.
    await events.record(tx, {
      type: 'candidate.deleted',
      actor: user,
      data: { candidate_id: id, full_name: candidate.fullName },
    });
    return storageKeys;
  });
  // After commit: a crash here leaves files without rows, never rows without files.
  await Promise.all(keys.map((key) => storage.remove(key)));
}

export async function candidateTimeline(
  { db, user }: UserContext<{ db: Db }>,
  { id, page }: { id: number; page: PageRequest },
) {
  await requireCandidate(db, id);
  return listTimeline({ db, user }, { scope: { candidateId: id }, page });
}
