import { FileTextLimitError, type FileTextLimits, type FileTextType, UnreadableFileError } from './limits.ts';
import { preloadReaders, readFileText } from './read-file-text.ts';
import { type ParsedMailMessage, readMail } from './read-mail.ts';
import { type ParsedTable, readTable, type TableType } from './read-table.ts';

/**
 * A reader process of the file-text pool (file-text-pool.ts): reads one file at a time and
 * answers with its text or why not. Started with its limits as the one argument.
 */
export type WorkerRequest = {
  id: number;
  bytes: Uint8Array;
  type: FileTextType | TableType | 'message/rfc822';
};
export type WorkerReply =
  | { ready: true }
  | { id: number; ok: true; text: string }
  | { id: number; ok: true; mail: ParsedMailMessage }
  | { id: number; ok: true; table: ParsedTable }
  | { id: number; ok: false; limit: FileTextLimitError['limit']; max: number }
  | { id: number; ok: false; unreadable: string };

const limits = JSON.parse(process.argv[2] ?? '{}') as FileTextLimits;
const reply = (message: WorkerReply) => process.send!(message);

await preloadReaders();
process.on('message', async ({ id, bytes, type }: WorkerRequest) => {
  try {
    if (type === 'message/rfc822') reply({ id, ok: true, mail: await readMail(bytes, limits) });
    else if (
      type === 'text/csv' ||
      type === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
    )
      reply({ id, ok: true, table: readTable(bytes, type, limits) });
    else reply({ id, ok: true, text: await readFileText(bytes, type, limits) });
  } catch (error) {
    if (error instanceof FileTextLimitError) reply({ id, ok: false, limit: error.limit, max: error.max });
    else
      reply({
        id,
        ok: false,
        unreadable: error instanceof UnreadableFileError ? error.message : String(error),
      });
  }
});
// The pool going away (the server stopping, or dying) ends the reader too.
process.on('disconnect', () => process.exit(0));
reply({ ready: true });
