import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DOCUMENT_MESSAGES, IMPORT_MESSAGES } from '@shortlist/contracts';
import { HttpError } from '../errors.ts';
import type { WorkerReply, WorkerRequest } from './file-text-worker.ts';
import {
  DEFAULT_FILE_TEXT_LIMITS,
  FileTextLimitError,
  type FileTextLimits,
  type FileTextType,
  UnreadableFileError,
} from './limits.ts';
import type { ParsedMailMessage } from './read-mail.ts';
import type { ParsedTable, TableType } from './read-table.ts';

const MB = 1024 * 1024;
/** A reader's scheduling priority (Unix nice): below the server's, so it yields the CPU to requests. */
const READER_NICENESS = 5;
/** A reader loads pdf.js and mammoth before it says it is ready (~0.3 s built, ~1.5 s under tsx). */
const START_TIMEOUT_MS = 30_000;

export type FileTextPoolOptions = {
  /** Files read at once, each in its own reader process (default: the cores but one, 1 or 2). */
  workers?: number;
  limits?: Partial<FileTextLimits>;
  /** Files waiting for a reader beyond which another is turned away with 503 (default 50). */
  maxQueued?: number;
  /** How often a reading process's memory is checked against `limits.memoryMb` (default 50 ms). */
  watchIntervalMs?: number;
  /** A reader with nothing to read for this long exits, giving its memory back (default 60 s). */
  idleMs?: number;
};

/**
 * Reads the text of untrusted files (uploads today; e-mail attachments and the careers page
 * later) off the request thread, in reader processes with a time limit, a heap limit, a memory
 * limit and a cap on the bytes a file may inflate to (docs/decisions/009). A file that needs
 * more is refused with a FileTextLimitError and its reader is replaced; the server keeps
 * answering meanwhile, and a reader that runs out of memory takes only itself down.
 */
export type FileTextPool = {
  /** The file's text; FileTextLimitError, UnreadableFileError or FileTextBusyError otherwise. */
  read(bytes: Uint8Array, type: FileTextType): Promise<string>;
  /** A raw RFC 822 message read by mailparser (issue 12), under the same limits. */
  readMail(bytes: Uint8Array): Promise<ParsedMailMessage>;
  /** A CSV or XLSX spreadsheet's rows as text (issue 16 import), under the same limits. */
  readTable(bytes: Uint8Array, type: TableType): Promise<ParsedTable>;
  /** Files being read or waiting to be. */
  readonly busy: number;
  /** Reader processes running (idle ones exit after `idleMs`). */
  readonly readers: number;
  readonly limits: FileTextLimits;
  close(): Promise<void>;
};

/** Every reader is busy and the queue is full: the caller may try again shortly. */
export class FileTextBusyError extends HttpError {
  constructor() {
    super(503, DOCUMENT_MESSAGES.readersBusy);
    this.name = 'FileTextBusyError';
  }
}

/** What the person who sent the file is told: the limit it hit, in their units. */
export function limitMessage(error: FileTextLimitError): string {
  switch (error.limit) {
    case 'time':
      return DOCUMENT_MESSAGES.tooSlowToRead(Math.round(error.max / 1000));
    case 'memory':
      return DOCUMENT_MESSAGES.tooMuchMemory(error.max);
    case 'unpacked-bytes':
      return DOCUMENT_MESSAGES.unpacksTooLarge(Math.round(error.max / MB));
    case 'pages':
      return DOCUMENT_MESSAGES.tooManyPages(error.max);
    case 'word-length':
      return DOCUMENT_MESSAGES.wordTooLong(error.max);
    case 'rows':
      return IMPORT_MESSAGES.tooManyRows;
    case 'columns':
      return IMPORT_MESSAGES.tooManyColumns;
  }
}

type Result = string | ParsedMailMessage | ParsedTable;

