import type { Document } from '@shortlist/contracts';
import { downloadApiFile } from '../../../lib/api-client.ts';

/** A document's type as the Documents tab and the board's View documents name it (spec 02: "CV/Resume"). */
export const documentTypeLabel = (type: Document['type']) =>
  type === 'cv' ? 'CV/Resume' : type.replace('_', ' ');

export const fileSizeLabel = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** Saves the file through the API (signed in: a plain link would not carry the token). */
export const downloadDocument = (document: Document) =>
  downloadApiFile(`${document.url}?download=1`, document.filename);
