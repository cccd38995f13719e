import type { DocumentParseResponse } from '@shortlist/contracts';
import { apiUpload } from '../../../lib/api-client.ts';

/** POST /documents/parse/: the server reads the CV so the form can prefill (DESIGN.md §2). */
export function parseDocument(file: File, onProgress?: (fraction: number) => void) {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiUpload<DocumentParseResponse>('/documents/parse/', form, { onProgress });
}
