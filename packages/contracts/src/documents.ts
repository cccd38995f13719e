import { z } from 'zod';

/** spec 02 §9 Documents. */
export const DOCUMENT_LIMITS = {
  maxBytes: 10_485_760,
  minBytes: 1024,
  minTextChars: 50,
  minChecksumChars: 16,
} as const;

/** spec 02 §5 document helper messages. */
export const DOCUMENT_MESSAGES = {
  tooLarge: 'File size exceeds 10MB limit',
  tooSmall: 'File appears to be too small or empty',
  insufficientText: 'Unable to extract sufficient text content',
  invalidChecksum: 'Invalid file checksum',
  invalidType: 'Invalid document type',
  processingFailed: 'Processing failed',
  tooManyFiles: 'Too many files',
  // Issue 10: a file that would cost too much to read is refused, naming the limit it hit.
  tooManyPages: (max: number) => `File has more than ${max} pages`,
  unpacksTooLarge: (megabytes: number) => `File unpacks to more than ${megabytes} MB`,
  tooSlowToRead: (seconds: number) => `File took longer than ${seconds} seconds to read`,
  tooMuchMemory: (megabytes: number) => `File needs more than ${megabytes} MB of memory to read`,
  wordTooLong: (max: number) => `File contains a word longer than ${max} characters`,
  readersBusy: 'Too many files are being read right now; try again in a minute',
  uploadTooSlow: 'The upload took too long',
} as const;

/** spec 02 §3 Document type. */
export const DOCUMENT_TYPES = ['cv', 'cover_letter', 'portfolio', 'assessment', 'other'] as const;
export const documentTypeSchema = z.enum(DOCUMENT_TYPES);
export type DocumentType = z.infer<typeof documentTypeSchema>;

/** spec 02 §5 CV drop area: accepted types, by extension and the content types they map to. */
export const CV_ACCEPTED_TYPES = {
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'text/plain': ['.txt'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
} as const satisfies Record<string, readonly string[]>;
export type DocumentContentType = keyof typeof CV_ACCEPTED_TYPES;
export const CV_ACCEPTED_EXTENSIONS = Object.values(CV_ACCEPTED_TYPES).flat();
/** spec 02 §5: junk files are ignored by the drop area. */
export const JUNK_FILE_NAMES = ['.DS_Store', 'Thumbs.db'] as const;
/** spec 02 §9: preview words and key phrases. */
export const CV_PREVIEW_WORDS = 50;
export const KEY_PHRASE_LENGTH = { min: 20, max: 100 } as const;
export const MAX_KEY_PHRASES = 3;

/** spec 02 §2 CV Upload: the states a dropped file goes through, with their progress. */
export const CV_FILE_STATES = {
  uploading: 30,
  processing: 60,
  completed: 100,
  error: 0,
} as const;

/**
 * spec 02 §2/§9: "about 40 known skill keywords". Matched on word boundaries, case-insensitively;
 * the list is the canonical spelling stored on the candidate.
 */
export const SKILL_KEYWORDS = [
  'JavaScript',
  'TypeScript',
  'Python',
  'Java',
  'C#',
  'C++',
  'Go',
  'Rust',
  'Ruby',
  'PHP',
  'Kotlin',
  'Swift',
  'Scala',
  'SQL',
  'PostgreSQL',
  'MySQL',
  'MongoDB',
  'Redis',
  'React',
  'Angular',
  'Vue',
  'Node.js',
  'Django',
  'Flask',
  'Spring',
  'HTML',
  'CSS',
  'GraphQL',
  'REST',
  'AWS',
  'Azure',
  'GCP',
  'Docker',
  'Kubernetes',
  'Terraform',
  'Git',
  'Linux',
  'CI/CD',
  'Machine Learning',
  'Deep Learning',
  'Data Science',
  'TensorFlow',
  'PyTorch',
  'Pandas',
  'Spark',
  'Agile',
  'Scrum',
  'Project Management',
  'Product Management',
  'Leadership',
  'Communication',
  'Excel',
  'Tableau',
  'Power BI',
  'Salesforce',
  'Figma',
] as const;

export const documentSchema = z.object({
  id: z.number().int(),
  candidate_id: z.number().int(),
  application_id: z.number().int().nullable(),
  type: documentTypeSchema,
  filename: z.string(),
  content_type: z.string(),
  file_size: z.number().int(),
  checksum: z.string(),
  has_text: z.boolean(),
  warning: z.string().nullable(),
  url: z.string(),
  uploaded_at: z.string(),
});
export type Document = z.infer<typeof documentSchema>;

/** What the server reads out of a CV (POST /documents/parse/ and create_with_cv). */
export const cvExtractionSchema = z.object({
  text_length: z.number().int(),
  skills: z.array(z.string()),
  years_experience: z.number().int().nullable(),
  emails: z.array(z.string()),
  phones: z.array(z.string()),
  links: z.object({
    linkedin: z.string().optional(),
    github: z.string().optional(),
    portfolio: z.string().optional(),
  }),
  preview: z.string(),
  key_phrases: z.array(z.string()),
  full_name: z.string().nullable(),
});
export type CvExtraction = z.infer<typeof cvExtractionSchema>;

/** Nothing typed: missing, null, or only spaces. */
export const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
/** No list, or only blank items. */
export const isBlankList = (value: unknown) => !Array.isArray(value) || value.every((item) => isBlank(item));

/**
 * Issue 4: what the CV says fills only what the user left empty. Works on the raw form, before
 * validation, so a CV's e-mail can satisfy "At least one email is required". The create form
 * prefills with it and the server fills a CV upload's blanks with it (create_with_cv, careers).
 */
export function fillFromCv(raw: Record<string, unknown>, cv: CvExtraction): Record<string, unknown> {
  const filled = { ...raw };
  if (isBlank(filled.full_name) && cv.full_name) filled.full_name = cv.full_name;
  if (isBlankList(filled.emails) && cv.emails.length) filled.emails = cv.emails;
  if (isBlankList(filled.phones) && cv.phones.length) filled.phones = cv.phones;
  if (isBlankList(filled.skills_extracted) && cv.skills.length) filled.skills_extracted = cv.skills;
  if (isBlank(filled.years_experience) && cv.years_experience !== null)
    filled.years_experience = cv.years_experience;
  if (isBlank(filled.summary) && cv.preview) filled.summary = cv.preview;
  const links = (filled.links ?? {}) as Record<string, string | undefined>;
  filled.links = {
    ...links,
    linkedin: isBlank(links.linkedin) ? cv.links.linkedin : links.linkedin,
    github: isBlank(links.github) ? cv.links.github : links.github,
    portfolio: isBlank(links.portfolio) ? cv.links.portfolio : links.portfolio,
  };
  return filled;
}

export const documentParseResponseSchema = z.object({
  filename: z.string(),
  content_type: z.string(),
  file_size: z.number().int(),
  warning: z.string().nullable(),
  extraction: cvExtractionSchema,
});
export type DocumentParseResponse = z.infer<typeof documentParseResponseSchema>;
