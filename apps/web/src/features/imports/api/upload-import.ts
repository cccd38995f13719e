import type { CandidateImport } from '@shortlist/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload } from '../../../lib/api-client.ts';
import { importKeys } from './import-keys.ts';

export type UploadImportInput = { file: File; onProgress?: (fraction: number) => void };

/**
 * POST /candidates/imports/ with the multipart field `file`: the server reads the file and answers
 * with its columns, first rows and suggested mapping (status 'uploaded'); a bad file is a 400
 * `{file: [message]}`. Sent with upload progress: a file may be 20 MB.
 */
export function uploadImport({ file, onProgress }: UploadImportInput) {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiUpload<CandidateImport>('/candidates/imports/', form, { onProgress });
}

export function useUploadImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadImport,
    onSuccess: (created) => {
      queryClient.setQueryData(importKeys.detail(created.id), created);
      return queryClient.invalidateQueries({ queryKey: importKeys.lists() });
    },
  });
}
