/**
 * What reading one untrusted file may cost, and the errors when it would cost more
 * (docs/decisions/009). Imported by the reader process too, so it imports nothing.
 */

/** The files whose text can be read. */
export type FileTextType =
  | 'application/pdf'
  | 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
  | 'application/msword'
  | 'text/plain';

export type FileTextLimits = {
  /** Wall-clock time to read one file; past it the reader process is killed and replaced. */
  timeMs: number;
  /** A reader process's V8 heap (`--max-old-space-size`). */
  heapMb: number;
  /**
   * A reader process's whole resident memory — heap, ArrayBuffers, code — watched while it reads
   * (Linux /proc); past it the process is killed and replaced.
   */
  memoryMb: number;
  /**
   * Bytes a PDF's streams or a DOCX's zip entries may inflate to, counted before the parser sees
   * the file: the heap limit does not count the ArrayBuffers the parsers inflate into.
   */
  unpackedBytes: number;
  pages: number;
  /** Text kept from a file; the rest is dropped (a long CV is 30,000 characters). */
  textChars: number;
  /** A run of this many characters without whitespace is not prose: the file is refused. */
  wordChars: number;
  /** An e-mail attachment larger than this is listed but its bytes are not kept (issue 12). */
  maxAttachmentBytes: number;
  /** A spreadsheet's rows below its heading row, its columns, and a cell's characters (issue 16 import). */
  tableRows: number;
  tableColumns: number;
  cellChars: number;
};

export const DEFAULT_FILE_TEXT_LIMITS: FileTextLimits = {
  timeMs: 10_000,
  heapMb: 256,
  memoryMb: 512,
  unpackedBytes: 64 * 1024 * 1024,
  pages: 100,
  textChars: 100_000,
  wordChars: 1_000,
  maxAttachmentBytes: 10 * 1024 * 1024,
  // IMPORT_LIMITS of the contracts (this file imports nothing); read-table.test.ts holds them equal
  tableRows: 100_000,
  tableColumns: 60,
  cellChars: 10_000,
};

export type FileTextLimit =
  | 'time'
  | 'memory'
  | 'unpacked-bytes'
  | 'pages'
  | 'word-length'
  | 'rows'
  | 'columns';

/** The file needs more than a limit allows; `max` is that limit in its own unit (ms, MB, bytes …). */
export class FileTextLimitError extends Error {
  constructor(
    readonly limit: FileTextLimit,
    readonly max: number,
  ) {
    super(`File text limit reached: ${limit} (${max})`);
    this.name = 'FileTextLimitError';
  }
}

/** The parser could not read the file (damaged, encrypted, not what its first bytes claim). */
export class UnreadableFileError extends Error {
  constructor(message = 'The file could not be read') {
    super(message);
    this.name = 'UnreadableFileError';
  }
}
