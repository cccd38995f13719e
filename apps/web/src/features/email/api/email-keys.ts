import type { EmailPreviewRequest, EmailTemplateListQuery, OutboxQuery } from '@shortlist/contracts';

/** Every e-mail query key, defined once; mutations and live events refresh through these. */
export const emailKeys = {
  all: ['email'] as const,
  templates: () => [...emailKeys.all, 'templates'] as const,
  templateList: (query: Partial<EmailTemplateListQuery>) =>
    [...emailKeys.templates(), 'list', query] as const,
  preview: (request: EmailPreviewRequest) => [...emailKeys.templates(), 'preview', request] as const,
  outbox: () => [...emailKeys.all, 'outbox'] as const,
  outboxList: (query: Partial<OutboxQuery>) => [...emailKeys.outbox(), 'list', query] as const,
  message: (id: number) => [...emailKeys.outbox(), 'message', id] as const,
  serviceStatus: () => [...emailKeys.all, 'service-status'] as const,
};
