import type { EmailTemplate, EmailTemplateWrite } from '@shortlist/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { emailKeys } from './email-keys.ts';

/** POST /email-ingestion/templates/ → 201 (admins and recruiters). */
export function createEmailTemplate(template: EmailTemplateWrite) {
  return api.post<EmailTemplate>('/email-ingestion/templates/', template);
}

export function useCreateEmailTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEmailTemplate,
    // a new default takes the flag from the type's old one: every list changes
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailKeys.templates() }),
  });
}
