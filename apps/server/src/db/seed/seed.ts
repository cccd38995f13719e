import type { Db } from '../client.ts';

/** Placeholder until the demo organisation lands (seed helper fills this in). */
export async function seedIfEmpty(_db: Db): Promise<boolean> {
  return false;
}
