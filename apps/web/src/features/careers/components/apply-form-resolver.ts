import {
  CAREERS_CV_TYPES,
  CAREERS_MESSAGES,
  DOCUMENT_LIMITS,
  DOCUMENT_MESSAGES,
  HONEYPOT_FIELD,
  PRIVACY_NOTICE,
  type PublicApplication,
  publicApplicationSchema,
} from '@shortlist/contracts';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { requestResolver } from '../../../components/ui/form-resolver.ts';

/** The CV extensions the careers page takes (.pdf, .docx, .txt) and the file input's `accept`. */
export const CV_EXTENSIONS: readonly string[] = Object.values(CAREERS_CV_TYPES).flat();
export const CV_ACCEPT = [...Object.keys(CAREERS_CV_TYPES), ...CV_EXTENSIONS].join(',');

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};

/**
 * Why the server would refuse this CV, in its words, or null: the type by extension, then the
 * size limits. The server checks again by content; this spares an applicant an upload that
 * would be refused.
 */
export function cvFileProblem(file: File): string | null {
  if (!CV_EXTENSIONS.includes(extensionOf(file.name))) return CAREERS_MESSAGES.cvType;
  if (file.size > DOCUMENT_LIMITS.maxBytes) return DOCUMENT_MESSAGES.tooLarge;
  if (file.size < DOCUMENT_LIMITS.minBytes) return DOCUMENT_MESSAGES.tooSmall;
  return null;
}

/** What the form holds: the contract's text fields as typed, and the chosen CV. */
export type ApplyFormValues = {
  full_name: string;
  email: string;
  phone: string;
  location: string;
  linkedin_url: string;
  cover_letter: string;
  /** "true" when the box is ticked, "" otherwise: the wire's value, checked by the contract */
  privacy_consent: string;
  privacy_notice_version: string;
  [HONEYPOT_FIELD]: string;
  cv: File | null;
};
/** What a valid form gives: the contract's parsed application and the CV to send beside it. */
export type ApplyFormOutput = { application: PublicApplication; cv: File };

/** The fields drawn on the form, in their order: a server message for one goes under it. */
export const APPLY_FORM_FIELDS = [
  'full_name',
  'email',
  'phone',
  'location',
  'linkedin_url',
  'cv',
  'cover_letter',
  'privacy_consent',
] as const satisfies readonly (keyof ApplyFormValues)[];

export const EMPTY_APPLICATION: ApplyFormValues = {
  full_name: '',
  email: '',
  phone: '',
  location: '',
  linkedin_url: '',
  cover_letter: '',
  privacy_consent: '',
  privacy_notice_version: PRIVACY_NOTICE.version,
  [HONEYPOT_FIELD]: '',
  cv: null,
};

/** The contract's schema on the text fields: the CV goes beside the application, not in it. */
const textResolver = requestResolver(
  publicApplicationSchema,
  ({ cv: _cv, ...text }: ApplyFormValues) => text,
);

/**
 * The contract's schema on the text fields (the server's own check and messages), and the CV
 * rule beside it, so every refusal shows at once.
 */
export const applyFormResolver: Resolver<ApplyFormValues, unknown, ApplyFormOutput> = async (
  values,
  context,
  options,
) => {
  const result = await textResolver(values, context, options);
  const { cv } = values;
  const cvProblem = cv ? cvFileProblem(cv) : CAREERS_MESSAGES.cvRequired;
  if (!cvProblem && cv && Object.keys(result.errors).length === 0) {
    return { values: { application: result.values as PublicApplication, cv }, errors: {} };
  }
  const errors = { ...result.errors } as FieldErrors<ApplyFormValues>;
  if (cvProblem) errors.cv = { type: 'custom', message: cvProblem };
  return { values: {} as Record<string, never>, errors };
};
