import { sql } from 'drizzle-orm';
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
