import type { Document } from '@shortlist/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiUpload } from '../../../lib/api-client.ts';
import { candidateKeys } from './candidate-keys.ts';

export function getCandidateDocuments(id: number, signal?: AbortSignal) {
  return api.get<Document[]>(`/candidates/${id}/documents/`, { signal });
}

export function candidateDocumentsQueryOptions(id: number) {
  return queryOptions({
    queryKey: candidateKeys.documents(id),
    queryFn: ({ signal }) => getCandidateDocuments(id, signal),
  });
}

export function useCandidateDocuments(id: number) {
  return useQuery(candidateDocumentsQueryOptions(id));
}

/** POST /candidates/{id}/documents/ — the Documents tab's Upload. */
export function useUploadDocument(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      file,
      type,
      onProgress,
    }: {
      file: File;
      type: string;
      onProgress?: (fraction: number) => void;
    }) => {
      const form = new FormData();
      form.append('type', type);
      form.append('file', file, file.name);
      return apiUpload<Document>(`/candidates/${id}/documents/`, form, { onProgress });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: candidateKeys.detail(id) }),
  });
}
