import { COMPANY_NAME, renderTemplate, templateVariables } from '@shortlist/contracts';
import type { ApplicationFacts } from './email.read-model.ts';

/**
 * spec 02 Compose: variables start with candidate_name, job_title and the company name; an
 * application fills the first two with its candidate and job. What the sender typed wins.
 */
export function variablesFor(
  facts: ApplicationFacts | undefined,
  given: Record<string, string> = {},
): Record<string, string> {
  const filled = Object.fromEntries(Object.entries(given).filter(([, value]) => value.trim() !== ''));
  return {
    company_name: COMPANY_NAME,
    ...(facts ? { candidate_name: facts.candidateName, job_title: facts.jobTitle } : {}),
    ...filled,
  };
}

/** A template's subject and body with the variables in, and the placeholders still empty. */
export function renderMessage(
  template: { subject: string; body: string },
  variables: Record<string, string>,
  subjectOverride?: string,
) {
  const subjectSource = subjectOverride?.trim() ? subjectOverride.trim() : template.subject;
  const missing = templateVariables(subjectSource, template.body).filter((name) => !variables[name]?.trim());
  return {
    subject: renderTemplate(subjectSource, variables),
    body: renderTemplate(template.body, variables),
    missing,
  };
}
