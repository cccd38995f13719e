import {
  EMAIL_MESSAGES,
  type EmailPreview,
  type EmailTemplateListQuery,
  type emailPreviewRequestSchema,
  type emailTemplateWriteSchema,
} from '@shortlist/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { conflict, notFound, ValidationError } from '../../platform/errors.ts';
import type { PageRequest } from '../../platform/pagination.ts';
import type { UserContext } from '../../platform/service-context.ts';
import type { AuthUser, Clock } from '../../platform/tokens.ts';
import { jobExists } from '../jobs/job-access.ts';
import { presentTemplate } from './email.presenter.ts';
import { deleteTemplate, insertTemplate, type TemplateColumns, updateTemplate } from './email.queries.ts';
import {
  countTemplates,
  selectApplicationFacts,
  selectNewestApplicationFacts,
  selectTemplate,
  selectTemplates,
} from './email.read-model.ts';
import { renderMessage, variablesFor } from './email-rendering.ts';

export type TemplateDeps = { db: Db; clock: Clock; mailFrom: string };
type TemplateWrite = z.output<typeof emailTemplateWriteSchema>;
type PreviewRequest = z.output<typeof emailPreviewRequestSchema>;

export async function listTemplates(
  { db }: Pick<TemplateDeps, 'db'>,
  { filters, page }: { filters: EmailTemplateListQuery; page: PageRequest },
) {
  const [total, rows] = await Promise.all([
    countTemplates(db, filters),
    selectTemplates(db, filters, { limit: page.pageSize, offset: page.offset }),
  ]);
  return { total, results: rows.map(presentTemplate) };
}

async function requireTemplate(db: Db, id: number) {
  const row = await selectTemplate(db, id);
  if (!row) throw notFound(EMAIL_MESSAGES.templateNotFound);
  return row;
}

export async function getTemplate({ db }: Pick<TemplateDeps, 'db'>, { id }: { id: number }) {
  return presentTemplate(await requireTemplate(db, id));
}

async function columnsOf(db: Db, input: TemplateWrite, user: AuthUser, now: Date): Promise<TemplateColumns> {
  if (input.job_id !== null && !(await jobExists(db, input.job_id)))
    throw new ValidationError({ job_id: [EMAIL_MESSAGES.jobNotFound] });
  return {
    name: input.name,
    subject: input.subject,
    body: input.body,
    type: input.type,
    isDefault: input.is_default,
    jobId: input.job_id,
    createdBy: user.id,
    updatedAt: now,
  };
}

export async function createTemplate(
  { user, ...deps }: UserContext<TemplateDeps>,
  { template: input }: { template: TemplateWrite },
) {
  const columns = await columnsOf(deps.db, input, user, deps.clock());
  const id = await deps.db.transaction((tx) => insertTemplate(tx, columns));
  return getTemplate(deps, { id });
}

export async function replaceTemplate(
  { user, ...deps }: UserContext<TemplateDeps>,
  { id, template: input }: { id: number; template: TemplateWrite },
) {
  const existing = await requireTemplate(deps.db, id);
  const { createdBy: _keep, ...columns } = await columnsOf(deps.db, input, user, deps.clock());
  // the organisation's only default of a type stays one: every type keeps a template to send
  const staysDefault = columns.isDefault && columns.jobId === null && columns.type === existing.type;
  if (existing.isDefault && existing.jobId === null && !staysDefault)
    throw conflict(EMAIL_MESSAGES.defaultRequired);
  await deps.db.transaction((tx) => updateTemplate(tx, id, { ...columns, createdBy: existing.createdBy }));
  return getTemplate(deps, { id });
}

export async function removeTemplate({ db }: Pick<TemplateDeps, 'db'>, { id }: { id: number }) {
  const existing = await requireTemplate(db, id);
  if (existing.isDefault && existing.jobId === null) throw conflict(EMAIL_MESSAGES.defaultRequired);
  await deleteTemplate(db, id);
}

/**
 * A template rendered with a real candidate and job (issue 12): the named application's, else
 * the newest application's. A saved template by id, or the subject and body being edited.
 */
export async function previewTemplate(
  deps: TemplateDeps,
  { preview: input }: { preview: PreviewRequest },
): Promise<EmailPreview> {
  const template = input.template_id
    ? await requireTemplate(deps.db, input.template_id)
    : { subject: input.subject ?? '', body: input.body ?? '' };
  const facts = input.application_id
    ? await selectApplicationFacts(deps.db, input.application_id)
    : await selectNewestApplicationFacts(deps.db);
  if (input.application_id && !facts)
    throw new ValidationError({ application_id: [EMAIL_MESSAGES.applicationNotFound] });
  const variables = variablesFor(facts, input.variables);
  const rendered = renderMessage(template, variables);
  return {
    from: deps.mailFrom,
    subject: rendered.subject,
    body: rendered.body,
    variables,
    missing: rendered.missing,
    application_id: facts?.applicationId ?? null,
    candidate_name: facts?.candidateName ?? null,
    job_title: facts?.jobTitle ?? null,
  };
}
