import type { Tx } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';

let sequence = 0;

/** A job with sensible defaults; pass only what the test is about. */
export async function createJob(db: Tx, overrides: Partial<typeof jobs.$inferInsert> = {}) {
  sequence += 1;
  const [job] = await db
    .insert(jobs)
    .values({ title: `Test Job ${sequence}`, ...overrides })
    .returning();
  return job!;
}
