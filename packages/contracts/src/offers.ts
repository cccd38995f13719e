import { z } from 'zod';
import { COMPANY_NAME } from './email.ts';
import { idSchema, MAX_SALARY } from './input-limits.ts';
import { paginationQuerySchema } from './pagination.ts';
import { hasPermission, type Role } from './roles.ts';

/**
 * Issue 13 "Offer letters" (spec 02 Offer-letter dialog, §3 Offer template and Offer form, §9
 * defaults): an offer is drafted from one of two templates, approved by the salary band's rule,
 * sent as a PDF, and answered by the candidate.
 */
export const OFFER_TEMPLATES = ['full_time_standard', 'contract_standard'] as const;
export type OfferTemplate = (typeof OFFER_TEMPLATES)[number];
export const OFFER_TEMPLATE_LABELS: Record<OfferTemplate, string> = {
  full_time_standard: 'Full-Time Standard',
  contract_standard: 'Contract Position',
};
/** spec 02 §3: the template's type. */
export const OFFER_TEMPLATE_TYPES: Record<OfferTemplate, string> = {
  full_time_standard: 'full_time',
  contract_standard: 'contract',
};

export const OFFER_STATUSES = [
  'draft',
  'pending_approval',
  'approved',
  'sent',
  'accepted',
  'declined',
  'expired',
] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
export const OFFER_STATUS_LABELS: Record<OfferStatus, string> = {
  draft: 'Draft',
  pending_approval: 'Pending approval',
  approved: 'Approved',
  sent: 'Sent',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
};

/**
 * spec 02 §2: the stages whose cards offer "Generate offer letter" — its four, and their
 * equivalents in the default workflow of spec 01 §9 (reference, bar raiser, decision).
 */
export const OFFER_STAGES = [
  'offer',
  'final_interview',
  'reference_check',
  'background_check',
  'reference',
  'bar_raiser',
  'decision',
] as const;

/** spec 02 §9 defaults. */
export const OFFER_DEFAULTS = {
  currency: '$',
  employmentType: 'Full-time',
  /** The contract template's employment type. */
  contractEmploymentType: 'Contract',
  signerTitle: 'Head of People',
  signerName: 'Jordan Ellis',
  reportingManager: 'Hiring Manager',
  companyName: COMPANY_NAME,
  responseDays: 7,
  contractMonths: 6,
  hoursPerYear: 2080,
} as const;
/** spec 02 §9: the sent confirmation reverts to editing after 3 s; the dialog closes 2 s after a send. */
export const OFFER_SENT_TIMINGS = { revertMs: 3000, closeMs: 2000 } as const;
/** The section headings of a letter (`renderOfferLetter`), drawn bold in the PDF and the preview. */
export const OFFER_LETTER_HEADINGS = [
  'Terms of employment',
  'Benefits',
  'Engagement',
  'Scope of work',
  'Additional terms',
] as const;

export const DEFAULT_BENEFITS = [
  'Health Insurance',
  'Dental Insurance',
  '401k Matching',
  'Paid Time Off',
] as const;
export const EXTRA_BENEFITS = ['Remote Work', 'Stock Options'] as const;
export const OFFER_FALLBACKS = {
  candidate: 'Unknown Candidate',
  position: 'Unknown Position',
  date: 'No date',
};

/** spec 02 §9: hourly rate = salary / 2080, rounded. */
export const hourlyRate = (salary: number | null | undefined) =>
  salary ? Math.round(salary / OFFER_DEFAULTS.hoursPerYear) : 0;

/**
 * Approvals by salary band (spec 01 §9): under 100k the hiring manager and 2 of the job's six
 * stakeholder sign-offs; 100k to 150k a budget approver and 4; above 150k an executive and all 6.
 * Every offer needs the bar raiser's review before it is sent.
 */
