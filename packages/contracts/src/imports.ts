import { z } from 'zod';

/**
 * Issue 16: bringing existing candidates in from a CSV or XLSX file. The file is uploaded and read
 * (its columns and first rows come back), the recruiter maps its columns to candidate fields and
 * chooses what happens to a row whose e-mail is already known, previews the first rows, and
 * starts the import, which runs as a background job with its progress polled. Rows that cannot
 * be imported are kept with their reasons and downloadable as a CSV.
 */

export const IMPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];
/** The file picker's accept list, by extension and the content types browsers send. */
export const IMPORT_ACCEPT = {
  'text/csv': ['.csv'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
} as const;

export const IMPORT_LIMITS = {
  /** The file's size. 50,000 candidates with ten columns are about 6 MB of CSV. */
  maxBytes: 20 * 1024 * 1024,
  maxRows: 100_000,
  maxColumns: 60,
  /** A longer cell is cut here (a summary is the longest field a candidate has). */
  maxCellChars: 10_000,
  /** The rows the upload answers with, and the preview validates. */
  sampleRows: 10,
  /**
   * Rows written per transaction: progress moves in steps of this many. Small enough that the
   * embedded database, which has one connection, answers other requests between batches within
   * a few hundred milliseconds (docs/decisions/024).
   */
  batchRows: 100,
} as const;

/** The candidate fields a column can be imported into. */
export const IMPORT_FIELDS = [
  'full_name',
  'first_name',
  'last_name',
  'email',
  'phone',
  'location',
  'city',
  'country',
  'current_company',
  'current_role',
  'years_experience',
  'skills',
  'linkedin',
  'github',
  'portfolio',
  'summary',
  'source_type',
  'recruiter_name',
] as const;
export const importFieldSchema = z.enum(IMPORT_FIELDS);
export type ImportField = z.infer<typeof importFieldSchema>;

export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  full_name: 'Full name',
  first_name: 'First name',
  last_name: 'Last name',
  email: 'E-mail',
  phone: 'Phone',
  location: 'Location',
  city: 'City',
  country: 'Country',
  current_company: 'Current company',
  current_role: 'Current role',
  years_experience: 'Years of experience',
  skills: 'Skills',
  linkedin: 'LinkedIn',
  github: 'GitHub',
  portfolio: 'Portfolio',
  summary: 'Summary',
  source_type: 'Source',
  recruiter_name: 'Recruiter',
};

/** Column headings that name a field, compared without case, spaces, dashes or underscores. */
const HEADER_SYNONYMS: Record<ImportField, string[]> = {
  full_name: ['fullname', 'name', 'candidate', 'candidatename'],
  first_name: ['firstname', 'givenname', 'forename'],
  last_name: ['lastname', 'surname', 'familyname'],
  email: ['email', 'emailaddress', 'mail', 'emails'],
  phone: ['phone', 'phonenumber', 'mobile', 'telephone', 'tel', 'cell', 'phones'],
  location: ['location', 'address'],
  city: ['city', 'town'],
  country: ['country'],
  current_company: ['currentcompany', 'company', 'employer', 'organisation', 'organization'],
  current_role: ['currentrole', 'role', 'title', 'jobtitle', 'position', 'currenttitle'],
  years_experience: ['yearsexperience', 'yearsofexperience', 'experience', 'years'],
  skills: ['skills', 'skill', 'keywords'],
  linkedin: ['linkedin', 'linkedinurl', 'linkedinprofile'],
  github: ['github', 'githuburl'],
  portfolio: ['portfolio', 'website', 'url', 'homepage'],
  summary: ['summary', 'notes', 'about', 'bio'],
  source_type: ['source', 'sourcetype'],
  recruiter_name: ['recruiter', 'recruitername', 'owner'],
};

const headerKey = (header: string) => header.toLowerCase().replace(/[\s_\-.]+/g, '');

/** Each column's field by its heading, each field at most once (the first column that names it). */
export function suggestImportMapping(headers: string[]): (ImportField | null)[] {
  const taken = new Set<ImportField>();
  return headers.map((header) => {
    const key = headerKey(header);
    const field = IMPORT_FIELDS.find((name) => !taken.has(name) && HEADER_SYNONYMS[name].includes(key));
    if (!field) return null;
    taken.add(field);
    return field;
  });
}

export const DUPLICATE_POLICIES = ['skip', 'update', 'create'] as const;
export const duplicatePolicySchema = z.enum(DUPLICATE_POLICIES);
export type DuplicatePolicy = z.infer<typeof duplicatePolicySchema>;
export const DUPLICATE_POLICY_LABELS: Record<DuplicatePolicy, { label: string; description: string }> = {
  skip: {
    label: 'Skip the row',
    description: 'The candidate already on file stays as it is.',
  },
  update: {
    label: 'Update the candidate on file',
    description: 'Mapped fields replace theirs; e-mails, phones and skills are added to theirs.',
  },
  create: {
    label: 'Create a new candidate',
    description: 'Both records are kept and listed as possible duplicates.',
  },
};