type Job = {
  id: number;
  bytes: Uint8Array;
  type: WorkerRequest['type'];
  resolve(result: Result): void;
  reject(error: Error): void;
  timer?: NodeJS.Timeout;
};
type Slot = {
  worker: ChildProcess | null;
  ready: boolean;
  job: Job | null;
  stderr: string;
  idle?: NodeJS.Timeout;
};

/**
 * The reader's entry and how to start it: dist/file-text-worker.js beside the bundled
 * dist/main.js (apps/server/build.mjs), or under tsx/vitest the TypeScript source through tsx.
 */
function workerEntry(): { file: string; execArgv: string[] } {
  const here = fileURLToPath(import.meta.url);
  if (!here.endsWith('.ts'))
    return { file: path.join(path.dirname(here), 'file-text-worker.js'), execArgv: [] };
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return { file: path.join(path.dirname(here), 'file-text-worker.ts'), execArgv: ['--import', tsx] };
}

/** A process's resident memory from /proc (Linux); null elsewhere or once it is gone. */
function residentBytes(pid: number): number | null {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}

export function createFileTextPool(options: FileTextPoolOptions = {}): FileTextPool {
  const limits: FileTextLimits = { ...DEFAULT_FILE_TEXT_LIMITS, ...options.limits };
  const maxQueued = options.maxQueued ?? 50;
  const watchIntervalMs = options.watchIntervalMs ?? 50;
  const idleMs = options.idleMs ?? 60_000;
  const workers = options.workers ?? Math.min(2, Math.max(1, os.availableParallelism() - 1));
  const slots: Slot[] = Array.from({ length: workers }, () => ({
    worker: null,
    ready: false,
    job: null,
    stderr: '',
  }));
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;
  let watchdog: NodeJS.Timeout | null = null;

  function spawn(slot: Slot): void {
    const { file, execArgv } = workerEntry();
    const worker = fork(file, [JSON.stringify(limits)], {
      execArgv: [...execArgv, `--max-old-space-size=${limits.heapMb}`],
      serialization: 'advanced',
      // pdf.js warns on stdout; stderr is kept to tell an out-of-memory abort from other exits
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    // Reading files is background work: requests come first when the cores are busy.
    try {
      if (worker.pid) os.setPriority(worker.pid, READER_NICENESS);
    } catch {
      // not allowed here (some containers): the reader runs at the server's priority
    }
    slot.worker = worker;
    slot.ready = false;
    slot.stderr = '';
    const current = () => slot.worker === worker;
    worker.stderr?.setEncoding('utf8');
    worker.stderr?.on('data', (chunk: string) => {
      slot.stderr = (slot.stderr + chunk).slice(-4096);
    });
    // A reader that never becomes ready must not hold its file's request forever.
    const starting = setTimeout(() => {
      if (current() && !slot.ready) replace(slot, new Error('The file-text reader did not start'));
    }, START_TIMEOUT_MS);
    starting.unref();
    worker.on('message', (reply: WorkerReply) => {
      if (!current()) return;
      if ('ready' in reply) {
        clearTimeout(starting);
        slot.ready = true;
        dispatch(slot);
      } else if (reply.ok)
        finish(
          slot,
          reply.id,
          null,
          'mail' in reply ? reply.mail : 'table' in reply ? reply.table : reply.text,
        );
      else if ('limit' in reply) finish(slot, reply.id, new FileTextLimitError(reply.limit, reply.max));
      else finish(slot, reply.id, new UnreadableFileError(reply.unreadable));
    });
    worker.on('error', (error) => {
      if (current()) replace(slot, error);
    });
    worker.on('exit', (code, signal) => {
      if (!current()) return;
      // V8 aborts when the heap limit is reached; the kernel's OOM killer sends SIGKILL.
      const outOfMemory =
        /heap out of memory|Allocation failed/i.test(slot.stderr) ||
        signal === 'SIGABRT' ||
        signal === 'SIGKILL';
      replace(
        slot,
        outOfMemory
          ? new FileTextLimitError('memory', limits.heapMb)
          : new Error(`file-text reader exited (${signal ?? code}): ${slot.stderr.slice(-500)}`),
      );
    });
  }

  /** Kills the slot's reader (a limit or a crash) and fails its file; the next file starts a new one. */
  function replace(slot: Slot, error: Error): void {
    const worker = slot.worker;
    slot.worker = null;
    slot.ready = false;
    clearTimeout(slot.idle);
    worker?.kill('SIGKILL');
    if (slot.job) finish(slot, slot.job.id, error);
  }

  function finish(slot: Slot, id: number, error: Error | null, result: Result = ''): void {
    const job = slot.job;
    if (job?.id !== id) return;
    clearTimeout(job.timer);
    slot.job = null;
    if (error) job.reject(error);
    else job.resolve(result);
    pump();
    if (slot.job || !slot.worker) return;
    // An idle reader never keeps the server's process alive, and exits after a while.
    keepAlive(slot, false);
    slot.idle = setTimeout(() => replace(slot, new Error('idle')), idleMs);
    slot.idle.unref();
  }

  function keepAlive(slot: Slot, alive: boolean): void {
    const worker = slot.worker as (ChildProcess & { channel?: { ref(): void; unref(): void } }) | null;
    if (alive) {
      worker?.ref();
      worker?.channel?.ref();
    } else {
      worker?.unref();
      worker?.channel?.unref();
    }
  }

  /** Sends the slot's file to its reader once the reader is ready; the time limit starts here. */
  function dispatch(slot: Slot): void {
    const job = slot.job;
    if (!job || !slot.ready || !slot.worker || job.timer) return;
    slot.worker.send({ id: job.id, bytes: job.bytes, type: job.type } satisfies WorkerRequest);
    job.timer = setTimeout(() => replace(slot, new FileTextLimitError('time', limits.timeMs)), limits.timeMs);
    watchdog ??= setInterval(watchMemory, watchIntervalMs);
  }

  function pump(): void {
    for (const slot of slots) {
      if (slot.job || queue.length === 0) continue;
      slot.job = queue.shift()!;
      clearTimeout(slot.idle);
      if (!slot.worker) spawn(slot);
      keepAlive(slot, true);
      dispatch(slot);
    }
  }

  /** Kills a reader whose resident memory passes memoryMb (ArrayBuffers escape the heap limit). */
  function watchMemory(): void {
    const reading = slots.filter((slot) => slot.job?.timer && slot.worker?.pid);
    if (reading.length === 0) {
      clearInterval(watchdog!);
      watchdog = null;
      return;
    }
    for (const slot of reading) {
      const resident = residentBytes(slot.worker!.pid!);
      if (resident !== null && resident > limits.memoryMb * MB)
        replace(slot, new FileTextLimitError('memory', limits.memoryMb));
    }
  }

  function enqueue<T extends Result>(bytes: Uint8Array, type: WorkerRequest['type']) {
    if (closed) return Promise.reject(new Error('The file-text pool is closed'));
    if (queue.length >= maxQueued) return Promise.reject(new FileTextBusyError());
    return new Promise<T>((resolve, reject) => {
      queue.push({ id: nextId++, bytes, type, resolve: resolve as Job['resolve'], reject });
      pump();
    });
  }

  return {
    read: (bytes, type) => enqueue<string>(bytes, type),
    readMail: (bytes) => enqueue<ParsedMailMessage>(bytes, 'message/rfc822'),
    readTable: (bytes, type) => enqueue<ParsedTable>(bytes, type),
    get busy() {
      return slots.filter((slot) => slot.job).length + queue.length;
    },
    get readers() {
      return slots.filter((slot) => slot.worker).length;
    },
    limits,
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('The file-text pool is closed'));
      for (const slot of slots) replace(slot, new Error('The file-text pool is closed'));
      if (watchdog) clearInterval(watchdog);
      watchdog = null;
    },
  };
}
