import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import { selectReferencedStorageKeys } from './documents.queries.ts';

/**
 * A stored upload younger than this is never swept, row or no row: its request may still be
 * writing the row. A request gives up on a form after FORM_DEADLINE_MS (multipart-form.ts),
 * well inside this hour, so an upload this old without a row has no request left to record it.
 */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

const BATCH = 500;

/**
 * The background job `maintenance.sweep-orphan-uploads` (issue 10): removes uploaded files that
 * no document row references — left behind when the server died between storing a file and
 * committing its row (or removing it after a refusal or a candidate's deletion) — and writes that
 * never finished. Only files older than ORPHAN_MIN_AGE_MS are considered.
 */
export async function sweepOrphanUploads(
  { db, storage }: { db: Db; storage: FileStorage },
  now: Date,
): Promise<{ removed: number }> {
  const before = new Date(now.getTime() - ORPHAN_MIN_AGE_MS);
  let removed = await storage.removeUnfinished('documents', before);
  let batch: string[] = [];
  const sweep = async () => {
    const referenced = await selectReferencedStorageKeys(db, batch);
    for (const key of batch) {
      if (referenced.has(key)) continue;
      await storage.remove(key);
      removed += 1;
    }
    batch = [];
  };
  for await (const entry of storage.list('documents')) {
    if (entry.modifiedAt >= before) continue;
    batch.push(entry.key);
    if (batch.length >= BATCH) await sweep();
  }
  if (batch.length > 0) await sweep();
  return { removed };
}