export const IMPORT_MESSAGES = {
  fileRequired: 'Choose a CSV or XLSX file to import',
  invalidType: 'Import a CSV or XLSX file',
  tooLarge: `The file is larger than ${IMPORT_LIMITS.maxBytes / 1024 / 1024} MB`,
  empty: 'The file has no rows below its header row',
  tooManyRows: `The file has more than ${IMPORT_LIMITS.maxRows.toLocaleString('en-US')} rows; split it into smaller files`,
  tooManyColumns: `The file has more than ${IMPORT_LIMITS.maxColumns} columns`,
  unreadable: 'The file could not be read as a CSV or XLSX spreadsheet',
  mappingLength: 'Map each column of the file, or leave it out',
  fieldTwice: (label: string) => `${label} is mapped to more than one column`,
  emailRequired: 'Map a column to E-mail',
  nameRequired: 'Map a column to Full name, or to First name and Last name',
  notFound: 'Import not found',
  alreadyStarted: 'This import has already been started',
  running: 'An import cannot be discarded while it runs',
  denied: 'Only administrators and recruiters can import candidates.',
  // the reasons a row is refused, besides the candidate form's own messages
  repeatedInFile: (row: number) => `The same e-mail is on row ${row} of this file`,
  fileGone: 'The uploaded file is no longer stored; upload it again',
  stopped: 'The import stopped because of an error; the rows written before it are kept',
} as const;

export const importMappingSchema = z.array(importFieldSchema.nullable());
export type ImportMapping = z.infer<typeof importMappingSchema>;

/** POST /candidates/imports/{id}/preview/ and …/start/: how the file's columns are read. */
export const importSettingsSchema = z.object({
  mapping: importMappingSchema.superRefine((mapping, ctx) => {
    const seen = new Set<ImportField>();
    for (const field of mapping) {
      if (!field) continue;
      if (seen.has(field))
        ctx.addIssue({ code: 'custom', message: IMPORT_MESSAGES.fieldTwice(IMPORT_FIELD_LABELS[field]) });
      seen.add(field);
    }
    if (!seen.has('email')) ctx.addIssue({ code: 'custom', message: IMPORT_MESSAGES.emailRequired });
    if (!seen.has('full_name') && !seen.has('first_name') && !seen.has('last_name'))
      ctx.addIssue({ code: 'custom', message: IMPORT_MESSAGES.nameRequired });
  }),
  duplicate_policy: duplicatePolicySchema,
});
export type ImportSettings = z.infer<typeof importSettingsSchema>;

export const IMPORT_STATUSES = ['uploaded', 'queued', 'running', 'completed', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];
export const IMPORT_STATUS_LABELS: Record<ImportStatus, string> = {
  uploaded: 'Not started',
  queued: 'Waiting to start',
  running: 'Importing',
  completed: 'Completed',
  failed: 'Failed',
};

export const candidateImportSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  format: z.enum(IMPORT_FORMATS),
  status: z.enum(IMPORT_STATUSES),
  headers: z.array(z.string()),
  /** The first rows of the file, as read (IMPORT_LIMITS.sampleRows). */
  sample: z.array(z.array(z.string())),
  total_rows: z.number().int(),
  suggested_mapping: importMappingSchema,
  mapping: importMappingSchema.nullable(),
  duplicate_policy: duplicatePolicySchema.nullable(),
  processed_rows: z.number().int(),
  created_count: z.number().int(),
  updated_count: z.number().int(),
  skipped_count: z.number().int(),
  refused_count: z.number().int(),
  error: z.string().nullable(),
  created_by: z.object({ id: z.number().int(), full_name: z.string() }).nullable(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type CandidateImport = z.infer<typeof candidateImportSchema>;

export const IMPORT_OUTCOMES = ['create', 'update', 'skip', 'refuse'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];
export const IMPORT_OUTCOME_LABELS: Record<ImportOutcome, string> = {
  create: 'New candidate',
  update: 'Updates a candidate',
  skip: 'Skipped',
  refuse: 'Refused',
};

/** One row of the preview: what the import would do with it, and why. */
export const importPreviewRowSchema = z.object({
  row_number: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  outcome: z.enum(IMPORT_OUTCOMES),
  reasons: z.array(z.string()),
  existing_candidate: z.object({ id: z.number().int(), full_name: z.string() }).nullable(),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRowSchema>;
export const importPreviewSchema = z.object({ rows: z.array(importPreviewRowSchema) });
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** The refused-rows report's own columns, before the file's (GET …/refused/, a CSV). */
export const REFUSED_REPORT_COLUMNS = ['Row', 'Reasons'] as const;
