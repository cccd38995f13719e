import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { inlined } from '../../db/page-bounds.ts';
import { candidateImportRefusals, candidateImports, users } from '../../db/schema/index.ts';

export type ImportInsert = typeof candidateImports.$inferInsert;
export type ImportRow = typeof candidateImports.$inferSelect;

const withAuthor = {
  row: candidateImports,
  authorName: users.fullName,
};

export async function insertImport(tx: Tx, values: ImportInsert): Promise<number> {
  const [row] = await tx.insert(candidateImports).values(values).returning({ id: candidateImports.id });
  return row!.id;
}

export async function selectImport(db: Tx, id: number) {
  const [row] = await db
    .select(withAuthor)
    .from(candidateImports)
    .leftJoin(users, eq(users.id, candidateImports.createdBy))
    .where(eq(candidateImports.id, id));
  return row;
}

/** The import's row locked: one batch at a time, however many runs of its job there are. */
export async function selectImportForUpdate(tx: Tx, id: number) {
  const [row] = await tx.select().from(candidateImports).where(eq(candidateImports.id, id)).for('update');
  return row;
}

export async function selectImports(db: Tx, page: { limit: number; offset: number }) {
  return db
    .select(withAuthor)
    .from(candidateImports)
    .leftJoin(users, eq(users.id, candidateImports.createdBy))
    .orderBy(desc(candidateImports.createdAt), desc(candidateImports.id))
    .limit(inlined(page.limit))
    .offset(inlined(page.offset));
}

export type ImportWithAuthor = Awaited<ReturnType<typeof selectImports>>[number];

export async function countImports(db: Tx): Promise<number> {
  const [row] = await db.select({ total: count() }).from(candidateImports);
  return row?.total ?? 0;
}

export async function updateImport(tx: Tx, id: number, values: Partial<ImportInsert>) {
  await tx.update(candidateImports).set(values).where(eq(candidateImports.id, id));
}

/** Moves the counters by one batch's outcome, in that batch's transaction. */
export async function advanceImport(
  tx: Tx,
  id: number,
  step: { rows: number; created: number; updated: number; skipped: number; refused: number },
) {
  await tx
    .update(candidateImports)
    .set({
      processedRows: sql`${candidateImports.processedRows} + ${step.rows}`,
      createdCount: sql`${candidateImports.createdCount} + ${step.created}`,
      updatedCount: sql`${candidateImports.updatedCount} + ${step.updated}`,
      skippedCount: sql`${candidateImports.skippedCount} + ${step.skipped}`,
      refusedCount: sql`${candidateImports.refusedCount} + ${step.refused}`,
    })
    .where(eq(candidateImports.id, id));
}

export async function deleteImport(tx: Tx, id: number) {
  await tx.delete(candidateImports).where(eq(candidateImports.id, id));
}

export type RefusalInsert = typeof candidateImportRefusals.$inferInsert;

export async function insertRefusals(tx: Tx, refusals: RefusalInsert[]) {
  if (refusals.length === 0) return;
  await tx.insert(candidateImportRefusals).values(refusals).onConflictDoNothing();
}

export async function selectRefusals(db: Tx, importId: number) {
  return db
    .select({
      rowNumber: candidateImportRefusals.rowNumber,
      cells: candidateImportRefusals.cells,
      reasons: candidateImportRefusals.reasons,
    })
    .from(candidateImportRefusals)
    .where(eq(candidateImportRefusals.importId, importId))
    .orderBy(asc(candidateImportRefusals.rowNumber));
}

/**
 * Imports whose personal data has been kept long enough: finished ones (their refused rows) and
 * uploads never started. Their storage keys, for the files to go with them.
 */
export async function selectExpiredImports(db: Tx, finishedBefore: Date, uploadedBefore: Date) {
  return db
    .select({ id: candidateImports.id, storageKey: candidateImports.storageKey })
    .from(candidateImports)
    .where(
      sql`(${candidateImports.finishedAt} < ${finishedBefore}) or (${candidateImports.status} = 'uploaded' and ${candidateImports.createdAt} < ${uploadedBefore})`,
    )
    .limit(500);
}

export async function deleteImports(tx: Tx, ids: number[]) {
  if (ids.length === 0) return;
  await tx.delete(candidateImports).where(inArray(candidateImports.id, ids));
}
