import type { Tx } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { nextSequence } from './sequence.ts';

/** A user account with sensible defaults (an active recruiter); pass only what the test is about. */
export async function createUser(db: Tx, overrides: Partial<typeof users.$inferInsert> = {}) {
  const sequence = nextSequence();
  const [user] = await db
    .insert(users)
    .values({
      email: `user${sequence}-${Date.now()}@meridian.example`,
      fullName: `Test User ${sequence}`,
      role: 'recruiter',
      ...overrides,
    })
    .returning();
  return user!;
}
