import { useMutation } from '@tanstack/react-query';
import { apiFile, saveBlob } from '../../../lib/api-client.ts';

/**
 * GET /candidates/imports/{id}/refused/ — the rows that were not imported, each with its row number
 * and reasons before the file's own columns, as a CSV saved under the server's name.
 */
export async function downloadRefusedRows(id: number): Promise<void> {
  const { blob, filename } = await apiFile(`/candidates/imports/${id}/refused/`);
  saveBlob(blob, filename ?? `import-${id}-refused-rows.csv`);
}

/** A mutation, not a query: a file to save, fetched when asked for and never cached. */
export const useDownloadRefusedRows = () => useMutation({ mutationFn: downloadRefusedRows });
