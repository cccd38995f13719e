import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { plannedWithValues } from '../planned-with-values.ts';
import { users } from './users.ts';

export type WorkExperience = { position: string; company: string; duration: string; description: string };
export type Education = { degree: string; institution: string; year: string };
export type CandidateLinks = { linkedin?: string; github?: string; portfolio?: string };

/** spec 02 §3 Candidate. Salary fields are only ever presented to admin and finance. */
export const candidates = pgTable(
  'candidates',
  {
    id: serial('id').primaryKey(),
    fullName: text('full_name').notNull(),
    emails: jsonb('emails').$type<string[]>().notNull().default([]),
    phones: jsonb('phones').$type<string[]>().notNull().default([]),
    location: text('location').notNull().default(''),
    country: text('country').notNull().default(''),
    city: text('city').notNull().default(''),
    currentCompany: text('current_company').notNull().default(''),
    currentRole: text('current_role').notNull().default(''),
    employmentType: text('employment_type').notNull().default('full-time'),
    yearsExperience: integer('years_experience'),
    summary: text('summary').notNull().default(''),
    cvText: text('cv_text').notNull().default(''),
    skillsExtracted: jsonb('skills_extracted').$type<string[]>().notNull().default([]),
    workExperience: jsonb('work_experience').$type<WorkExperience[]>().notNull().default([]),
    educationHistory: jsonb('education_history').$type<Education[]>().notNull().default([]),
    links: jsonb('links').$type<CandidateLinks>().notNull().default({}),
    cvUrl: text('cv_url'),
    sourceType: text('source_type').notNull().default('manual'),
    recruiterName: text('recruiter_name').notNull().default(''),
    desiredSalaryMin: integer('desired_salary_min'),
    desiredSalaryMax: integer('desired_salary_max'),
    offeredSalary: integer('offered_salary'),
    isFlagged: boolean('is_flagged').notNull().default(false),
    isArchived: boolean('is_archived').notNull().default(false),
    /** Issue 16: when the personal data was erased (the row stays, anonymous, for its applications). */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What search reads (spec 02 §2: full name, current company, any e-mail), lower-cased and
     * kept by the database: matching a stored text with LIKE costs a sixth of building the text
     * and matching it with ILIKE on every row the index finds (docs/decisions/019). Never shown.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`lower(${candidates.fullName} || ' ' || ${candidates.currentCompany} || ' ' || (${candidates.emails})::text)`,
      ),
    /**
     * The transaction that last wrote what search reads (name, company, e-mails, date added): set
     * here on insert and by a trigger on update (migration 0034). The search index of each server
     * process reads the rows stamped since it last looked (db/candidate-search-index.ts).
     */
    searchStamp: bigint('search_stamp', { mode: 'number' })
      .notNull()
      .default(sql`(pg_current_xact_id()::text::bigint)`),
  },
  (table) => [
    index('candidates_created_at_idx').on(table.createdAt),
    index('candidates_full_name_idx').on(table.fullName),
    // Issue 16 duplicates (functions of migration 0027): who else has this e-mail, phone or company
    index('candidates_email_keys_idx').using('gin', sql`candidate_email_keys(${table.emails})`),
    index('candidates_phone_keys_idx').using('gin', sql`candidate_phone_keys(${table.phones})`),
    index('candidates_name_block_idx').on(
      sql`candidate_name_block(${table.fullName}, ${table.currentCompany})`,
    ),
    // Search is a substring LIKE over search_text, served by a trigram GIN index (pg_trgm:
    // migration 0002). New rows wait in the index's pending list until it holds 256 kB, so a
    // bulk import leaves searches a short list to read, with or without a vacuum since.
    index('candidates_search_text_trgm_idx')
      .using('gin', sql`${table.searchText} gin_trgm_ops`)
      .with({ gin_pending_list_limit: 256 }),
    index('candidates_search_stamp_idx').on(table.searchStamp),
  ],
);

/**
 * Candidates deleted, by the transaction that deleted them (a trigger writes them: migration
 * 0034), for the search indexes to drop; a truncate leaves one row without a candidate, which
 * makes them read every candidate again. Rows older than a day are dropped as new ones come.
 */
export const candidateSearchRemovals = pgTable(
  'candidate_search_removals',
  {
    candidateId: integer('candidate_id'),
    stamp: bigint('stamp', { mode: 'number' }).notNull().default(sql`(pg_current_xact_id()::text::bigint)`),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('candidate_search_removals_stamp_idx').on(table.stamp),
    index('candidate_search_removals_removed_at_idx').on(table.removedAt),
  ],
);

/**
 * Candidates whose name, company or any e-mail holds a search (a LIKE pattern such as
 * containsPattern's), without regard to case, as a search of the candidates table: the candidates
 * list's search with another filter or order (alone, it reads the search index of
 * db/candidate-search-index.ts). How many people the pattern finds decides how to read them, so
 * the statement is planned with its pattern each time (db/planned-with-values.ts).
 */
export const candidateSearchMatches = (pattern: string): SQL =>
  sql`${candidates.searchText} like lower(${pattern}) ${plannedWithValues}`;

/**
 * One candidate row, read by its key, against a search pattern: `table` is the candidates table as
 * the statement names it. A board's cards and the applications page check each row's candidate so;
 * their plans do not depend on the pattern, and are kept.
 */
export const candidateRowMatches = (pattern: string, table: { searchText: AnyPgColumn }): SQL =>
  sql`${table.searchText} like lower(${pattern})`;

/** spec 02 §3 Note, on a candidate (optionally about one application). */
export const candidateNotes = pgTable(
  'candidate_notes',
  {
    id: serial('id').primaryKey(),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    noteType: text('note_type').notNull().default('general'),
    isPrivate: boolean('is_private').notNull().default(false),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('candidate_notes_candidate_idx').on(table.candidateId, table.createdAt)],
);

/** spec 02 §2 Assigned Team: the users working on a candidate. */
export const candidateTeamMembers = pgTable(
  'candidate_team_members',
  {
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.candidateId, table.userId] })],
);

/**
 * Issue 16: two records someone looked at and said are different people, so the duplicates list
 * stops offering them (the lower id first). Written by the duplicates feature only.
 */
export const candidateDuplicateDismissals = pgTable(
  'candidate_duplicate_dismissals',
  {
    firstId: integer('first_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    secondId: integer('second_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    dismissedBy: integer('dismissed_by').references(() => users.id, { onDelete: 'set null' }),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.firstId, table.secondId] }),
    index('candidate_duplicate_dismissals_second_idx').on(table.secondId),
  ],
);

/**
 * Issue 16: the possible duplicates as last found (docs/decisions/023), the lower id first — what
 * the duplicates list reads, instead of comparing every record on each request. A candidate's own
 * pairs are found again after each change to them; a nightly scan finds every pair afresh.
 * Written by the duplicates feature only.
 */
export const candidateDuplicatePairs = pgTable(
  'candidate_duplicate_pairs',
  {
    firstId: integer('first_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    secondId: integer('second_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    reasons: text('reasons').array().notNull(),
    foundAt: timestamp('found_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.firstId, table.secondId] }),
    // the list's newest pairs first (scanned backwards), and a candidate's pairs as the second
    index('candidate_duplicate_pairs_second_idx').on(table.secondId, table.firstId),
  ],
);
