import type { CreateFromEmailResponse } from '@shortlist/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { emailKeys } from './email-keys.ts';

export type CreateCandidateFromEmail = { id: number; jobId: number | null };

/**
 * POST /email-ingestion/emails/{id}/create-candidate/ {job_id} → 201 (spec 02 "Create profile
 * from an e-mail"); 400 {non_field_errors} without a parsed name and e-mail, 409 once it is a candidate.
 */
export function createCandidateFromEmail({ id, jobId }: CreateCandidateFromEmail) {
  return api.post<CreateFromEmailResponse>(`/email-ingestion/emails/${id}/create-candidate/`, {
    job_id: jobId,
  });
}

export function useCreateCandidateFromEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCandidateFromEmail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: emailKeys.inbox() }),
  });
}
