import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { emailKeys } from './email-keys.ts';

/** DELETE /email-ingestion/templates/{id}/ → 204; a type's default answers 409 {detail}. */
export function deleteEmailTemplate(id: number) {
  return api.delete(`/email-ingestion/templates/${id}/`);
}

export function useDeleteEmailTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEmailTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailKeys.templates() }),
  });
}
