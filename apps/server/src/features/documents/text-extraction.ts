import type { DocumentContentType } from '@shortlist/contracts';
import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';

/** Legacy .doc has no parser here: keep the runs of readable text between the binary. */
function readableRuns(buffer: Buffer): string {
  return (buffer.toString('latin1').match(/[\x20-\x7e\r\n\t]{4,}/g) ?? []).join(' ');
}

/**
 * DESIGN.md §2: the server reads the CV's text (PDF with unpdf, DOCX with mammoth, TXT as
 * UTF-8). Images carry no text. A file the parser cannot read yields '' (the caller warns).
 */
export async function extractDocumentText(buffer: Buffer, type: DocumentContentType): Promise<string> {
  try {
    switch (type) {
      case 'application/pdf': {
        const pdf = await getDocumentProxy(new Uint8Array(buffer));
        const { text } = await extractText(pdf, { mergePages: true });
        return text.trim();
      }
      case 'application/vnd.openxmlformats-officedocument.wordprocessingml.document':
        return (await mammoth.extractRawText({ buffer })).value.trim();
      case 'application/msword':
        return readableRuns(buffer).trim();
      case 'text/plain':
        return buffer
          .toString('utf8')
          .replace(/^\uFEFF/, '')
          .trim();
      default:
        return '';
    }
  } catch {
    return '';
  }
}
