import type { ImportPreview, ImportSettings } from '@shortlist/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type PreviewImportInput = { id: number; settings: ImportSettings };

/**
 * POST /candidates/imports/{id}/preview/ — what the import would do with each sample row under these
 * settings. A mutation, not a query: it is asked for, and its answer holds only for the settings sent.
 */
export function previewImport({ id, settings }: PreviewImportInput) {
  return api.post<ImportPreview>(`/candidates/imports/${id}/preview/`, settings);
}

export const usePreviewImport = () => useMutation({ mutationFn: previewImport });
