import type { Candidate, CandidateCreate } from '@shortlist/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload } from '../../../lib/api-client.ts';
import { candidateKeys } from './candidate-keys.ts';

export type CreateCandidateInput = {
  candidate: CandidateCreate;
  cv?: File | null;
  onProgress?: (fraction: number) => void;
};

const JSON_FIELDS = ['emails', 'phones', 'skills_extracted', 'links'] as const;

/** POST /candidates/create_with_cv/ with the exact multipart fields of spec 02 §7. */
export function createCandidateWithCv({ candidate, cv, onProgress }: CreateCandidateInput) {
  const form = new FormData();
  for (const [key, value] of Object.entries(candidate)) {
    if (value === undefined || value === null) continue;
    if ((JSON_FIELDS as readonly string[]).includes(key)) form.append(key, JSON.stringify(value));
    else if (typeof value === 'object') form.append(key, JSON.stringify(value));
    else form.append(key, String(value));
  }
  if (cv) form.append('files', cv, cv.name);
  return apiUpload<Candidate>('/candidates/create_with_cv/', form, { onProgress });
}

export function useCreateCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCandidateWithCv,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: candidateKeys.all }),
  });
}