export type OfferBand = { key: 'standard' | 'budget' | 'executive'; lead: string; signoffs: number };
export function offerBand(salary: number): OfferBand {
  if (salary < 100_000) return { key: 'standard', lead: 'Hiring manager approval', signoffs: 2 };
  if (salary <= 150_000) return { key: 'budget', lead: 'Budget approver approval', signoffs: 4 };
  return { key: 'executive', lead: 'Executive approval', signoffs: 6 };
}
/** Who may give the band's lead approval. */
export function canLeadApprove(role: Role, band: OfferBand['key']): boolean {
  if (band === 'standard') return role === 'hiring_manager' || role === 'admin';
  if (band === 'budget') return hasPermission(role, 'finance_approver');
  return role === 'admin';
}

export const OFFER_MESSAGES = {
  notFound: 'Offer not found.',
  changedWhileSending: 'The offer changed while it was being sent; send it again.',
  applicationNotFound: 'Application not found.',
  applicationNotActive: 'Offers are made to active applications only: reopen it first.',
  cannotManage: 'You can only prepare offers for jobs you manage.',
  cannotApprove: 'You are not one of the approvers this offer is waiting for.',
  alreadyDecided: 'You have already given your decision on this version of the offer.',
  notDraft: 'Only a draft can be changed or submitted. Ask an approver to reject it to make changes.',
  notPending: 'This offer is not waiting for approval.',
  notApproved: (missing: string[]) => `The offer cannot be sent until it is approved: ${missing.join('; ')}.`,
  notSent: 'Only an offer that was sent can be accepted or declined.',
  salaryRequired: 'Set the salary before submitting the offer for approval.',
  salaryRange: `Salary must be a whole number from 0 to ${MAX_SALARY.toLocaleString('en-US')}.`,
  emailRequired: 'Give the candidate’s e-mail address.',
  emailInvalid: 'Enter a valid e-mail address.',
  dateInvalid: 'Give the date as YYYY-MM-DD.',
  templateRequired: 'Choose a template: full_time_standard or contract_standard.',
  commentRequired: 'Say why you reject it, so the author knows what to change.',
  cannotHire: 'Only administrators, hiring managers and finance can mark the application hired.',
  tooLong: (max: number) => `Keep it under ${max} characters.`,
} as const;

const text = (max: number) => z.string().trim().max(max, OFFER_MESSAGES.tooLong(max));
const date = z.iso.date({ error: OFFER_MESSAGES.dateInvalid });

/** spec 02 §3 Offer form, in snake_case, plus the contract template's fields. */
export const offerFieldsSchema = z.object({
  candidate_name: text(200),
  candidate_email: z.email({ error: OFFER_MESSAGES.emailInvalid }).max(320).or(z.literal('')),
  job_title: text(300),
  department: text(200),
  location: text(200),
  start_date: date.or(z.literal('')),
  salary: z
    .number({ error: OFFER_MESSAGES.salaryRange })
    .int(OFFER_MESSAGES.salaryRange)
    .min(0, OFFER_MESSAGES.salaryRange)
    .max(MAX_SALARY, OFFER_MESSAGES.salaryRange)
    .nullable(),
  currency: text(10),
  employment_type: text(50),
  benefits: z.array(text(100)).max(20),
  reporting_manager: text(200),
  additional_terms: text(4000),
  signer_name: text(200),
  signer_title: text(200),
  company_name: text(200),
  response_deadline: date.or(z.literal('')),
  contract_duration_months: z.number().int().min(1).max(60),
  work_description: text(4000),
});
export type OfferFields = z.infer<typeof offerFieldsSchema>;

/** The employment type a template drafts with: "Contract" for a contract, else the spec's default. */
export const employmentTypeFor = (template: OfferTemplate) =>
  template === 'contract_standard' ? OFFER_DEFAULTS.contractEmploymentType : OFFER_DEFAULTS.employmentType;

/**
 * A new letter (spec 02 §9 defaults and the application's facts) — what the server drafts and
 * what the dialog shows before the first save. The response deadline is counted in UTC days.
 */
