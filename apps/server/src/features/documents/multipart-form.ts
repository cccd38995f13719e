import { DOCUMENT_MESSAGES, JUNK_FILE_NAMES } from '@shortlist/contracts';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../platform/errors.ts';
import { assertSafeInput } from '../../platform/input-guard.ts';
import { discardUploads, type ReceivedUpload, receiveUpload, type UploadDeps } from './upload.service.ts';

export type MultipartForm = { fields: Record<string, string>; uploads: ReceivedUpload[] };

/**
 * How long a form may keep its first stored file waiting for the rest. The orphan sweep
 * (orphan-uploads.service.ts) leaves files alone for an hour, so a file whose row is still to
 * be written is never swept.
 */
export const FORM_DEADLINE_MS = 20 * 60 * 1000;

/**
 * Reads a multipart request part by part: text fields are collected, each file is streamed
 * straight to storage (never buffered whole) and read for text. Junk files (.DS_Store,
 * Thumbs.db; spec 02 §5) are skipped. If anything fails, the files stored so far are removed.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  deps: UploadDeps,
  fileField: string,
  options: { maxFiles?: number } = {},
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new HttpError(415, 'Unsupported media type.');
  const fields: Record<string, string> = {};
  const uploads: ReceivedUpload[] = [];
  const startedAt = Date.now();
  const checkDeadline = () => {
    if (uploads.length > 0 && Date.now() - startedAt > FORM_DEADLINE_MS)
      throw new HttpError(408, DOCUMENT_MESSAGES.uploadTooSlow);
  };
  try {
    for await (const part of request.parts(
      options.maxFiles ? { limits: { files: options.maxFiles } } : undefined,
    )) {
      checkDeadline();
      if (part.type === 'field') {
        const value = String(part.value ?? '');
        assertSafeInput({ [part.fieldname]: value });
        fields[part.fieldname] = value;
        continue;
      }
      const junk = (JUNK_FILE_NAMES as readonly string[]).includes(part.filename) || !part.filename;
      if (junk) {
        part.file.resume();
        continue;
      }
      uploads.push(await receiveUpload(deps, { filename: part.filename, stream: part.file }, fileField));
    }
    checkDeadline();
  } catch (error) {
    await discardUploads(deps.storage, uploads);
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT')
      throw new HttpError(413, DOCUMENT_MESSAGES.tooManyFiles);
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, DOCUMENT_MESSAGES.tooLarge);
    throw error;
  }
  return { fields, uploads };
}
