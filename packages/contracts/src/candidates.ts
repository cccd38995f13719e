import { z } from 'zod';
import { requiredText } from './field-messages.ts';
import { INPUT_MESSAGES, idSchema, MAX_SALARY, tooLongMessage } from './input-limits.ts';

/** spec 02 §5: the candidate form's and the contact helper's messages, written once. */
export const CANDIDATE_MESSAGES = {
  fullNameRequired: 'Full name is required',
  emailRequired: 'At least one email is required',
  emailInvalid: 'Please enter a valid email address',
  invalidEmailFormat: (email: string) => `Invalid email format: ${email}`,
  invalidPhoneFormat: (phone: string) => `Invalid phone format: ${phone}`,
  yearsNonNegative: 'Years of experience must be a whole number of at least 0',
  salaryNonNegative: 'Salary must be at least 0',
  linkScheme: 'Links must start with http:// or https://',
  salaryTooLarge: INPUT_MESSAGES.salaryTooLarge,
  yearsTooMany: 'Years of experience cannot be more than 80',
  duplicateEmail: (name: string) => `A candidate with this email already exists: ${name}`,
  createFailed: 'Failed to create candidate. Please try again.',
  updateFailed: 'Failed to update candidate. Please try again.',
  deleteFailed: 'Failed to delete candidate.',
  deleted: 'Candidate deleted successfully',
  notFound: 'Candidate not found',
  salaryNote: 'Only admin and finance users can set salary information',
  addNoteFailed: 'Failed to add note',
  unknownTeamMember: 'Unknown team member.',
} as const;

/** spec 02 §5: "looks like {email}". */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** spec 02 §5 contact helper: 10 or more digits, spaces, dashes or parentheses, optional leading plus. */
export const PHONE_PATTERN = /^\+?[\d\s\-()]{10,}$/;

/** spec 02 §2 Edit Profile: employment type options. */
export const CANDIDATE_EMPLOYMENT_TYPES = ['full-time', 'part-time', 'contract', 'freelance'] as const;
/** spec 02 §2 Edit Profile: source type options (value = label). */
export const CANDIDATE_SOURCE_TYPES = ['Direct Application', 'Recruiter', 'Employee Referral'] as const;
/** spec 02 §3 Candidate form: source_type defaults to manual. */
export const DEFAULT_CANDIDATE_SOURCE = 'manual';

/** spec 02 §2: candidate list orderings (name; AI score highest first; date added newest first). */
export const CANDIDATE_ORDERINGS = ['name', 'ai_score', 'date_added'] as const;
export type CandidateOrdering = (typeof CANDIDATE_ORDERINGS)[number];
/** spec 02 §9: a list row shows the first 5 skills plus "+N more". */
export const CANDIDATE_ROW_SKILLS = 5;
/** spec 02 §4: pipeline order on candidate detail pages. */
export const CANDIDATE_PIPELINE_ORDER = [
  'applied',
  'cv_review',
  'prospector',
  'deep_dive',
  'facet',
  'work_sample',
  'reference',
  'bar_raiser',
  'decision',
] as const;

const shortText = (max: number) => z.string().trim().max(max, tooLongMessage(max));

/** Trims, then drops blank list entries (spec 02 §5: empty entries are dropped on submit). */
const cleanList = z
  .array(z.string().max(300, tooLongMessage(300)))
  .max(200)
  .transform((items) => items.map((item) => item.trim()).filter(Boolean));

const emailList = cleanList.superRefine((emails, ctx) => {
  emails.slice(1).forEach((email) => {
    if (!EMAIL_PATTERN.test(email))
      ctx.addIssue({ code: 'custom', message: CANDIDATE_MESSAGES.invalidEmailFormat(email) });
  });
});

const phoneList = cleanList.superRefine((phones, ctx) => {
  for (const phone of phones) {
    if (!PHONE_PATTERN.test(phone))
      ctx.addIssue({ code: 'custom', message: CANDIDATE_MESSAGES.invalidPhoneFormat(phone) });
  }
});

/**
 * spec 02 §5: years_experience is a non-negative whole number; a non-numeric value becomes 0,
 * an empty one null (the edit dialog).
 */
export const yearsExperienceSchema = z.preprocess((value) => {
  if (value === '' || value === null || value === undefined) return null;
  const number = typeof value === 'number' ? value : Number(String(value).trim());
  return Number.isNaN(number) ? 0 : number;
}, z
  .number()
  .int(CANDIDATE_MESSAGES.yearsNonNegative)
  .min(0, CANDIDATE_MESSAGES.yearsNonNegative)
  .max(80, CANDIDATE_MESSAGES.yearsTooMany)
  .nullable());

const salarySchema = z.preprocess(
  (value) => (value === '' || value === undefined ? null : typeof value === 'string' ? Number(value) : value),
  z
    .number()
    .int(CANDIDATE_MESSAGES.salaryNonNegative)
    .min(0, CANDIDATE_MESSAGES.salaryNonNegative)
    .max(MAX_SALARY, CANDIDATE_MESSAGES.salaryTooLarge)
    .nullable(),
);

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const WEB_SCHEME = /^https?:\/\//i;

