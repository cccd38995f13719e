import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  type FileStorage,
  FileTooLargeError,
  HEAD_BYTES,
  type StoredEntry,
  type StoredFile,
} from './storage.ts';

const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*$/i;
/** A write in progress: `<key>.<random>.part`, renamed to the key when complete. */
const UNFINISHED = /\.[0-9a-f]{8}\.part$/;

/** Every file below `dir`, depth first, with its path relative to `root`; a missing dir is empty. */
async function* walk(root: string, dir: string): AsyncGenerator<{ relative: string; full: string }> {
  let entries: fs.Dirent[];
  try {
    entries = await fs.promises.readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(root, full);
    else if (entry.isFile()) yield { relative: path.relative(root, full).split(path.sep).join('/'), full };
  }
}

/** When a file was last written, or null if it went away meanwhile (removed by a request). */
async function modifiedAt(full: string): Promise<Date | null> {
  try {
    return (await fs.promises.stat(full)).mtime;
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return null;
    throw error;
  }
}

/** The server's own files, DATA_DIR/files: what it serves and what the demo seed writes into. */
export const createDataDirStorage = (dataDir: string): FileStorage =>
  createLocalDiskStorage(path.join(dataDir, 'files'));

/** Files under `root` (DATA_DIR/files by default); written to a temporary name, then renamed. */
export function createLocalDiskStorage(root: string): FileStorage {
  fs.mkdirSync(root, { recursive: true });

  const pathOf = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Invalid storage key: ${key}`);
    return path.join(root, key);
  };

  return {
    async write(key, source, { maxBytes }): Promise<StoredFile> {
      const target = pathOf(key);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      const partial = `${target}.${crypto.randomBytes(4).toString('hex')}.part`;
      const hash = crypto.createHash('sha256');
      let size = 0;
      const headChunks: Buffer[] = [];
      let headSize = 0;
      // Counts while streaming, so a 1 GB upload fails after 10 MB instead of after buffering it.
      const meter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          if (size > maxBytes) return callback(new FileTooLargeError(maxBytes));
          hash.update(chunk);
          if (headSize < HEAD_BYTES) {
            headChunks.push(chunk.subarray(0, HEAD_BYTES - headSize));
            headSize += Math.min(chunk.length, HEAD_BYTES - headSize);
          }
          callback(null, chunk);
        },
      });
      const sink = fs.createWriteStream(partial);
      try {
        await pipeline(source, meter, sink);
        // A multipart stream cut at its own limit ends quietly; it marks itself truncated.
        if ((source as Readable & { truncated?: boolean }).truncated) throw new FileTooLargeError(maxBytes);
        fs.renameSync(partial, target);
      } catch (error) {
        // a stream destroyed while its file was still opening creates the file after the error:
        // removed once it has closed, or the unfinished write would stay behind
        if (!sink.closed) await new Promise<void>((resolve) => sink.once('close', () => resolve()));
        fs.rmSync(partial, { force: true });
        source.resume();
        throw error;
      }
      return { key, size, sha256: hash.digest('hex'), head: Buffer.concat(headChunks) };
    },
    async read(key) {
      return fs.promises.readFile(pathOf(key));
    },
    stream(key) {
      return fs.createReadStream(pathOf(key));
    },
    async remove(key) {
      await fs.promises.rm(pathOf(key), { force: true });
    },
    async *list(prefix): AsyncIterable<StoredEntry> {
      for await (const file of walk(root, pathOf(prefix))) {
        if (UNFINISHED.test(file.relative) || !SAFE_KEY.test(file.relative)) continue;
        const at = await modifiedAt(file.full);
        if (at) yield { key: file.relative, modifiedAt: at };
      }
    },
    async removeUnfinished(prefix, before) {
      let removed = 0;
      for await (const file of walk(root, pathOf(prefix))) {
        if (!UNFINISHED.test(file.relative)) continue;
        const at = await modifiedAt(file.full);
        if (!at || at >= before) continue;
        await fs.promises.rm(file.full, { force: true });
        removed += 1;
      }
      return removed;
    },
  };
}
