import type { DocumentContentType } from '@shortlist/contracts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const startsWith = (head: Buffer, bytes: number[]) => bytes.every((byte, index) => head[index] === byte);

/** Valid UTF-8 with no control bytes other than whitespace: what a .txt CV looks like. */
function looksLikeText(head: Buffer): boolean {
  if (head.length === 0) return false;
  // The head may cut a multi-byte character in two: ignore its last 3 bytes for the UTF-8 check.
  const sample = head.subarray(0, Math.max(1, head.length - 3));
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample);
  } catch {
    return false;
  }
  return !sample.some(
    (byte) => byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c,
  );
}

/**
 * spec 02 §5 "Invalid document type": the type is read from the file's first bytes, never
 * trusted from its name or the browser. A zip is accepted only as a Word document (DOCX).
 */
export function sniffContentType(head: Buffer): DocumentContentType | null {
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'application/msword';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) && head.includes('word/')) return DOCX;
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) && head.includes('[Content_Types].xml')) return DOCX;
  if (looksLikeText(head)) return 'text/plain';
  return null;
}

export type TextDocumentType = Exclude<DocumentContentType, `image/${string}`>;

export const isTextDocument = (type: DocumentContentType): type is TextDocumentType =>
  !type.startsWith('image/');

export const EXTENSION_OF: Record<DocumentContentType, string> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  [DOCX]: 'docx',
  'text/plain': 'txt',
  'image/png': 'png',
  'image/jpeg': 'jpg',
} as Record<DocumentContentType, string>;
