import { type DocumentParseResponse, type DocumentType, PRIVACY_MESSAGES } from '@shortlist/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { conflict, notFound, ValidationError } from '../../platform/errors.ts';
import type { Actor, DomainEvents } from '../../platform/events.ts';
import type { FileTextPool } from '../../platform/file-text/file-text-pool.ts';
import type { UserContext } from '../../platform/service-context.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import { extractCvFields } from './cv-extraction.ts';
import { presentDocument } from './documents.presenter.ts';
import {
  deleteDocumentRow,
  insertDocument,
  selectCandidateDocuments,
  selectCandidateStanding,
  selectDocument,
  selectStorageKeysOfCandidate,
} from './documents.queries.ts';
import type { MultipartForm } from './multipart-form.ts';
import { discardUploads, type ReceivedUpload } from './upload.service.ts';

export type DocumentDeps = { db: Db; storage: FileStorage; fileText: FileTextPool; events: DomainEvents };

/** Records stored uploads on a candidate, inside the caller's transaction. */
export async function recordUploads(
  tx: Tx,
  events: DomainEvents,
  uploads: ReceivedUpload[],
  target: { candidateId: number; applicationId?: number | null; type?: DocumentType; actor: Actor },
) {
  const rows = [];
  for (const upload of uploads) {
    const row = await insertDocument(tx, {
      candidateId: target.candidateId,
      applicationId: target.applicationId ?? null,
      type: target.type ?? 'cv',
      filename: upload.filename,
      contentType: upload.contentType,
      fileSize: upload.size,
      storageKey: upload.storageKey,
      checksum: upload.checksum,
      parsedText: upload.text,
      warning: upload.warning,
      uploadedBy: target.actor.id,
    });
    await events.record(tx, {
      type: 'document.uploaded',
      actor: target.actor,
      candidateId: target.candidateId,
      applicationId: target.applicationId ?? null,
      data: { document_id: row.id, filename: upload.filename, document_type: row.type },
    });
    rows.push(row);
  }
  return rows;
}

/** POST /documents/parse/: what the create form prefills; the file is not kept. */
export async function parseUploadedDocument(
  { storage }: Pick<DocumentDeps, 'storage'>,
  { form: { uploads } }: { form: MultipartForm },
): Promise<DocumentParseResponse> {
  try {
    const [upload] = uploads;
    if (!upload) throw new ValidationError({ file: ['No file was submitted.'] });
    return {
      filename: upload.filename,
      content_type: upload.contentType,
      file_size: upload.size,
      warning: upload.warning,
      extraction: extractCvFields(upload.text),
    };
  } finally {
    await discardUploads(storage, uploads);
  }
}

const DOCUMENT_TYPE_VALUES = new Set(['cv', 'cover_letter', 'portfolio', 'assessment', 'other']);

/** POST /candidates/{id}/documents/ (the Documents tab's Upload). */
export async function uploadCandidateDocument(
  { db, storage, events, user }: UserContext<DocumentDeps>,
  { candidateId, form: { fields, uploads } }: { candidateId: number; form: MultipartForm },
) {
  try {
    const candidate = await selectCandidateStanding(db, candidateId);
    if (!candidate) throw notFound();
    // issue 16: an erased record takes no new personal data
    if (candidate.erasedAt) throw conflict(PRIVACY_MESSAGES.alreadyErased);
    if (uploads.length === 0) throw new ValidationError({ file: ['No file was submitted.'] });
    const type = (DOCUMENT_TYPE_VALUES.has(fields.type ?? '') ? fields.type : 'cv') as DocumentType;
    const rows = await db.transaction((tx) =>
      recordUploads(tx, events, uploads, { candidateId, type, actor: user }),
    );
    return presentDocument(rows[0]!);
  } catch (error) {
    await discardUploads(storage, uploads);
    throw error;
  }
}

export async function listCandidateDocuments({ db }: { db: Db }, { candidateId }: { candidateId: number }) {
  if (!(await selectCandidateStanding(db, candidateId))) throw notFound();
  return (await selectCandidateDocuments(db, candidateId)).map(presentDocument);
}

export async function openDocumentFile(
  { db, storage }: { db: Db; storage: FileStorage },
  { id }: { id: number },
) {
  const row = await selectDocument(db, id);
  if (!row) throw notFound();
  return { row, stream: storage.stream(row.storageKey) };
}

export async function deleteDocument(
  { db, storage, events, user }: UserContext<DocumentDeps>,
  { id }: { id: number },
) {
  const row = await selectDocument(db, id);
  if (!row) throw notFound();
  await db.transaction(async (tx) => {
    await deleteDocumentRow(tx, id);
    await events.record(tx, {
      type: 'document.deleted',
      actor: user,
      candidateId: row.candidateId,
      data: { document_id: row.id, filename: row.filename },
    });
  });
  await storage.remove(row.storageKey);
}

/** The storage keys to remove once a candidate's deletion has committed. */
export const storageKeysOfCandidate = (tx: Tx, candidateId: number) =>
  selectStorageKeysOfCandidate(tx, candidateId);

/** Issue 16 erasure (privacy feature): the candidate's documents go; their files' keys are returned. */
/** Issue 16 merge (duplicates feature). */
export {
  deleteDocumentsOfCandidate as eraseDocumentsOfCandidate,
  moveDocumentsOfCandidate,
} from './documents.queries.ts';
