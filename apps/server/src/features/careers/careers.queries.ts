import { sql } from 'drizzle-orm';
import { type CandidateMove, repointCandidateRows } from '../../db/candidate-move.ts';
import type { Tx } from '../../db/client.ts';
import { applicationConsents } from '../../db/schema/index.ts';

/** The careers feature writes one table: consents to the privacy notice (issue 16). */
export async function insertConsent(tx: Tx, values: typeof applicationConsents.$inferInsert) {
  await tx.insert(applicationConsents).values(values);
}

/** Holds applications from one e-mail address (any case) to one at a time until the transaction ends. */
export async function lockApplicantEmail(tx: Tx, email: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`applicant:${email.toLowerCase()}`}))`);
}

/** Issue 16 erasure: the candidate's consents (nothing is processed on them any more). */
export async function deleteConsentsOfCandidate(tx: Tx, candidateId: number): Promise<void> {
  await tx.delete(applicationConsents).where(sql`${applicationConsents.candidateId} = ${candidateId}`);
}

/** Issue 16 merge: the duplicate's consents go to the kept record. */
export const moveConsentsOfCandidate = (tx: Tx, move: CandidateMove) =>
  repointCandidateRows(
    tx,
    applicationConsents,
    { candidate: applicationConsents.candidateId, application: applicationConsents.applicationId },
    move,
  );
