import {
  type CandidateCreate,
  type CandidateListQuery,
  type CandidateUpdate,
  candidateCreateSchema,
  DELETE_CANDIDATE_DENIED,
  hasPermission,
  type NoteCreate,
  noteCreateSchema,
} from '@shortlist/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { fieldErrors, forbidden, notFound, ValidationError } from '../../platform/errors.ts';
import type { PageRequest } from '../../platform/pagination.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import type { AuthUser } from '../../platform/tokens.ts';
import { applyCandidateToJob, assertJobExists } from '../applications/applications.service.ts';
import { recomputeCandidateMatchScores } from '../applications/match-scores.service.ts';
import { extractCvFields } from '../documents/cv-extraction.ts';
import { recordUploads, storageKeysOfCandidate } from '../documents/documents.service.ts';
import { readMultipartForm } from '../documents/multipart-form.ts';
import { discardUploads, type ReceivedUpload } from '../documents/upload.service.ts';
import { listTimeline, recordTimelineEvent } from '../timeline/timeline.service.ts';
import {
  decodeMultipartFields,
  duplicateEmail,
  fillFromCv,
  toColumns,
  withoutSalaryUnlessAllowed,
} from './candidate-input.ts';
import { initialsOf, presentCandidate, presentCandidateRow, presentNote } from './candidates.presenter.ts';
import {
  countCandidates,
  countNotes,
  countUsers,
  deleteCandidateRow,
  findCandidateByEmails,
  insertCandidate,
  insertNote,
  listCandidateRows,
  replaceTeam,
  selectActiveUsers,
  selectCandidateDetail,
  selectCandidateRow,
  selectNotes,
  selectTeamUserIds,
  updateCandidateRow,
} from './candidates.queries.ts';

export async function listCandidates(db: Db, filters: CandidateListQuery, page: PageRequest) {
  const [total, rows] = await Promise.all([
    countCandidates(db, filters),
    listCandidateRows(db, filters, { limit: page.pageSize, offset: page.offset }),
  ]);
  return { total, results: rows.map(presentCandidateRow) };
}

export async function getCandidate(db: Tx, id: number, user: AuthUser) {
  const row = await selectCandidateDetail(db, id);
  if (!row) throw notFound('Candidate not found');
  return presentCandidate(row, user.role);
}

async function requireCandidate(db: Tx, id: number) {
  const row = await selectCandidateRow(db, id);
  if (!row) throw notFound('Candidate not found');
  return row;
}

/** POST /candidates/ and create_with_cv: one use case, with or without stored CV files. */
export async function createCandidate(
  db: Db,
  input: CandidateCreate,
  user: AuthUser,
  uploads: ReceivedUpload[] = [],
) {
  const allowed = withoutSalaryUnlessAllowed(input, user.role);
  const existing = await findCandidateByEmails(db, allowed.emails);
  if (existing) throw duplicateEmail(existing);
  const id = await db.transaction(async (tx) => {
    if (allowed.job_id) await assertJobExists(tx, allowed.job_id);
    const candidate = await insertCandidate(tx, {
      ...toColumns(allowed),
      fullName: allowed.full_name,
      emails: allowed.emails,
    });
    await recordTimelineEvent(tx, {
      candidateId: candidate.id,
      type: 'status_change',
      title: 'Candidate created',
      description: `${candidate.fullName} was added${uploads.length ? ' with a CV' : ''}`,
      metadata: { source_type: candidate.sourceType },
      userId: user.id,
    });
    await recordUploads(tx, uploads, { candidateId: candidate.id, type: 'cv', user });
    if (allowed.job_id)
      await applyCandidateToJob(tx, { candidateId: candidate.id, jobId: allowed.job_id, user });
    return candidate.id;
  });
  return getCandidate(db, id, user);
}

/** POST /candidates/create_with_cv/ (spec 02 §7): multipart fields plus the CV files. */
export async function createCandidateWithCv(
  db: Db,
  storage: FileStorage,
  request: FastifyRequest,
  user: AuthUser,
) {
  const { fields, uploads } = await readMultipartForm(request, storage, 'files');
  try {
    const cvText = uploads.map((upload) => upload.text).join('\n');
    const raw = fillFromCv(decodeMultipartFields(fields), extractCvFields(cvText));
    const parsed = candidateCreateSchema.safeParse(raw);
    if (!parsed.success) {
      throw new ValidationError(
        fieldErrors(
          parsed.error.issues.map((issue) => ({
            instancePath: `/${issue.path.join('/')}`,
            message: issue.message,
          })),
        ),
      );
    }
    return await createCandidate(db, parsed.data, user, uploads);
  } catch (error) {
    await discardUploads(storage, uploads);
    throw error;
  }
}