export function defaultOfferFields(
  facts: {
    candidate_name: string;
    candidate_email: string | null;
    job_title: string;
    department: string;
    location: string;
    salary_min: number | null;
  },
  template: OfferTemplate,
  now: Date,
): OfferFields {
  return {
    candidate_name: facts.candidate_name,
    candidate_email: facts.candidate_email ?? '',
    job_title: facts.job_title,
    department: facts.department,
    location: facts.location,
    start_date: '',
    salary: facts.salary_min,
    currency: OFFER_DEFAULTS.currency,
    employment_type: employmentTypeFor(template),
    benefits: [...DEFAULT_BENEFITS],
    reporting_manager: OFFER_DEFAULTS.reportingManager,
    additional_terms: '',
    signer_name: OFFER_DEFAULTS.signerName,
    signer_title: OFFER_DEFAULTS.signerTitle,
    company_name: OFFER_DEFAULTS.companyName,
    response_deadline: new Date(now.getTime() + OFFER_DEFAULTS.responseDays * 86_400_000)
      .toISOString()
      .slice(0, 10),
    contract_duration_months: OFFER_DEFAULTS.contractMonths,
    work_description: '',
  };
}

/** POST /offers/: unset fields take the spec's defaults and the application's facts. */
export const offerCreateSchema = offerFieldsSchema.partial().extend({
  application_id: idSchema,
  template: z.enum(OFFER_TEMPLATES, { error: OFFER_MESSAGES.templateRequired }).default('full_time_standard'),
});
export type OfferCreate = z.input<typeof offerCreateSchema>;

/** PATCH /offers/{id}/: a draft's fields or template; each change is a new version. */
export const offerUpdateSchema = offerFieldsSchema.partial().extend({
  template: z.enum(OFFER_TEMPLATES, { error: OFFER_MESSAGES.templateRequired }).optional(),
});
export type OfferUpdate = z.input<typeof offerUpdateSchema>;

export const offerDecisionSchema = z.object({ comment: text(1000).default('') });
export const offerAcceptSchema = z.object({
  /** Also mark the application hired (approve_hires roles). */
  mark_hired: z.boolean().default(false),
});
export const offerDeclineSchema = z.object({ reason: text(1000).default('') });

export const offerRequirementSchema = z.object({
  key: z.enum(['lead', 'signoffs', 'bar_raiser']),
  label: z.string(),
  met: z.boolean(),
  /** Who gave it, or for sign-offs "n of 6". */
  detail: z.string(),
});
export type OfferRequirement = z.infer<typeof offerRequirementSchema>;

export const offerApprovalSchema = z.object({
  user_id: z.number().int().nullable(),
  user_name: z.string(),
  as: z.enum(['lead', 'bar_raiser', 'approver']),
  decision: z.enum(['approved', 'rejected']),
  comment: z.string(),
  version: z.number().int(),
  created_at: z.string(),
});

export const offerAuditEntrySchema = z.object({
  action: z.string(),
  user_name: z.string().nullable(),
  details: z.string(),
  created_at: z.string(),
});

