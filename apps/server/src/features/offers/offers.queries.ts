import { eq } from 'drizzle-orm';
import { type CandidateMove, repointCandidateRows } from '../../db/candidate-move.ts';
import type { Tx } from '../../db/client.ts';
import { offerApprovals, offerAuditEntries, offers } from '../../db/schema/index.ts';

/** The offers tables' one writer: the offers service calls these inside its transactions. */

export type OfferRecord = typeof offers.$inferSelect;

export async function insertOffer(tx: Tx, values: typeof offers.$inferInsert): Promise<OfferRecord> {
  const [row] = await tx.insert(offers).values(values).returning();
  return row!;
}

/** Locks the offer for a change, so an approval and an edit (or two sends) queue. */
export async function lockOffer(tx: Tx, id: number): Promise<OfferRecord | undefined> {
  const [row] = await tx.select().from(offers).where(eq(offers.id, id)).for('update');
  return row;
}

export async function updateOffer(tx: Tx, id: number, values: Partial<typeof offers.$inferInsert>) {
  const [row] = await tx.update(offers).set(values).where(eq(offers.id, id)).returning();
  return row!;
}

/** An approver's decision; a second one by the same person on the same version inserts nothing. */
export async function insertApproval(tx: Tx, values: typeof offerApprovals.$inferInsert) {
  const [row] = await tx.insert(offerApprovals).values(values).onConflictDoNothing().returning();
  return row;
}

export async function insertOfferAudit(tx: Tx, values: typeof offerAuditEntries.$inferInsert) {
  await tx.insert(offerAuditEntries).values(values);
}

/** Issue 16 erasure: the candidate's offers with their approvals and audit; returns their PDFs' keys. */
export async function deleteOffersOfCandidate(tx: Tx, candidateId: number): Promise<string[]> {
  const rows = await tx
    .delete(offers)
    .where(eq(offers.candidateId, candidateId))
    .returning({ pdfKey: offers.pdfKey });
  return rows.flatMap((row) => (row.pdfKey ? [row.pdfKey] : []));
}

/** Issue 16 merge: the duplicate's offers go to the kept record. */
export const moveOffersOfCandidate = (tx: Tx, move: CandidateMove) =>
  repointCandidateRows(
    tx,
    offers,
    { candidate: offers.candidateId, application: offers.applicationId },
    move,
  );