const MATCH_INPUTS = ['skills_extracted', 'years_experience', 'location', 'city', 'country'] as const;

export async function updateCandidate(db: Db, id: number, input: CandidateUpdate, user: AuthUser) {
  await requireCandidate(db, id);
  const allowed = withoutSalaryUnlessAllowed(input, user.role);
  if (allowed.emails?.length) {
    const existing = await findCandidateByEmails(db, allowed.emails, id);
    if (existing) throw duplicateEmail(existing);
  }
  const columns = toColumns(allowed);
  await db.transaction(async (tx) => {
    await updateCandidateRow(tx, id, columns);
    if (MATCH_INPUTS.some((field) => allowed[field] !== undefined))
      await recomputeCandidateMatchScores(tx, id);
    await recordTimelineEvent(tx, {
      candidateId: id,
      type: 'status_change',
      title: allowed.is_archived
        ? 'Candidate archived'
        : allowed.is_flagged
          ? 'Candidate flagged'
          : 'Profile updated',
      description: `Changed: ${Object.keys(allowed).join(', ') || 'nothing'}`,
      metadata: { fields: Object.keys(allowed) },
      userId: user.id,
    });
  });
  return getCandidate(db, id, user);
}

/** spec 02 §6: admins only; the candidate's applications, notes, documents and files go with it. */
export async function deleteCandidate(db: Db, storage: FileStorage, id: number, user: AuthUser) {
  if (!hasPermission(user.role, 'delete_candidates')) throw forbidden(DELETE_CANDIDATE_DENIED);
  await requireCandidate(db, id);
  const keys = await db.transaction(async (tx) => {
    const storageKeys = await storageKeysOfCandidate(tx, id);
    await deleteCandidateRow(tx, id);
    return storageKeys;
  });
  // After commit: a crash here leaves files without rows, never rows without files.
  await Promise.all(keys.map((key) => storage.remove(key)));
}

export async function addNote(db: Db, id: number, input: NoteCreate, user: AuthUser) {
  await requireCandidate(db, id);
  const note = noteCreateSchema.parse(input);
  const noteId = await db.transaction(async (tx) => {
    const row = await insertNote(tx, {
      candidateId: id,
      text: note.text,
      noteType: note.note_type,
      isPrivate: note.is_private,
      tags: note.tags,
      authorId: user.id,
    });
    await recordTimelineEvent(tx, {
      candidateId: id,
      type: 'note',
      title: note.is_private ? 'Private note added' : 'Note added',
      description: note.is_private ? '' : note.text.slice(0, 200),
      metadata: { note_id: row.id },
      userId: user.id,
    });
    return row.id;
  });
  const [row] = await selectNotes(db, id, { id: user.id, isAdmin: true }, { limit: 1, offset: 0 });
  if (!row || row.note.id !== noteId) throw notFound();
  return presentNote(row);
}

export async function listNotes(db: Db, id: number, user: AuthUser, page: PageRequest) {
  await requireCandidate(db, id);
  const viewer = { id: user.id, isAdmin: user.role === 'admin' };
  const [total, rows] = await Promise.all([
    countNotes(db, id, viewer),
    selectNotes(db, id, viewer, { limit: page.pageSize, offset: page.offset }),
  ]);
  return { total, results: rows.map(presentNote) };
}

export async function candidateTimeline(db: Db, id: number, page: PageRequest) {
  await requireCandidate(db, id);
  return listTimeline(db, { candidateId: id }, page);
}

export async function getTeam(db: Db, id: number) {
  await requireCandidate(db, id);
  const [memberIds, everyone] = await Promise.all([selectTeamUserIds(db, id), selectActiveUsers(db)]);
  const asMember = (user: (typeof everyone)[number]) => ({ ...user, initials: initialsOf(user.name) });
  return {
    assigned_team: memberIds.flatMap((memberId) =>
      everyone.filter((user) => user.id === memberId).map(asMember),
    ),
    available: everyone.filter((user) => !memberIds.includes(user.id)).map(asMember),
  };
}

export async function setTeam(db: Db, id: number, userIds: number[], user: AuthUser) {
  await requireCandidate(db, id);
  const unique = [...new Set(userIds)];
  if ((await countUsers(db, unique)) !== unique.length)
    throw new ValidationError({ assigned_team: ['Unknown team member.'] });
  await db.transaction(async (tx) => {
    await replaceTeam(tx, id, unique);
    await recordTimelineEvent(tx, {
      candidateId: id,
      type: 'status_change',
      title: 'Assigned team updated',
      description: `${unique.length} team member${unique.length === 1 ? '' : 's'}`,
      metadata: { assigned_team: unique },
      userId: user.id,
    });
  });
  return getTeam(db, id);
}
