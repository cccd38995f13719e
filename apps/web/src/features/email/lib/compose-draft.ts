import {
  COMPANY_NAME,
  type DEFAULT_TEMPLATE_VARIABLES,
  type EmailTemplate,
  renderTemplate,
  type SendEmail,
  sendEmailSchema,
} from '@shortlist/contracts';
import { ApiError } from '../../../lib/api-error.ts';
import type { ComposeEmailPrefill } from '../../../lib/compose-email.ts';

/** spec 02 §9: the success panel closes after 2000 ms. */
export const SENT_PANEL_MS = 2000;

/** What the compose form holds while it is being written. */
export type ComposeDraft = {
  to: string;
  template: EmailTemplate | null;
  customSubject: boolean;
  /** the typed subject, kept while the box is unticked so nothing typed is lost */
  subject: string;
  variables: Record<string, string>;
};

/** spec 02 Compose: variables start with candidate_name, job_title and company name defaults. */
export function startingDraft(prefill: ComposeEmailPrefill): ComposeDraft {
  const defaults: Record<(typeof DEFAULT_TEMPLATE_VARIABLES)[number], string> = {
    candidate_name: prefill.candidateName ?? '',
    job_title: prefill.jobTitle ?? '',
    company_name: COMPANY_NAME,
  };
  return { to: prefill.to ?? '', template: null, customSubject: false, subject: '', variables: defaults };
}

/** The variables the chosen template uses, in order of first appearance (the server lists them). */
export function variablesOf(template: EmailTemplate | null): string[] {
  return template?.variables ?? [];
}

export function draftSubject(draft: ComposeDraft): string {
  const subject = draft.customSubject ? draft.subject : (draft.template?.subject ?? '');
  return renderTemplate(subject, draft.variables);
}

export function draftBody(draft: ComposeDraft): string {
  return renderTemplate(draft.template?.body ?? '', draft.variables);
}

/** spec 02 §7: to, template_type, application_id, subject only when custom, variables. */
export function toSendEmail(
  draft: ComposeDraft,
  template: EmailTemplate,
  applicationId?: number | null,
): SendEmail {
  const variables = Object.fromEntries(
    variablesOf(template)
      .map((name) => [name, draft.variables[name]?.trim() ?? ''] as const)
      .filter(([, value]) => value !== ''),
  );
  return {
    to: draft.to.trim(),
    template_type: template.type,
    template_id: template.id,
    ...(applicationId ? { application_id: applicationId } : {}),
    ...(draft.customSubject ? { subject: draft.subject } : {}),
    variables,
  };
}

export type ComposeField = 'to' | 'template' | 'subject' | 'variables';
export type ComposeErrors = Partial<Record<ComposeField, string>> & { general?: string[] };

const FIELD_OF: Record<string, ComposeField> = {
  to: 'to',
  subject: 'subject',
  variables: 'variables',
  template_type: 'template',
  template_id: 'template',
};

/** The same schema the server validates with, so a message is written once (contracts). */
export function validateSendEmail(email: SendEmail): ComposeErrors {
  const parsed = sendEmailSchema.safeParse(email);
  if (parsed.success) return {};
  const errors: ComposeErrors = {};
  for (const issue of parsed.error.issues) {
    const field = FIELD_OF[String(issue.path[0])];
    if (field) errors[field] ??= issue.message;
    else errors.general = [...(errors.general ?? []), issue.message];
  }
  return errors;
}

/** A refused send: a 400's messages go next to their fields; anything else is said above the buttons. */
export function sendErrors(error: unknown): ComposeErrors {
  if (!(error instanceof ApiError)) return { general: [] };
  const errors: ComposeErrors = {};
  const general: string[] = [];
  for (const [key, message] of Object.entries(error.fieldErrors)) {
    const field = FIELD_OF[key];
    if (field) errors[field] ??= message;
    else general.push(message);
  }
  if (typeof error.body.detail === 'string' && error.body.detail) general.push(error.body.detail);
  else if (error.status !== 400) general.push(error.message);
  return { ...errors, general };
}
