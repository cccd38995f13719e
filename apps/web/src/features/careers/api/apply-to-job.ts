import { type ApplyResponse, HONEYPOT_FIELD, type PublicApplication } from '@shortlist/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiUpload } from '../../../lib/api-client.ts';

export type ApplyToJobInput = {
  jobId: number;
  application: PublicApplication;
  cv: File;
  onProgress?: (fraction: number) => void;
};

/**
 * POST /public/jobs/{id}/apply/ (multipart): the form's text fields as the contract names them,
 * the honeypot always present (empty from a person), and the CV as the one file `cv`.
 */
export function applyToJob({ jobId, application, cv, onProgress }: ApplyToJobInput): Promise<ApplyResponse> {
  const form = new FormData();
  for (const [field, value] of Object.entries(application)) {
    if (field !== HONEYPOT_FIELD) form.append(field, value ?? '');
  }
  form.append(HONEYPOT_FIELD, application[HONEYPOT_FIELD] ?? '');
  form.append('cv', cv, cv.name);
  return apiUpload<ApplyResponse>(`/public/jobs/${jobId}/apply/`, form, { onProgress });
}

export function useApplyToJob() {
  return useMutation({ mutationFn: applyToJob });
}
