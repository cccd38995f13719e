import type {
  EmailPreviewRequest,
  EmailTemplateListQuery,
  InboxQuery,
  OutboxQuery,
} from '@shortlist/contracts';

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
  /** Received mail: the lists, an open message and the metrics, so one refresh covers them all. */
  inbox: () => [...emailKeys.all, 'inbox'] as const,
  inboxList: (query: Partial<InboxQuery>) => [...emailKeys.inbox(), 'list', query] as const,
  incoming: (id: number) => [...emailKeys.inbox(), 'message', id] as const,
  metrics: () => [...emailKeys.inbox(), 'metrics'] as const,
  serviceStatus: () => [...emailKeys.all, 'service-status'] as const,
};