/** issue 10: a link is shown as a link, so only http and https; "github.com/x" becomes https://github.com/x. */
const linkSchema = z
  .string()
  .trim()
  .max(2000, tooLongMessage(2000))
  .refine(
    (value) => value === '' || !HAS_SCHEME.test(value) || WEB_SCHEME.test(value),
    CANDIDATE_MESSAGES.linkScheme,
  )
  .transform((value) => (value === '' || WEB_SCHEME.test(value) ? value : `https://${value}`));

export const candidateLinksSchema = z.object({
  linkedin: linkSchema.optional(),
  github: linkSchema.optional(),
  portfolio: linkSchema.optional(),
});
export type CandidateLinks = z.infer<typeof candidateLinksSchema>;

export const workExperienceSchema = z.object({
  position: shortText(200).default(''),
  company: shortText(200).default(''),
  duration: shortText(100).default(''),
  description: z.string().max(5000, tooLongMessage(5000)).default(''),
});
export const educationSchema = z.object({
  degree: shortText(200).default(''),
  institution: shortText(200).default(''),
  year: shortText(50).default(''),
});

/** The profile fields with no defaults: PUT changes only what it is sent. */
const profileFields = {
  location: shortText(200),
  country: shortText(100),
  city: shortText(100),
  current_company: shortText(200),
  current_role: shortText(200),
  employment_type: shortText(50),
  years_experience: yearsExperienceSchema,
  summary: z.string().max(10_000, tooLongMessage(10_000)),
  skills_extracted: cleanList,
  work_experience: z.array(workExperienceSchema).max(50),
  education_history: z.array(educationSchema).max(50),
  links: candidateLinksSchema,
  source_type: shortText(50),
  recruiter_name: shortText(200),
  desired_salary_min: salarySchema,
  desired_salary_max: salarySchema,
  offered_salary: salarySchema,
};

/** What a new candidate gets for a field the request leaves out. */
const profileDefaults = {
  location: profileFields.location.default(''),
  country: profileFields.country.default(''),
  city: profileFields.city.default(''),
  current_company: profileFields.current_company.default(''),
  current_role: profileFields.current_role.default(''),
  employment_type: profileFields.employment_type.default('full-time'),
  years_experience: profileFields.years_experience.default(null),
  summary: profileFields.summary.default(''),
  skills_extracted: profileFields.skills_extracted.default([]),
  work_experience: profileFields.work_experience.default([]),
  education_history: profileFields.education_history.default([]),
  links: profileFields.links.default({}),
  source_type: profileFields.source_type.default(DEFAULT_CANDIDATE_SOURCE),
  recruiter_name: profileFields.recruiter_name.default(''),
  desired_salary_min: profileFields.desired_salary_min.optional(),
  desired_salary_max: profileFields.desired_salary_max.optional(),
  offered_salary: profileFields.offered_salary.optional(),
};

/** spec 02 §3 Candidate form and §5 rules; POST /candidates/ and the create form. */
export const candidateCreateSchema = z.object({
  full_name: requiredText(CANDIDATE_MESSAGES.fullNameRequired).max(200, tooLongMessage(200)),
  emails: emailList.default([]).superRefine((emails, ctx) => {
    // spec 02 §5: only the first e-mail is required and checked with the form's message.
    const first = emails[0];
    if (!first) ctx.addIssue({ code: 'custom', message: CANDIDATE_MESSAGES.emailRequired });
    else if (!EMAIL_PATTERN.test(first))
      ctx.addIssue({ code: 'custom', message: CANDIDATE_MESSAGES.emailInvalid });
  }),
  phones: phoneList.default([]),
  ...profileDefaults,
  job_id: idSchema.optional().nullable(),
});
export type CandidateCreate = z.infer<typeof candidateCreateSchema>;
export type CandidateCreateInput = z.input<typeof candidateCreateSchema>;

/** PUT /candidates/{id}/: the Edit Profile dialog (spec 02 §5: no required fields). */
export const candidateUpdateSchema = z
  .object({
    full_name: requiredText(CANDIDATE_MESSAGES.fullNameRequired).max(200, tooLongMessage(200)),
    emails: emailList.superRefine((emails, ctx) => {
      const first = emails[0];
      if (first && !EMAIL_PATTERN.test(first))
        ctx.addIssue({ code: 'custom', message: CANDIDATE_MESSAGES.invalidEmailFormat(first) });
    }),
    phones: phoneList,
    ...profileFields,
    // spec 02 §2 more menu: Flag and Archive are real (DESIGN.md §2).
    is_flagged: z.boolean(),
    is_archived: z.boolean(),
  })
  .partial();
export type CandidateUpdate = z.infer<typeof candidateUpdateSchema>;
export type CandidateUpdateInput = z.input<typeof candidateUpdateSchema>;

