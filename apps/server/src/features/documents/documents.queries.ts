import { and, desc, eq, inArray } from 'drizzle-orm';
import { type CandidateMove, repointCandidateRows } from '../../db/candidate-move.ts';
import type { Tx } from '../../db/client.ts';
import { candidates, documents } from '../../db/schema/index.ts';

export type DocumentRow = typeof documents.$inferSelect;
export type DocumentInsert = typeof documents.$inferInsert;

export async function insertDocument(tx: Tx, values: DocumentInsert): Promise<DocumentRow> {
  const [row] = await tx.insert(documents).values(values).returning();
  return row!;
}

export async function selectDocument(tx: Tx, id: number): Promise<DocumentRow | undefined> {
  const [row] = await tx.select().from(documents).where(eq(documents.id, id));
  return row;
}

export async function selectCandidateDocuments(tx: Tx, candidateId: number): Promise<DocumentRow[]> {
  return tx
    .select()
    .from(documents)
    .where(eq(documents.candidateId, candidateId))
    .orderBy(desc(documents.uploadedAt), desc(documents.id));
}

export async function selectStorageKeysOfCandidate(tx: Tx, candidateId: number): Promise<string[]> {
  const rows = await tx
    .select({ key: documents.storageKey })
    .from(documents)
    .where(eq(documents.candidateId, candidateId));
  return rows.map((row) => row.key);
}

/** Which of `keys` a document row holds (the orphan sweep keeps those). */
export async function selectReferencedStorageKeys(tx: Tx, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await tx
    .select({ key: documents.storageKey })
    .from(documents)
    .where(inArray(documents.storageKey, keys));
  return new Set(rows.map((row) => row.key));
}

export async function deleteDocumentRow(tx: Tx, id: number): Promise<void> {
  await tx.delete(documents).where(eq(documents.id, id));
}

/** The candidate a document would belong to: undefined when missing; erased_at set when erased (issue 16). */
export async function selectCandidateStanding(tx: Tx, candidateId: number) {
  const [row] = await tx
    .select({ id: candidates.id, erasedAt: candidates.erasedAt })
    .from(candidates)
    .where(eq(candidates.id, candidateId));
  return row;
}

export async function latestCvText(tx: Tx, candidateId: number): Promise<string> {
  const [row] = await tx
    .select({ text: documents.parsedText })
    .from(documents)
    .where(and(eq(documents.candidateId, candidateId), eq(documents.type, 'cv')))
    .orderBy(desc(documents.uploadedAt), desc(documents.id))
    .limit(1);
  return row?.text ?? '';
}

/** Issue 16 erasure: the candidate's documents; returns their files' keys, to remove after commit. */
export async function deleteDocumentsOfCandidate(tx: Tx, candidateId: number): Promise<string[]> {
  const rows = await tx
    .delete(documents)
    .where(eq(documents.candidateId, candidateId))
    .returning({ key: documents.storageKey });
  return rows.map((row) => row.key);
}

/** Issue 16 merge: the duplicate's documents go to the kept record; returns how many. */
export const moveDocumentsOfCandidate = (tx: Tx, move: CandidateMove) =>
  repointCandidateRows(
    tx,
    documents,
    { candidate: documents.candidateId, application: documents.applicationId },
    move,
  );
