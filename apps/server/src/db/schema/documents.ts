import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { applications } from './applications.ts';
import { candidates } from './candidates.ts';
import { users } from './users.ts';

/**
 * spec 02 §3 Document. The bytes live in file storage (platform/storage) under storage_key;
 * deleting the candidate deletes the rows here and the service deletes the files.
 */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    applicationId: integer('application_id').references(() => applications.id, { onDelete: 'set null' }),
    type: text('type', { enum: ['cv', 'cover_letter', 'portfolio', 'assessment', 'other'] })
      .notNull()
      .default('cv'),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    fileSize: integer('file_size').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    /** SHA-256 of the whole file, hex (spec 02 §5 asks for at least 16 characters). */
    checksum: text('checksum').notNull(),
    parsedText: text('parsed_text').notNull().default(''),
    /** e.g. "Unable to extract sufficient text content": kept on the document, not a rejection. */
    warning: text('warning'),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('documents_candidate_idx').on(table.candidateId)],
);
