import type { PrivacyAction } from '@shortlist/contracts';
import { count, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { inlined } from '../../db/page-bounds.ts';
import { privacyLog, privacySettings, users } from '../../db/schema/index.ts';

export type PrivacyLogInsert = {
  action: PrivacyAction;
  actorId: number | null;
  actorName: string;
  candidateId: number | null;
  candidateLabel: string;
  reason?: string;
  details?: Record<string, unknown>;
};

export async function insertPrivacyLog(tx: Tx, entry: PrivacyLogInsert): Promise<void> {
  await tx.insert(privacyLog).values(entry);
}

/** After an erasure the log names the candidate only by their anonymous label. */
export async function relabelPrivacyLog(tx: Tx, candidateId: number, label: string): Promise<void> {
  await tx.update(privacyLog).set({ candidateLabel: label }).where(eq(privacyLog.candidateId, candidateId));
}

export async function selectPrivacyLog(db: Tx, page: { limit: number; offset: number }) {
  return db
    .select()
    .from(privacyLog)
    .orderBy(desc(privacyLog.createdAt), desc(privacyLog.id))
    .limit(inlined(page.limit))
    .offset(inlined(page.offset));
}

export type PrivacyLogRow = Awaited<ReturnType<typeof selectPrivacyLog>>[number];

export async function countPrivacyLog(db: Tx): Promise<number> {
  const [row] = await db.select({ total: count() }).from(privacyLog);
  return row?.total ?? 0;
}

export async function selectPrivacySettings(db: Tx) {
  const [row] = await db
    .select({
      retentionMonths: privacySettings.retentionMonths,
      updatedAt: privacySettings.updatedAt,
      updatedBy: users.fullName,
    })
    .from(privacySettings)
    .leftJoin(users, eq(users.id, privacySettings.updatedBy))
    .where(eq(privacySettings.id, 1));
  return row;
}

export async function upsertPrivacySettings(
  tx: Tx,
  values: { retentionMonths: number | null; updatedBy: number; updatedAt: Date },
): Promise<void> {
  await tx
    .insert(privacySettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: privacySettings.id, set: values });
}

/** Issue 16 merge: the duplicate's entries are the kept record's, so its erasure relabels them too. */
export async function movePrivacyLogOfCandidate(tx: Tx, from: number, to: number): Promise<void> {
  await tx.update(privacyLog).set({ candidateId: to }).where(eq(privacyLog.candidateId, from));
}
