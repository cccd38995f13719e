import { EMAIL_TEMPLATE_TYPES, type EmailTemplateType } from '@shortlist/contracts';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { emailTemplates } from '../../db/schema/index.ts';

/**
 * Issue 12: every organisation starts with a sensible default template of each type, written in
 * the organisation's voice with the spec's variables (candidate_name, job_title, company_name).
 */
export const DEFAULT_TEMPLATES: Record<EmailTemplateType, { name: string; subject: string; body: string }> = {
  application_received: {
    name: 'Application received',
    subject: 'We received your application for {{job_title}}',
    body:
      'Dear {{candidate_name}},\n' +
      '\n' +
      'Thank you for applying for the {{job_title}} position at {{company_name}}. We have received your application and our team is reviewing it now.\n' +
      '\n' +
      'We will be in touch within the next two weeks about the next steps. If anything changes in the meantime, simply reply to this e-mail.\n' +
      '\n' +
      'Kind regards,\n' +
      'The {{company_name}} Recruiting Team',
  },
  interview_invitation: {
    name: 'Interview invitation',
    subject: 'Interview invitation: {{job_title}} at {{company_name}}',
    body:
      'Dear {{candidate_name}},\n' +
      '\n' +
      'Thank you for your interest in the {{job_title}} role. We would like to invite you to an interview on {{interview_date}} ({{interview_location}}).\n' +
      '\n' +
      'Please reply to confirm that the time suits you, or suggest another one that does.\n' +
      '\n' +
      'We look forward to speaking with you.\n' +
      '\n' +
      'Kind regards,\n' +
      'The {{company_name}} Recruiting Team',
  },
  rejection: {
    name: 'Rejection',
    subject: 'Your application for {{job_title}}',
    body:
      'Dear {{candidate_name}},\n' +
      '\n' +
      'Thank you for the time you spent applying for the {{job_title}} position at {{company_name}}, and for your interest in joining us.\n' +
      '\n' +
      'After careful consideration we have decided not to take your application further at this time. This was not an easy decision, and we would be glad to hear from you again for future openings.\n' +
      '\n' +
      'We wish you every success.\n' +
      '\n' +
      'Kind regards,\n' +
      'The {{company_name}} Recruiting Team',
  },
  offer: {
    name: 'Offer',
    subject: 'Your offer for {{job_title}} at {{company_name}}',
    body:
      'Dear {{candidate_name}},\n' +
      '\n' +
      'We are delighted to offer you the position of {{job_title}} at {{company_name}}.\n' +
      '\n' +
      'Your offer letter with the full terms follows separately. Please read it carefully and let us know if you have any questions; we are happy to talk them through.\n' +
      '\n' +
      'Congratulations, and we look forward to welcoming you to the team.\n' +
      '\n' +
      'Kind regards,\n' +
      'The {{company_name}} Recruiting Team',
  },
  follow_up: {
    name: 'Follow up',
    subject: 'Following up on your application for {{job_title}}',
    body:
      'Dear {{candidate_name}},\n' +
      '\n' +
      'We wanted to give you an update on your application for the {{job_title}} position at {{company_name}}. Your application is still with us and we expect to come back to you shortly.\n' +
      '\n' +
      'Thank you for your patience.\n' +
      '\n' +
      'Kind regards,\n' +
      'The {{company_name}} Recruiting Team',
  },
  reference_request: {
    name: 'Reference request',
    subject: 'Reference request for {{candidate_name}}',
    body:
      'Dear {{referee_name}},\n' +
      '\n' +
      '{{candidate_name}} has applied for the {{job_title}} position at {{company_name}} and named you as a referee.\n' +
      '\n' +
      'Would you be willing to share your experience of working with them? A short reply to this e-mail, or a convenient time for a ten-minute call, would help us greatly.\n' +
      '\n' +
      'Thank you in advance.\n' +
      '\n' +
      'Kind regards,\n' +
      'The {{company_name}} Recruiting Team',
  },
  custom: {
    name: 'Custom message',
    subject: 'A message from {{company_name}}',
    body:
      'Dear {{candidate_name}},\n' +
      '\n' +
      '{{message}}\n' +
      '\n' +
      'Kind regards,\n' +
      'The {{company_name}} Recruiting Team',
  },
};

/**
 * Gives every type without any template its default (a new database, a demo reset). Types that
 * have templates are left alone: the last default of a type cannot be deleted (409).
 */
export async function ensureDefaultTemplates(db: Tx) {
  const present = await db
    .selectDistinct({ type: emailTemplates.type })
    .from(emailTemplates)
    .where(inArray(emailTemplates.type, [...EMAIL_TEMPLATE_TYPES]));
  const have = new Set(present.map((row) => row.type));
  const missing = EMAIL_TEMPLATE_TYPES.filter((type) => !have.has(type));
  if (missing.length === 0) return;
  await db
    .insert(emailTemplates)
    .values(missing.map((type) => ({ ...DEFAULT_TEMPLATES[type], type, isDefault: true })))
    .onConflictDoNothing();
}
