import { eq, or } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { candidateDuplicateDismissals } from '../../db/schema/index.ts';

/** Two records someone said are different people (stored lower id first; saying it twice is once). */
export async function insertDismissal(tx: Tx, ids: [number, number], userId: number): Promise<void> {
  const [firstId, secondId] = [...ids].sort((a, b) => a - b) as [number, number];
  await tx
    .insert(candidateDuplicateDismissals)
    .values({ firstId, secondId, dismissedBy: userId })
    .onConflictDoNothing();
}

/** A merged record's dismissals go with it (its other pairs are the kept record's to judge again). */
export async function deleteDismissalsOf(tx: Tx, candidateId: number): Promise<void> {
  await tx
    .delete(candidateDuplicateDismissals)
    .where(
      or(
        eq(candidateDuplicateDismissals.firstId, candidateId),
        eq(candidateDuplicateDismissals.secondId, candidateId),
      ),
    );
}
