import { z } from 'zod';
import { CANDIDATE_MESSAGES, EMAIL_PATTERN, PHONE_PATTERN } from './candidates.ts';
import { requiredText } from './field-messages.ts';
import { tooLongMessage } from './input-limits.ts';
import { ORGANISATION_NAME } from './organisation.ts';
import { paginationQuerySchema } from './pagination.ts';

/**
 * Issue 16: the careers page (`/careers`) and the share link (`/apply/{jobId}`, spec 01 §2.6)
 * without sign-in. Only what a job advertises leaves the server: no notes, scores, framework,
 * team or counts, and the salary range only where the job's settings publish it.
 */

/**
 * The privacy notice an applicant accepts. Its version is recorded with each consent; a form
 * sent against an older version is refused so nobody agrees to text they did not see.
 */
export const PRIVACY_NOTICE = {
  version: '2026-11-01',
  title: 'Privacy notice for applicants',
  paragraphs: [
    `${ORGANISATION_NAME} keeps the details you send with your application (your name, e-mail address, phone number, location, LinkedIn profile, CV and cover letter) to consider you for this role and, unless you ask us not to, for similar roles.`,
    'Your application is read by the recruiters and hiring managers of the role. Your CV is scored against the role\u2019s requirements to help them review; a person makes every decision.',
    'We keep your data while your application is open and for up to 24 months after, then erase it. You may ask for a copy of your data, for its correction or for its erasure at any time by writing to our careers address.',
  ],
} as const;

export const CAREERS_MESSAGES = {
  jobNotFound: 'Job not found',
  emailRequired: 'Please enter your e-mail address',
  closed: 'This job is no longer accepting applications.',
  consentRequired: 'Please accept the privacy notice to apply',
  consentOutdated: 'The privacy notice has changed. Please read it again and accept it.',
  cvRequired: 'Please attach your CV',
  cvType: 'Your CV must be a PDF, DOCX or TXT file',
  linkedinInvalid: 'Please enter a LinkedIn profile address (linkedin.com/in/…)',
  rateLimited: 'Too many applications from this address. Please try again in an hour.',
  received: (jobTitle: string) =>
    `Thank you for applying for ${jobTitle}. The hiring team will review your application and get back to you by e-mail.`,
  alreadyApplied: (jobTitle: string) =>
    `You have already applied for ${jobTitle}. Your application is with the hiring team; there is no need to apply again.`,
} as const;

/** The careers pages' name in the browser tab and in link previews: "Senior Engineer · Meridian careers". */
export const CAREERS_SITE_NAME = `${ORGANISATION_NAME} careers`;

/** Applications the careers page accepts from one network address an hour. */
export const APPLY_RATE_LIMIT = { max: 10, timeWindowMs: 60 * 60 * 1000 } as const;
/** The cover letter's longest text. */
export const COVER_LETTER_MAX = 10_000;
/** The careers page's CV types: the spec's document rules, without images and legacy .doc. */
export const CAREERS_CV_TYPES = {
  'application/pdf': ['.pdf'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'text/plain': ['.txt'],
} as const satisfies Record<string, readonly string[]>;
/** The form field bots fill and people never see. */
export const HONEYPOT_FIELD = 'website';

export const publicSalarySchema = z.object({
  min: z.number().int().nullable(),
  max: z.number().int().nullable(),
  currency: z.string(),
});

/** A row of GET /public/jobs/ (the careers list). */
export const publicJobSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  department: z.string(),
  location: z.string(),
  employment_type: z.string(),
  sectors: z.array(z.string()),
  remote: z.boolean(),
  salary: publicSalarySchema.nullable(),
  posted_at: z.string(),
  closes_on: z.string().nullable(),
});
export type PublicJobSummary = z.infer<typeof publicJobSummarySchema>;

/** GET /public/jobs/{id}/: the share link's page. */
export const publicJobSchema = publicJobSummarySchema.extend({
  compelling_headline: z.string(),
  experience_range: z.string(),
  /** Sanitised HTML (the job form sanitises on write). */
  description: z.string(),
  skills_required: z.array(z.string()),
  skills_nice: z.array(z.string()),
  /** False for a paused or closed job, or past its closing date: the page says so. */
  accepting_applications: z.boolean(),
});
export type PublicJob = z.infer<typeof publicJobSchema>;

export const publicJobListQuerySchema = paginationQuerySchema.extend({
  search: z.string().trim().max(200, tooLongMessage(200)).optional(),
  sector: z.string().trim().max(200, tooLongMessage(200)).optional(),
});
export type PublicJobListQuery = z.infer<typeof publicJobListQuerySchema>;

const optionalText = (max: number) => z.string().trim().max(max, tooLongMessage(max)).default('');
const LINKEDIN = /^(https?:\/\/)?([a-z]{2,3}\.)?linkedin\.com\/[^\s]+$/i;

/**
 * POST /public/jobs/{id}/apply/ (multipart): the apply form's text fields. The CV travels as
 * the file field `cv`. Messages are the candidate form's where the field is the same.
 */
export const publicApplicationSchema = z.object({
  full_name: requiredText(CANDIDATE_MESSAGES.fullNameRequired).max(200, tooLongMessage(200)),
  email: requiredText(CAREERS_MESSAGES.emailRequired)
    .max(300, tooLongMessage(300))
    .refine((value) => EMAIL_PATTERN.test(value), CANDIDATE_MESSAGES.emailInvalid)
    .transform((value) => value.toLowerCase()),
  phone: optionalText(50).superRefine((value, ctx) => {
    if (value !== '' && !PHONE_PATTERN.test(value))
      ctx.addIssue({ code: 'custom', message: CANDIDATE_MESSAGES.invalidPhoneFormat(value) });
  }),
  location: optionalText(200),
  linkedin_url: optionalText(500)
    .refine((value) => value === '' || LINKEDIN.test(value), CAREERS_MESSAGES.linkedinInvalid)
    .transform((value) => (value === '' || /^https?:\/\//i.test(value) ? value : `https://${value}`)),
  cover_letter: optionalText(COVER_LETTER_MAX),
  privacy_consent: z
    .string(CAREERS_MESSAGES.consentRequired)
    .refine((value) => value === 'true', CAREERS_MESSAGES.consentRequired),
  privacy_notice_version: z
    .string(CAREERS_MESSAGES.consentOutdated)
    .refine((value) => value === PRIVACY_NOTICE.version, CAREERS_MESSAGES.consentOutdated),
  [HONEYPOT_FIELD]: z.string().max(500).optional(),
});
export type PublicApplication = z.output<typeof publicApplicationSchema>;

export const applyResponseSchema = z.object({
  status: z.enum(['received', 'already_applied']),
  message: z.string(),
});
export type ApplyResponse = z.infer<typeof applyResponseSchema>;
