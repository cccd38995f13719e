import type { ParsedJobDescription } from '@shortlist/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /jobs/parse-job-description/ with the multipart field pdf_file (spec 01 §7). */
export function parseJobDescription(file: File): Promise<ParsedJobDescription> {
  const body = new FormData();
  body.append('pdf_file', file);
  return api.post<ParsedJobDescription>('/jobs/parse-job-description/', body);
}

export const useParseJobDescription = () => useMutation({ mutationFn: parseJobDescription });
