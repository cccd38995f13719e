import type { EmailPreview, EmailPreviewRequest } from '@shortlist/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { emailKeys } from './email-keys.ts';

/**
 * POST /email-ingestion/templates/preview/ — a template rendered with a real candidate and job
 * (the given application's, else the newest). A read, so it is cached like one.
 */
export function previewEmailTemplate(request: EmailPreviewRequest, signal?: AbortSignal) {
  return api.post<EmailPreview>('/email-ingestion/templates/preview/', request, { signal });
}

export function emailPreviewQueryOptions(request: EmailPreviewRequest) {
  return queryOptions({
    queryKey: emailKeys.preview(request),
    queryFn: ({ signal }) => previewEmailTemplate(request, signal),
  });
}

export function useEmailPreview(request: EmailPreviewRequest, { enabled = true } = {}) {
  return useQuery({ ...emailPreviewQueryOptions(request), enabled });
}
