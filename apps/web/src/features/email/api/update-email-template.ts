import type { EmailTemplate, EmailTemplateWrite } from '@shortlist/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { emailKeys } from './email-keys.ts';

/** PUT /email-ingestion/templates/{id}/ — the whole template (admins and recruiters). */
export function updateEmailTemplate({ id, template }: { id: number; template: EmailTemplateWrite }) {
  return api.put<EmailTemplate>(`/email-ingestion/templates/${id}/`, template);
}

export function useUpdateEmailTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmailTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailKeys.templates() }),
  });
}
