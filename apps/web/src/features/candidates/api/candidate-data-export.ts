import { useMutation } from '@tanstack/react-query';
import { apiFile, saveBlob } from '../../../lib/api-client.ts';

/**
 * GET /candidates/{id}/data-export/ (issue 16, administrators): everything held about the
 * candidate as a ZIP, saved under the server's name (candidate-{id}-data-{date}.zip).
 */
export async function downloadCandidateData(id: number): Promise<void> {
  const { blob, filename } = await apiFile(`/candidates/${id}/data-export/`);
  saveBlob(blob, filename ?? `candidate-${id}-data.zip`);
}

/** A mutation, not a query: every download is a fresh export, and the server logs each one. */
export function useDownloadCandidateData(id: number) {
  return useMutation({ mutationFn: () => downloadCandidateData(id) });
}