export const offerSchema = z.object({
  id: z.number().int(),
  application_id: z.number().int(),
  candidate_id: z.number().int(),
  job_id: z.number().int(),
  template: z.enum(OFFER_TEMPLATES),
  status: z.enum(OFFER_STATUSES),
  version: z.number().int(),
  /** Salary and hourly rate are null for those who may not see them (see salaryVisibleTo). */
  fields: offerFieldsSchema,
  salary_visible: z.boolean(),
  hourly_rate: z.number().int().nullable(),
  band: z.object({ key: z.string(), lead: z.string(), signoffs: z.number().int() }).nullable(),
  requirements: z.array(offerRequirementSchema),
  approvals: z.array(offerApprovalSchema),
  audit: z.array(offerAuditEntrySchema),
  rejection_comment: z.string(),
  decline_reason: z.string(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  submitted_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  responded_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  /** What the signed-in user may do now. */
  can_manage: z.boolean(),
  can_decide: z.boolean(),
});
export type Offer = z.infer<typeof offerSchema>;

export const offerListQuerySchema = paginationQuerySchema.extend({
  application_id: idSchema.optional(),
  candidate_id: idSchema.optional(),
  job_id: idSchema.optional(),
  status: z.enum(OFFER_STATUSES).optional(),
});

/**
 * Who reads an offer's salary: the salary rule of spec 01 §6 (admin, finance) plus the offer's
 * approvers — anyone who approves hires (hiring managers) and the job's bar raiser.
 */
export function salaryVisibleTo(role: Role, isBarRaiser: boolean): boolean {
  return hasPermission(role, 'view_salary') || hasPermission(role, 'approve_hires') || isBarRaiser;
}

const money = (currency: string, amount: number | null) =>
  amount === null
    ? '[salary — visible to finance and approvers]'
    : `${currency}${amount.toLocaleString('en-US')}`;

const longDate = (value: string) => {
  if (!value) return OFFER_FALLBACKS.date;
  const parsed = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(parsed.getTime())
    ? OFFER_FALLBACKS.date
    : parsed.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
};

/**
 * The letter's text from a template and the form (spec 02 §3 placeholders), the same for the
 * preview, the PDF and the e-mailed copy. A salary the reader may not see is written as a note.
 */
export function renderOfferLetter(template: OfferTemplate, fields: OfferFields): string {
  const name = fields.candidate_name || OFFER_FALLBACKS.candidate;
  const position = fields.job_title || OFFER_FALLBACKS.position;
  const company = fields.company_name || OFFER_DEFAULTS.companyName;
  const pay = money(fields.currency || OFFER_DEFAULTS.currency, fields.salary);
  const benefits = fields.benefits.length
    ? fields.benefits.map((benefit) => `  • ${benefit}`).join('\n')
    : '  • None';
  const where = [fields.department, fields.location].filter(Boolean).join(', ');
  const common = {
    opening: `Dear ${name},`,
    closing: [
      `Please confirm your acceptance by ${longDate(fields.response_deadline)}. This offer expires if we have not heard from you by then.`,
      '',
      `We look forward to welcoming you to ${company}.`,
      '',
      'Sincerely,',
      '',
      fields.signer_name || OFFER_DEFAULTS.signerName,
      fields.signer_title || OFFER_DEFAULTS.signerTitle,
      company,
    ],
  };
  const terms = fields.additional_terms ? ['', 'Additional terms', fields.additional_terms] : [];
  if (template === 'contract_standard')
    return [
      common.opening,
      '',
      `We are pleased to offer you a contract engagement as ${position} with ${company}${where ? ` (${where})` : ''}.`,
      '',
      'Engagement',
      `  Start date: ${longDate(fields.start_date)}`,
      `  Duration: ${fields.contract_duration_months} months`,
      `  Rate: ${fields.salary === null ? money(fields.currency, null) : `${fields.currency || OFFER_DEFAULTS.currency}${hourlyRate(fields.salary)} per hour`}`,
      `  Reporting to: ${fields.reporting_manager || OFFER_DEFAULTS.reportingManager}`,
      '',
      'Scope of work',
      fields.work_description || `The responsibilities of the ${position} role.`,
      ...terms,
      '',
      ...common.closing,
    ].join('\n');
  return [
    common.opening,
    '',
    `We are delighted to offer you the position of ${position} at ${company}${where ? `, in ${where}` : ''}.`,
    '',
    'Terms of employment',
    `  Employment type: ${fields.employment_type || OFFER_DEFAULTS.employmentType}`,
    `  Start date: ${longDate(fields.start_date)}`,
    `  Annual salary: ${pay}`,
    `  Reporting to: ${fields.reporting_manager || OFFER_DEFAULTS.reportingManager}`,
    '',
    'Benefits',
    benefits,
    ...terms,
    '',
    ...common.closing,
  ].join('\n');
}

/** offer_letter_{Candidate_Name}.pdf (spec 02: spaces become underscores). */
export const offerFileName = (candidateName: string) =>
  `offer_letter_${(candidateName || OFFER_FALLBACKS.candidate)
    .trim()
    .replace(/\s+/g, '_')
    .replace(/[^\p{L}\p{N}_.-]/gu, '')}.pdf`;
export type OfferListQuery = z.infer<typeof offerListQuerySchema>;
