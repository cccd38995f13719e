import type { Tx } from '../db/client.ts';
import { candidates } from '../db/schema/index.ts';
import type { DemoOrganisation } from './demo-organisation.ts';
import { DAY_MS } from './jobs.seed.ts';

/**
 * Two people the team entered a second time by hand months ago (issue 16): one under their
 * e-mail in capitals, one under their phone number written the national way. The first start's
 * duplicate scan offers both pairs on the possible-duplicates list.
 */
export async function seedDuplicates(tx: Tx, demo: DemoOrganisation, now: Date) {
  const [byEmail, byPhone] = [demo.candidates[4]!, demo.candidates[9]!];
  const [first, ...rest] = byEmail.fullName.split(' ');
  const enteredAt = new Date(now.getTime() - 160 * DAY_MS);
  const rows: (typeof candidates.$inferInsert)[] = [
    {
      fullName: `${first!.slice(0, 1)}. ${rest.join(' ')}`,
      emails: (byEmail.emails ?? []).slice(0, 1).map((email) => email.toUpperCase()),
      currentCompany: byEmail.currentCompany ?? '',
      sourceType: 'Recruiter',
      summary: 'Met at a conference; entered by hand.',
      createdAt: enteredAt,
      updatedAt: enteredAt,
    },
    {
      fullName: byPhone.fullName,
      phones: (byPhone.phones ?? []).slice(0, 1).map(nationalForm),
      currentCompany: '',
      sourceType: 'Employee Referral',
      summary: 'Referred by a colleague; no CV yet.',
      createdAt: enteredAt,
      updatedAt: enteredAt,
    },
  ];
  await tx.insert(candidates).values(rows);
  return { candidates: rows.length };
}

/** "+44 20 7946 0311" as a person in that country writes it: "020 7946 0311". */
function nationalForm(phone: string): string {
  return phone.replace(/^\+\d{1,3}\s*/, '0');
}
