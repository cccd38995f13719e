import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { DOCUMENT_LIMITS, DOCUMENT_MESSAGES, type DocumentContentType } from '@shortlist/contracts';
import { HttpError, ValidationError } from '../../platform/errors.ts';
import { type FileTextPool, limitMessage } from '../../platform/file-text/file-text-pool.ts';
import { FileTextLimitError, UnreadableFileError } from '../../platform/file-text/limits.ts';
import { type FileStorage, FileTooLargeError } from '../../platform/storage/storage.ts';
import { isTextDocument, sniffContentType } from './content-type.ts';

/** Where uploads go and what reads their text (docs/decisions/006 and 009). */
export type UploadDeps = { storage: FileStorage; fileText: FileTextPool };

/** A file received, checked and stored, not yet recorded in the database. */
export type ReceivedUpload = {
  filename: string;
  contentType: DocumentContentType;
  size: number;
  checksum: string;
  storageKey: string;
  text: string;
  warning: string | null;
};

const tooLarge = () => new HttpError(413, DOCUMENT_MESSAGES.tooLarge);

/** Every document's file lives under a key of its own, never derived from what a user sent. */
const newDocumentKey = () => `documents/${crypto.randomUUID()}`;

/**
 * spec 02 §5/§9 document rules, in the order a stream allows: size (while streaming), then
 * the minimum size and the type by content, then the text. Too little text only warns; a file
 * that hits a reading limit (issue 10: time, memory, unpacked size, pages, word length) is
 * refused, and its stored bytes go with it.
 */
export async function receiveUpload(
  { storage, fileText }: UploadDeps,
  file: { filename: string; stream: Readable },
  field: string,
): Promise<ReceivedUpload> {
  const storageKey = newDocumentKey();
  let stored: Awaited<ReturnType<FileStorage['write']>>;
  try {
    stored = await storage.write(storageKey, file.stream, { maxBytes: DOCUMENT_LIMITS.maxBytes });
  } catch (error) {
    if (error instanceof FileTooLargeError) throw tooLarge();
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
  const reject = async (message: string) => {
    await storage.remove(storageKey);
    return new ValidationError({ [field]: [message] });
  };
  if (stored.size < DOCUMENT_LIMITS.minBytes) throw await reject(DOCUMENT_MESSAGES.tooSmall);
  const contentType = sniffContentType(stored.head);
  if (!contentType) throw await reject(DOCUMENT_MESSAGES.invalidType);

  let text = '';
  if (isTextDocument(contentType)) {
    try {
      text = await fileText.read(await storage.read(storageKey), contentType);
    } catch (error) {
      if (error instanceof FileTextLimitError) throw await reject(limitMessage(error));
      if (!(error instanceof UnreadableFileError)) {
        await storage.remove(storageKey);
        throw error;
      }
    }
  }
  const warning =
    isTextDocument(contentType) && text.length < DOCUMENT_LIMITS.minTextChars
      ? DOCUMENT_MESSAGES.insufficientText
      : null;
  return {
    filename: file.filename.slice(0, 255),
    contentType,
    size: stored.size,
    checksum: stored.sha256,
    storageKey,
    text,
    warning,
  };
}

/** Removes stored files whose database write did not happen (validation failed, rollback). */
export async function discardUploads(storage: FileStorage, uploads: ReceivedUpload[]): Promise<void> {
  await Promise.all(uploads.map((upload) => storage.remove(upload.storageKey)));
}

/**
 * A file the server already holds and trusts (a cover letter typed in a form, a mail's CV
 * attachment, a demo CV) stored as a document's file, as an upload would be.
 */
export async function storeDocument(
  storage: FileStorage,
  file: {
    filename: string;
    contentType: DocumentContentType;
    source: Readable;
    maxBytes: number;
    text: string;
    warning?: string | null;
  },
): Promise<ReceivedUpload> {
  const storageKey = newDocumentKey();
  const stored = await storage.write(storageKey, file.source, { maxBytes: file.maxBytes });
  return {
    filename: file.filename,
    contentType: file.contentType,
    size: stored.size,
    checksum: stored.sha256,
    storageKey,
    text: file.text,
    warning: file.warning ?? null,
  };
}

/** Text written by a person (a cover letter) kept as a document of its own, like an uploaded file. */
export function storeTextDocument(
  storage: FileStorage,
  filename: string,
  text: string,
): Promise<ReceivedUpload> {
  const bytes = Buffer.from(text, 'utf8');
  return storeDocument(storage, {
    filename,
    contentType: 'text/plain',
    source: Readable.from([bytes]),
    maxBytes: bytes.length + 1,
    text,
  });
}
