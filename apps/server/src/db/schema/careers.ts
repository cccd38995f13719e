import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { applications } from './applications.ts';
import { candidates } from './candidates.ts';

/**
 * Issue 16: an applicant's consent to the privacy notice, with the notice's version, given on
 * the careers page with an application. Written by the careers feature only.
 */
export const applicationConsents = pgTable(
  'application_consents',
  {
    id: serial('id').primaryKey(),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    noticeVersion: text('notice_version').notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('application_consents_candidate_idx').on(table.candidateId),
    index('application_consents_application_idx').on(table.applicationId),
  ],
);