/** The multipart fields of POST /candidates/create_with_cv/ (spec 02 §7), as text before decoding. */
export const CREATE_WITH_CV_JSON_FIELDS = ['emails', 'phones', 'skills_extracted', 'links'] as const;

/** spec 02 §2: the list's "Edit Profile" parsing rules (one per line, comma-separated skills). */
export function splitLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}
export function splitCommas(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

export const candidateSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  emails: z.array(z.string()),
  phones: z.array(z.string()),
  location: z.string(),
  country: z.string(),
  city: z.string(),
  current_company: z.string(),
  current_role: z.string(),
  employment_type: z.string(),
  years_experience: z.number().int().nullable(),
  summary: z.string(),
  skills_extracted: z.array(z.string()),
  work_experience: z.array(
    z.object({ position: z.string(), company: z.string(), duration: z.string(), description: z.string() }),
  ),
  education_history: z.array(z.object({ degree: z.string(), institution: z.string(), year: z.string() })),
  links: z.object({
    linkedin: z.string().optional(),
    github: z.string().optional(),
    portfolio: z.string().optional(),
  }),
  cv_url: z.string().nullable(),
  source_type: z.string(),
  recruiter_name: z.string(),
  assigned_team: z.array(z.number().int()),
  is_flagged: z.boolean(),
  is_archived: z.boolean(),
  /** Issue 16: when the candidate's personal data was erased; the record keeps only its history. */
  erased_at: z.string().nullable(),
  // Present only for admin and finance (DESIGN.md §6); the presenter removes them for others.
  desired_salary_min: z.number().int().nullable().optional(),
  desired_salary_max: z.number().int().nullable().optional(),
  offered_salary: z.number().int().nullable().optional(),
  application_count: z.number().int(),
  average_match_score: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Candidate = z.infer<typeof candidateSchema>;

/** One row of GET /candidates/ (spec 02 §2 candidate list). */
export const candidateRowSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  current_company: z.string(),
  current_role: z.string(),
  location: z.string(),
  city: z.string(),
  country: z.string(),
  years_experience: z.number().int().nullable(),
  first_email: z.string().nullable(),
  first_phone: z.string().nullable(),
  summary: z.string(),
  top_skills: z.array(z.string()),
  more_skills_count: z.number().int(),
  source_type: z.string(),
  application_count: z.number().int(),
  average_match_score: z.number().nullable(),
  created_at: z.string(),
});
export type CandidateRow = z.infer<typeof candidateRowSchema>;

export const SCORE_BANDS = ['90', '80', '70', 'low'] as const;
export const candidateListQuerySchema = z.object({
  search: z.string().trim().optional(),
  ordering: z.enum(CANDIDATE_ORDERINGS).optional(),
  skills: z.string().trim().optional(),
  location: z.string().trim().optional(),
  source_type: z.string().trim().optional(),
  /** Filters panel: average match in a badge band (90+, 80–89, 70–79, below 70, none). */
  score_band: z.enum(['90', '80', '70', 'low', 'none']).optional(),
  stage_key: z.string().trim().optional(),
});
export type CandidateListQuery = z.infer<typeof candidateListQuerySchema>;

/** spec 02 §3 Note; §7 POST /candidates/{id}/notes/. */
export const NOTE_TYPES = ['general', 'interview', 'screening', 'reference', 'offer'] as const;
export const noteCreateSchema = z.object({
  text: requiredText('Note text is required').max(5000, tooLongMessage(5000)),
  note_type: shortText(50).default('general'),
  is_private: z.boolean().default(false),
  tags: z
    .array(shortText(50))
    .max(20)
    .default([])
    .transform((tags) => tags.map((tag) => tag.trim()).filter(Boolean)),
});
export type NoteCreate = z.input<typeof noteCreateSchema>;
export const noteSchema = z.object({
  id: z.number().int(),
  candidate_id: z.number().int(),
  text: z.string(),
  note_type: z.string(),
  is_private: z.boolean(),
  tags: z.array(z.string()),
  author_id: z.number().int().nullable(),
  author_name: z.string().nullable(),
  created_at: z.string(),
});
export type Note = z.infer<typeof noteSchema>;

/** PUT /candidates/{id}/team/ (spec 02 §7). */
export const candidateTeamSchema = z.object({ assigned_team: z.array(idSchema).max(50) });
/** A team member as any role may see them: no e-mail (issue 10), only what the card shows. */
export const teamMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.string(),
  initials: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
export const candidateTeamResponseSchema = z.object({
  assigned_team: z.array(teamMemberSchema),
  available: z.array(teamMemberSchema),
});
export type CandidateTeam = z.infer<typeof candidateTeamResponseSchema>;

/** 409 body for a duplicate e-mail: names the existing candidate so the form can offer it. */
export const duplicateCandidateSchema = z.object({
  detail: z.string(),
  existing_candidate: z.object({ id: z.number().int(), full_name: z.string() }),
});
export type DuplicateCandidate = z.infer<typeof duplicateCandidateSchema>;
