import { RETENTION_WARNING_DAYS } from '@shortlist/contracts';
import type { Tx } from '../db/client.ts';
import { candidates, privacyLog, privacySettings } from '../db/schema/index.ts';
import type { DemoOrganisation } from './demo-organisation.ts';
import { DAY_MS } from './jobs.seed.ts';

/** The demo's retention: the privacy notice's 24 months, set by the administrator six weeks ago. */
const RETENTION_MONTHS = 24;

/**
 * Two people from the talent pool, added by hand almost two years ago and not heard of since:
 * the retention rule's warning list shows them, due within its warning period.
 */
const TALENT_POOL = [
  {
    fullName: 'Tobias Lindqvist',
    emails: ['tobias.lindqvist@example.se'],
    phones: ['+46 70 123 4567'],
    location: 'Gothenburg, Sweden',
    country: 'Sweden',
    city: 'Gothenburg',
    currentCompany: 'Nordlys Energy',
    currentRole: 'Data Analyst',
    yearsExperience: 4,
    summary: 'Met at a meetup; interested in analytics roles. No application yet.',
    skillsExtracted: ['SQL', 'Python', 'Power BI'],
    daysBeforeDue: 9,
  },
  {
    fullName: 'Marisol Echeverría',
    emails: ['marisol.echeverria@example.es'],
    phones: ['+34 612 345 678'],
    location: 'Valencia, Spain',
    country: 'Spain',
    city: 'Valencia',
    currentCompany: 'Azahar Logistics',
    currentRole: 'Operations Coordinator',
    yearsExperience: 6,
    summary: 'Referred for operations roles; asked to be kept in mind.',
    skillsExtracted: ['Operations', 'Excel', 'Supplier management'],
    daysBeforeDue: 23,
  },
];

/** Two years ago less `days`: the candidate reaches 24 months without activity in `days` days. */
function lastSeen(now: Date, daysBeforeDue: number): Date {
  const due = new Date(now.getTime() + daysBeforeDue * DAY_MS);
  due.setUTCFullYear(due.getUTCFullYear() - RETENTION_MONTHS / 12);
  return due;
}

export async function seedPrivacy(tx: Tx, demo: DemoOrganisation, now: Date) {
  const admin = demo.users.find((user) => user.role === 'admin')!;
  const setAt = new Date(now.getTime() - 45 * DAY_MS);
  await tx
    .insert(privacySettings)
    .values({ id: 1, retentionMonths: RETENTION_MONTHS, updatedBy: admin.id, updatedAt: setAt });
  await tx.insert(privacyLog).values({
    action: 'retention_changed',
    actorId: admin.id,
    actorName: admin.fullName,
    candidateId: null,
    details: { from: null, to: RETENTION_MONTHS },
    createdAt: setAt,
  });
  const pool = TALENT_POOL.filter((person) => person.daysBeforeDue < RETENTION_WARNING_DAYS);
  await tx.insert(candidates).values(
    pool.map(({ daysBeforeDue, ...person }) => {
      const at = lastSeen(now, daysBeforeDue);
      return { ...person, sourceType: 'Recruiter', isArchived: false, createdAt: at, updatedAt: at };
    }),
  );
  return { candidates: pool.length };
}
