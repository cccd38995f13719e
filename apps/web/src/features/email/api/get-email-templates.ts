import type { EmailTemplate, EmailTemplateListQuery, Page } from '@shortlist/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { emailKeys } from './email-keys.ts';

export type EmailTemplatesQuery = Partial<EmailTemplateListQuery>;

/** GET /email-ingestion/templates/ — filtered by type, job and search. */
export function getEmailTemplates(query: EmailTemplatesQuery, signal?: AbortSignal) {
  return api.get<Page<EmailTemplate>>('/email-ingestion/templates/', { params: query, signal });
}

export function emailTemplatesQueryOptions(query: EmailTemplatesQuery) {
  return queryOptions({
    queryKey: emailKeys.templateList(query),
    queryFn: ({ signal }) => getEmailTemplates(query, signal),
  });
}

export function useEmailTemplates(query: EmailTemplatesQuery) {
  return useQuery({ ...emailTemplatesQueryOptions(query), placeholderData: keepPreviousData });
}
